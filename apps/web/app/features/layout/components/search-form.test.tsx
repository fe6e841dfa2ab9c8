import { catalogContract, type ProductSuggestion } from '@lotus/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as suggestionsLoader } from '../../../routes/search.suggestions';
import { fakeApi, ok, on } from '../../../test/fake-api';
import { renderInRouter } from '../../../test/router';
import { SearchForm } from './search-form';

const suggestion = (id: number, slug: string, name: string): ProductSuggestion => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  slug,
  name,
  sku: slug.toUpperCase(),
  price: 199_000,
  currentPrice: 199_000,
  image: null,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function setup(lang: 'vi' | 'en' = 'vi') {
  const items = [
    suggestion(1, 'ao-thun-basic', 'Áo thun basic'),
    { ...suggestion(2, 'ao-thun-polo', 'Áo thun polo'), price: 329_000, currentPrice: 259_000 },
  ];
  const transport = fakeApi(
    on(catalogContract.suggest, ({ query }) => ok(String(query.q).includes('ao') ? items : [])),
  );
  // The browser asks the suggestions route with fetch; here the route's loader answers it.
  vi.stubGlobal('fetch', (url: string) =>
    suggestionsLoader({
      request: new Request(new URL(url, 'http://shop.test')),
      params: {},
      context: { lang, requestId: 't', api: transport },
    } as unknown as Parameters<typeof suggestionsLoader>[0]),
  );
  renderInRouter(
    <>
      <SearchForm id="site-search" />
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchForm suggestions', () => {
  it('asks once after the shopper pauses, and lists the suggestions', async () => {
    const { box, transport, user } = await setup();
    await user.type(box, 'ao thun');
    const list = await screen.findByRole('listbox', { name: 'Gợi ý sản phẩm' });
    // Each suggestion shows its name and the price to pay (the old one struck through on sale).
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Áo thun basic199.000 ₫',
      'Áo thun polo259.000 ₫329.000 ₫',
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

describe('SearchForm when the network fails', () => {
  it('keeps the page and the typed words, and simply shows no suggestions', async () => {
    const { box, user } = await setup();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.type(box, 'ao thun');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('ao thun');
    expect(screen.getByTestId('where')).toBeInTheDocument();
  });
});
