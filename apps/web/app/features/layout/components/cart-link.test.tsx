import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartLineAdded } from '../../../store/product-slice';
import { makeStore } from '../../../store/store';
import { useStorageSync } from '../../../store/use-storage-sync';
import { renderWithProviders } from '../../../test/render';
import { CartLink } from './cart-link';

function WithSync({ store }: { store: ReturnType<typeof makeStore> }) {
  useStorageSync(store);
  return <CartLink />;
}

describe('CartLink', () => {
  it('shows no count before local storage is read, as the server render does', () => {
    localStorage.setItem('carts', JSON.stringify([{ infoId: 'a', quantity: 1, isOrder: false }]));
    renderWithProviders(
      <MemoryRouter>
        <CartLink />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute('href', '/cart');
  });

  it('shows the number of cart lines from local storage after hydration and keeps it stored', () => {
    localStorage.setItem(
      'carts',
      JSON.stringify([
        { infoId: 'a', quantity: 2, isOrder: false },
        { infoId: 'b', quantity: 1, isOrder: false },
      ]),
    );
    const store = makeStore({ language: 'en' });
    renderWithProviders(
      <MemoryRouter>
        <WithSync store={store} />
      </MemoryRouter>,
      { lang: 'en', store },
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    act(() => {
      store.dispatch(cartLineAdded({ infoId: 'c', quantity: 1, isOrder: false }));
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(localStorage.getItem('totalQuantity')).toBe('3');
    expect(JSON.parse(localStorage.getItem('carts')!)).toHaveLength(3);
  });
});
