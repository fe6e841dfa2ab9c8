import type { ProductSuggestion } from '@lotus/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { renderInRouter } from '../../../test/router';
import { fakeApi } from '../../../test/render';
import { SearchForm } from './search-form';

const suggestion = (id: number, slug: string, name: string): ProductSuggestion => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  slug,
  name,
  sku: slug.toUpperCase(),
  price: 199_000,
  salePrice: null,
  image: null,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function setup(lang: 'vi' | 'en' = 'vi') {
  const items = [
    suggestion(1, 'ao-thun-basic', 'Áo thun basic'),
    suggestion(2, 'ao-thun-polo', 'Áo thun polo'),
  ];
  const transport = fakeApi({
    '/api/product/suggest': (query: Record<string, unknown>) => ({
      success: true,
      data: String(query.q).includes('ao') ? items : [],
    }),
  });
  const api = createApiClient(transport);
  renderInRouter(
    <>
      <SearchForm id="site-search" api={api} />
      <Where />
    </>,
    {
      lang,
      routes: [
        { path: 'products', Component: () => <Where /> },
        { path: 'products/:slug', Component: () => <Where /> },
      ],
    },
  );
  const box = await screen.findByRole('combobox');
  return { box, transport, user: userEvent.setup() };
}

describe('SearchForm suggestions', () => {
  it('asks once after the shopper pauses, and lists the suggestions', async () => {
    const { box, transport, user } = await setup();
    await user.type(box, 'ao thun');
    const list = await screen.findByRole('listbox', { name: 'Gợi ý sản phẩm' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Áo thun basic',
      'Áo thun polo',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Debounced: one call for the whole word, not one per key.
    expect(transport.calls).toEqual([
      { path: '/api/product/suggest', query: { q: 'ao thun', limit: 6 } },
    ]);
  });

  it('moves with the arrow keys and opens the chosen product with Enter', async () => {
    const { box, user } = await setup('en');
    await user.type(box, 'ao');
    await screen.findByRole('listbox', { name: 'Product suggestions' });
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent('/products/ao-thun-basic'),
    );
  });

  it('closes with Escape, then clears the field with a second Escape', async () => {
    const { box, user } = await setup();
    await user.type(box, 'ao');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('ao');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('searches the whole list with Enter when no suggestion is chosen', async () => {
    const { box, user } = await setup();
    await user.type(box, 'ao thun{Enter}');
    await waitFor(() =>
      expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent('/products?name=ao+thun'),
    );
  });

  it('asks nothing for a single letter', async () => {
    const { box, transport, user } = await setup();
    await user.type(box, 'a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(transport.calls).toEqual([]);
  });
});
