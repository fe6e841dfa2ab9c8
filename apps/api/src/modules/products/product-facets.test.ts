import { schema } from '@lotus/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db
    .insert(schema.categories)
    .values({ slug: 'facets-test', nameVi: 'Bộ lọc', nameEn: 'Facets', priority: 9998 });
});
afterAll(() => t.close());

const facets = async (category?: string) =>
  (await request(t.url, `/api/product/facets${category ? `?categories=${category}` : ''}`)).body;

describe('facets', () => {
  it('offer only what the products a list can show have, with how many have each', async () => {
    await createProduct(t.database.db, {
      nameVi: 'Áo Quokka',
      nameEn: 'Quokka tee',
      price: 100_000,
      categorySlug: 'facets-test',
      providerName: 'Quokka Wear',
      variants: [
        { colour: 'red', size: 'M', stock: 1 },
        { colour: 'red', size: 'L', stock: 0 },
        { colour: 'blue', size: 'M', stock: 2 },
      ],
    });
    await createProduct(t.database.db, {
      nameVi: 'Giày Quokka',
      nameEn: 'Quokka shoe',
      price: 300_000,
      categorySlug: 'facets-test',
      providerName: 'Quokka Wear',
      variants: [{ colour: 'red', size: '40', stock: 3 }],
    });
    const answer = await facets('facets-test');
    expect(answer.success).toBe(true);
    expect(answer.data).toEqual({
      brands: [{ name: 'Quokka Wear', count: 2 }],
      colours: [
        { code: 'red', count: 2 },
        { code: 'blue', count: 1 },
      ],
      sizes: [
        { size: 'M', count: 1 },
        { size: 'L', count: 1 },
        { size: '40', count: 1 },
      ],
    });
  });

  it('offer no clothing or shoe size for robot vacuums, and only their colours', async () => {
    const { data } = await facets('robot-hut-bui');
    expect(data.sizes).toEqual([]);
    expect(data.colours.length).toBeGreaterThan(0);
    expect(data.colours.length).toBeLessThan(14);
    const all = (await facets()).data;
    expect(all.sizes.map((s: { size: string }) => s.size)).toEqual(
      expect.arrayContaining(['S', 'M', 'L']),
    );
  });

  it('answer nothing for a category that does not exist, and refuse a bad one', async () => {
    expect((await facets('no-such-category')).data).toEqual({
      brands: [],
      colours: [],
      sizes: [],
    });
    const refused = await request(t.url, `/api/product/facets?categories=${'x'.repeat(101)}`);
    expect(refused.status).toBe(400);
  });
});
