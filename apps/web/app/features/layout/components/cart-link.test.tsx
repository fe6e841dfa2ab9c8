import type { User } from '@lotus/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartLineAdded } from '../../../store/cart-slice';
import { makeStore } from '../../../store/store';
import { useStorageSync } from '../../../store/use-storage-sync';
import { renderInRouter } from '../../../test/router';
import { CartLink } from './cart-link';

function WithSync({ store }: { store: ReturnType<typeof makeStore> }) {
  useStorageSync(store);
  return <CartLink />;
}

const customer: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: null,
};

describe('CartLink', () => {
  it('shows no count before local storage is read, as the server render does', async () => {
    localStorage.setItem('carts', JSON.stringify([{ infoId: 'a', quantity: 1, isOrder: false }]));
    renderInRouter(<CartLink />);
    expect(await screen.findByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('shows a visitor the number of local cart lines after hydration and keeps it stored', async () => {
    localStorage.setItem(
      'carts',
      JSON.stringify([
        { infoId: 'a', quantity: 2, isOrder: false },
        { infoId: 'b', quantity: 1, isOrder: false },
      ]),
    );
    const store = makeStore({ language: 'en' });
    renderInRouter(<WithSync store={store} />, { lang: 'en', store });
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    act(() => {
      store.dispatch(cartLineAdded({ infoId: 'c', quantity: 1, isOrder: false }));
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(localStorage.getItem('totalQuantity')).toBe('3');
    expect(JSON.parse(localStorage.getItem('carts')!)).toHaveLength(3);
  });

  it("shows a signed-in shopper their server cart's lines, not this browser's", async () => {
    localStorage.setItem('carts', JSON.stringify([{ infoId: 'a', quantity: 1, isOrder: false }]));
    const store = makeStore({ language: 'en' });
    renderInRouter(<WithSync store={store} />, {
      lang: 'en',
      store,
      root: { user: customer, cartCount: 4 },
    });
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });
});
