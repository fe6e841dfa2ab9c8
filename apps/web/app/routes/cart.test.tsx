import { cartContract } from '@lotus/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CLIENT_SETTING } from '../lib/fallback-setting';
import { cartRestored } from '../store/cart-slice';
import { makeStore } from '../store/store';
import { cartLineFixture, cartViewFixture } from '../test/fixtures';
import { fakeApi, ok, on, refused } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { renderInRouter } from '../test/router';
import CartPage, { loader } from './cart';

const WORDS = {
  vi: {
    remaining: 'Mua thêm 120.000 ₫ để được miễn phí vận chuyển',
    reached: 'Tuyệt vời! Đơn hàng của bạn được miễn phí vận chuyển.',
    empty: 'Giỏ hàng của bạn đang trống',
    shop: 'Tiếp tục mua sắm',
    checkout: 'Tiến hành thanh toán',
    login: 'Đăng nhập để thanh toán',
    flagged: 'Sản phẩm này đã ngừng bán. Vui lòng xóa khỏi giỏ hàng.',
    short: 'Chỉ còn 2 sản phẩm. Vui lòng giảm số lượng.',
    blocked: 'Vui lòng xử lý các sản phẩm được đánh dấu trước khi thanh toán.',
    total: '380.000 ₫',
  },
  en: {
    remaining: 'Buy ₫120,000 more for free shipping',
    reached: 'Great! Your order ships for free.',
    empty: 'Your cart is empty',
    shop: 'Continue shopping',
    checkout: 'Proceed to checkout',
    login: 'Log in to check out',
    flagged: 'This product is no longer sold. Please remove it from your cart.',
    short: 'Only 2 left. Please lower the quantity.',
    blocked: 'Please sort out the flagged items before checking out.',
    total: '₫380,000',
  },
} as const;

const page = (cart: ReturnType<typeof cartViewFixture> | null) => (
  <CartPage {...({ loaderData: { cart } } as unknown as Parameters<typeof CartPage>[0])} />
);

describe('cart page', () => {
  it.each(['vi', 'en'] as const)(
    'shows the lines, the summary and how much more ships free (%s)',
    async (lang) => {
      const w = WORDS[lang];
      renderInRouter(page(cartViewFixture([cartLineFixture({ price: 190_000, quantity: 2 })])), {
        lang,
      });
      expect(await screen.findByText(w.remaining)).toBeInTheDocument();
      expect(screen.getByTestId('grand-total')).toHaveTextContent(w.total);
      expect(screen.getByRole('link', { name: new RegExp(w.checkout) })).toHaveAttribute(
        'href',
        '/checkout',
      );
    },
  );

  it.each(['vi', 'en'] as const)('says when the order ships free (%s)', async (lang) => {
    renderInRouter(page(cartViewFixture([cartLineFixture({ price: 250_000, quantity: 2 })])), {
      lang,
    });
    expect(await screen.findByText(WORDS[lang].reached)).toBeInTheDocument();
  });

  it.each(['vi', 'en'] as const)('leads an empty cart back to the shop (%s)', async (lang) => {
    renderInRouter(page(cartViewFixture([])), { lang });
    expect(await screen.findByRole('heading', { name: WORDS[lang].empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(WORDS[lang].shop) })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it.each(['vi', 'en'] as const)(
    'flags an unpublished line and one whose stock fell, and holds checkout (%s)',
    async (lang) => {
      const w = WORDS[lang];
      const view = cartViewFixture([
        cartLineFixture({ name: 'Gone', problem: 'UNAVAILABLE' }),
        cartLineFixture({ name: 'Short', quantity: 4, stock: 2, problem: 'NOT_ENOUGH_STOCK' }),
      ]);
      renderInRouter(page(view), { lang });
      expect(await screen.findByText(w.flagged)).toBeInTheDocument();
      expect(screen.getByText(w.short)).toBeInTheDocument();
      expect(screen.getByText(w.blocked)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: new RegExp(w.checkout) })).not.toBeInTheDocument();
    },
  );

  it('sends a changed quantity to the server cart and shows the new total at once', async () => {
    const line = cartLineFixture({ name: 'Áo thun', price: 100_000, quantity: 1 });
    let current = cartViewFixture([line]);
    let sent: unknown;
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({
          lang: 'en',
          user: null,
          cartCount: 1,
          setting: FALLBACK_CLIENT_SETTING,
          categories: [],
          year: 2026,
        }),
        HydrateFallback: () => null,
        Component: () => <Outlet />,
        children: [
          { index: true, loader: () => ({ cart: current }), Component: CartPage as never },
          {
            path: 'cart/lines',
            action: async ({ request }) => {
              sent = Object.fromEntries(await request.formData());
              current = cartViewFixture([{ ...line, quantity: 2, lineTotal: 200_000 }]);
              return { ok: true, intent: 'set', infoId: line.infoId, asked: 2, view: current };
            },
          },
        ],
      },
    ]);
    renderWithProviders(<Stub initialEntries={['/']} />, { lang: 'en' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Increase the quantity of Áo thun' }),
    );
    // Priced in the browser at once, then confirmed by the server's answer.
    expect(screen.getByTestId('grand-total')).toHaveTextContent('₫200,000');
    await waitFor(() =>
      expect(sent).toEqual({ intent: 'set', infoId: line.infoId, quantity: '2' }),
    );
    await waitFor(() => expect(screen.getByRole('spinbutton')).toHaveValue(2));
    expect(screen.getByTestId('grand-total')).toHaveTextContent('₫200,000');
  });

  it("shows the spec's messages for 0 and more than the stock in the stepper (vi)", async () => {
    const line = cartLineFixture({ name: 'Áo thun', quantity: 1, stock: 3 });
    renderInRouter(page(cartViewFixture([line])), { lang: 'vi' });
    const user = userEvent.setup();
    const field = await screen.findByRole('spinbutton', { name: 'Số lượng của Áo thun' });
    await user.clear(field);
    await user.type(field, '4');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bạn không thể chọn nhiều hơn số lượng sản phẩm còn trong kho. Vui lòng chọn lại!',
    );
    await user.clear(field);
    await user.type(field, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Số lượng phải lớn hơn 0.');
  });

  it("prices a visitor's local cart on the server and offers to log in to check out", async () => {
    const line = cartLineFixture({ name: 'Robot', price: 300_000, quantity: 1 });
    const store = makeStore({ language: 'vi' });
    store.dispatch(cartRestored([{ infoId: line.infoId, quantity: 1, isOrder: false }]));
    const view = cartViewFixture([line]);
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      return Response.json({ view });
    }) as typeof fetch;
    try {
      renderInRouter(page(null), { lang: 'vi', store });
      expect(await screen.findByText('Robot')).toBeInTheDocument();
      expect(calls[0]).toContain('/cart/lines?lines=');
      const aside = screen.getByRole('complementary');
      expect(within(aside).getByRole('link', { name: new RegExp(WORDS.vi.login) })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fcheckout',
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('cart loader', () => {
  it("loads a signed-in shopper's cart and leaves a visitor's to the browser", async () => {
    const view = cartViewFixture([cartLineFixture()]);
    const signedIn = await loader({
      context: { lang: 'vi', requestId: 't', api: fakeApi(on(cartContract.get, ok(view))) },
    } as never);
    expect(signedIn.cart).toEqual(view);
    const visitor = await loader({
      context: {
        lang: 'vi',
        requestId: 't',
        api: fakeApi(on(cartContract.get, refused('UNAUTHORIZED'))),
      },
    } as never);
    expect(visitor.cart).toBeNull();
  });
});
