import type { User } from '@lotus/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wishlistRestored } from '../../../store/wishlist-slice';
import { makeStore } from '../../../store/store';
import { renderInRouter } from '../../../test/router';
import type { WishlistActionData } from '../hooks/use-wishlist';
import { WishlistButton } from './wishlist-button';
import { WishlistSync } from './wishlist-sync';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const shopper: User = {
  id: '00000000-0000-4000-8000-0000000000ff',
  email: 'bao@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: null,
};

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A fake `/wishlist` route: the account's ids and an action that records what it was sent. */
function fakeWishlistRoute(start: string[], answer?: (form: FormData) => WishlistActionData) {
  const ids = [...start];
  const posts: Record<string, string>[] = [];
  return {
    ids,
    posts,
    route: {
      path: 'wishlist',
      loader: () => ({ ids: [...ids] }),
      action: async ({ request }: { request: Request }) => {
        const form = await request.formData();
        posts.push(Object.fromEntries(form) as Record<string, string>);
        const intent = field(form, 'intent');
        const productId = field(form, 'productId');
        if (answer) return answer(form);
        if (intent === 'merge') {
          for (const id of JSON.parse(field(form, 'productIds')) as string[])
            if (!ids.includes(id)) ids.unshift(id);
          return { ok: true, intent, productId: '', ids };
        }
        if (intent === 'add') ids.unshift(productId);
        else ids.splice(ids.indexOf(productId), 1);
        return { ok: true, intent, productId } as WishlistActionData;
      },
    },
  };
}

const page = (
  <>
    <WishlistSync />
    <WishlistButton productId={A} productName="Robot A" />
  </>
);

describe('wishlist, as a visitor', () => {
  it('keeps the heart in the local list and says so, in Vietnamese', async () => {
    const store = makeStore({ language: 'vi' });
    store.dispatch(wishlistRestored([]));
    renderInRouter(page, { lang: 'vi', store });
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', {
      name: 'Thêm Robot A vào danh sách yêu thích',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(store.getState().profile.wishlist).toEqual([{ id: A }]);
    const pressed = screen.getByRole('button', { name: 'Bỏ Robot A khỏi danh sách yêu thích' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().common.notifications.at(-1)?.message).toBe(
      'catalog:notify.AddFavouriteSuccess',
    );
    await user.click(pressed);
    expect(store.getState().profile.wishlist).toEqual([]);
  });
});

describe("the product page's wishlist button", () => {
  it.each([
    ['vi', 'Yêu thích', 'Đã yêu thích'],
    ['en', 'Save', 'Saved'],
  ] as const)('is named by the word it shows (%s)', async (lang, save, saved) => {
    const store = makeStore({ language: lang });
    store.dispatch(wishlistRestored([]));
    renderInRouter(<WishlistButton productId={A} productName="Robot A" look="wide" />, {
      lang,
      store,
    });
    const button = await screen.findByRole('button', { name: save });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(button);
    expect(screen.getByRole('button', { name: saved })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('wishlist, signed in', () => {
  it('shows the account list and adds through the /wishlist action', async () => {
    const fake = fakeWishlistRoute([B]);
    const store = makeStore({ language: 'en' });
    store.dispatch(wishlistRestored([]));
    renderInRouter(page, { lang: 'en', store, root: { user: shopper }, routes: [fake.route] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Robot A to your wishlist' }));
    await screen.findByRole('button', { name: 'Remove Robot A from your wishlist' });
    expect(fake.posts).toEqual([{ intent: 'add', productId: A }]);
    await waitFor(() =>
      expect(store.getState().common.notifications.at(-1)?.message).toBe(
        'catalog:notify.AddFavouriteSuccess',
      ),
    );
    expect(store.getState().profile.wishlist).toEqual([]);
  });

  it('warns with FavouriteExisting when the account has it already', async () => {
    const fake = fakeWishlistRoute([], () => ({
      ok: false,
      intent: 'add',
      productId: A,
      code: 'FAVOURITE_EXISTING',
    }));
    const store = makeStore({ language: 'en' });
    store.dispatch(wishlistRestored([]));
    renderInRouter(page, { lang: 'en', store, root: { user: shopper }, routes: [fake.route] });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Add Robot A to your wishlist' }));
    await waitFor(() =>
      expect(store.getState().common.notifications.at(-1)).toMatchObject({
        type: 'warning',
        message: 'catalog:notify.FavouriteExisting',
      }),
    );
  });

  it('merges the local list into the account after login, then empties it', async () => {
    const fake = fakeWishlistRoute([B]);
    const store = makeStore({ language: 'vi' });
    store.dispatch(wishlistRestored([{ id: A }]));
    renderInRouter(page, { lang: 'vi', store, root: { user: shopper }, routes: [fake.route] });
    await waitFor(() => expect(store.getState().profile.wishlist).toEqual([]));
    expect(fake.posts).toEqual([{ intent: 'merge', productIds: JSON.stringify([A]) }]);
    expect(fake.ids).toEqual([A, B]);
    // The heart now reads the account's list, which holds the merged product.
    await screen.findByRole('button', { name: 'Bỏ Robot A khỏi danh sách yêu thích' });
  });
});
