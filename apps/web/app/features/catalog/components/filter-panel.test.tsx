import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { FilterPanel } from './filter-panel';
import { parseListQuery } from '../list-query-parse';

const VACUUMS = {
  brands: [{ name: 'Lotus Home', count: 3 }],
  colours: [
    { code: 'white' as const, count: 2 },
    { code: 'black' as const, count: 1 },
  ],
  sizes: [],
};

const render = (lang: 'vi' | 'en', query = {}) =>
  renderInRouter(
    <FilterPanel
      query={{ ...parseListQuery(new URLSearchParams('categories=robot-hut-bui')), ...query }}
      categories={[]}
      facets={VACUUMS}
      open={false}
      onClose={() => {}}
    />,
    { lang },
  );

describe('FilterPanel', () => {
  it.each([
    ['vi', 'Màu sắc', 'Kích cỡ', 'Trắng (2 sản phẩm)'],
    ['en', 'Colour', 'Size', 'White (2 products)'],
  ] as const)(
    'offers only the colours and sizes the list’s products have, with counts (%s)',
    async (lang, colour, size, white) => {
      render(lang);
      const colours = await screen.findByRole('group', { name: colour });
      expect(within(colours).getAllByRole('checkbox')).toHaveLength(2);
      expect(within(colours).getByRole('checkbox', { name: white })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: size })).toBeNull();
    },
  );

  it('keeps a chosen colour the list has none of, so it can be taken out', async () => {
    render('en', { colour: ['red'], size: ['M'] });
    expect(await screen.findByRole('checkbox', { name: 'Red (0 products)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^M/ })).toBeChecked();
  });
});
