import { describe, expect, it } from 'vitest';
import { countedPage } from './counted-page.ts';

describe('countedPage', () => {
  const never = () => Promise.reject(new Error('counted again'));

  it('takes the count from the rows and leaves it off them', async () => {
    const rows = [
      { id: 'a', total: 7 },
      { id: 'b', total: 7 },
    ];
    expect(await countedPage(rows, 0, never)).toEqual({
      rows: [{ id: 'a' }, { id: 'b' }],
      total: 7,
    });
  });

  it('answers 0 for an empty first page without counting again', async () => {
    expect(await countedPage([], 0, never)).toEqual({ rows: [], total: 0 });
  });

  it('counts again for a page past the last', async () => {
    expect(await countedPage([], 60, async () => 61)).toEqual({
      rows: [],
      total: 61,
    });
  });
});
