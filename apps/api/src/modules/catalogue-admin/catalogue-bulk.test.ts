import { queryRows, schema } from '@lotus/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  operator = (await quickCustomers(t.database.db, 1, 'OPERATOR'))[0]!.headers;
  customer = (await quickCustomers(t.database.db, 1))[0]!.headers;
});
afterAll(() => t.close());

const importCsv = (csv: string, dryRun: boolean, headers = operator) =>
  request(t.url, '/api/portal/catalogue/import', {
    method: 'POST',
    headers: { ...headers, 'accept-language': 'en' },
    json: { csv, dryRun },
  });

/** Ten products of a hundred variants each (stock 5, no ledger rows yet): 1,000 SKUs. */
async function thousandVariants() {
  const products = [];
  for (let p = 0; p < 10; p++)
    products.push(
      await createProduct(t.database.db, {
        nameVi: `Hàng loạt ${p}`,
        nameEn: `Bulk ${p}`,
        price: 100_000,
        variants: Array.from({ length: 100 }, (_, i) => ({
          colour: 'black',
          size: `Z${i}`,
          stock: 5,
        })),
      }),
    );
  const variants = await t.database.db
    .select({
      id: schema.productVariants.id,
      sku: schema.productVariants.sku,
      productId: schema.productVariants.productId,
    })
    .from(schema.productVariants)
    .where(
      inArray(
        schema.productVariants.productId,
        products.map((p) => p.id),
      ),
    );
  return { products, variants };
}

const stocks = async (ids: string[]) =>
  t.database.db
    .select({ stock: schema.productVariants.stock })
    .from(schema.productVariants)
    .where(inArray(schema.productVariants.id, ids));

describe('the catalogue in bulk (CSV)', () => {
  it('refuses a customer before reading the file', async () => {
    expect((await importCsv('variant_sku,stock\nX,1', true, customer)).status).toBe(403);
    const exported = await request(t.url, '/api/portal/catalogue/export', { headers: customer });
    expect(exported.status).toBe(403);
  });

  it(
    'a file of 1,000 rows with 3 bad ones: a dry run shows the 3, writing changes nothing; corrected, all 1,000 are written in one transaction',
    { timeout: 120_000 },
    async () => {
      const { products, variants } = await thousandVariants();
      const priceOf = (productId: string) =>
        200_000 + products.findIndex((p) => p.id === productId) * 1_000;
      const rows = variants.map((v, i) => [
        v.sku,
        String(priceOf(v.productId)),
        '',
        String(10 + i),
      ]);
      const bad = rows.map((row) => [...row]);
      bad[16]![0] = 'NO-SUCH-SKU';
      bad[399]![1] = '0';
      bad[900]![3] = '-4';
      const csv = (cells: string[][]) =>
        ['variant_sku,price,sale_price,stock', ...cells.map((r) => r.join(','))].join('\r\n');

      const dry = await importCsv(csv(bad), true);
      expect(dry.status, JSON.stringify(dry.body).slice(0, 500)).toBe(200);
      const report = dry.body.data;
      expect(report).toMatchObject({ dryRun: true, written: false, total: 1000, failed: 3 });
      const failed = report.rows.filter((r: { errors: unknown[] }) => r.errors.length > 0);
      expect(failed.map((r: { line: number; errors: unknown[] }) => [r.line, r.errors])).toEqual([
        [18, [{ column: 'variant_sku', code: 'UnknownSku' }]],
        [401, [{ column: 'price', code: 'BadPrice' }]],
        [902, [{ column: 'stock', code: 'NegativeStock' }]],
      ]);
      // Every other row says its change.
      expect(report.rows[0]).toMatchObject({
        line: 2,
        sku: variants[0]!.sku,
        stock: { from: 5, to: 10 },
        price: { from: 100_000, to: priceOf(variants[0]!.productId) },
      });
      expect(report.changed).toBe(997);

      // Written with its errors: refused, nothing changes.
      const refused = await importCsv(csv(bad), false);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('CATALOGUE_IMPORT_INVALID');
      expect(refused.body.message).toContain('3 rows');
      expect(refused.body.details).toHaveLength(3);
      const ids = variants.map((v) => v.id);
      expect((await stocks(ids)).every((r) => r.stock === 5)).toBe(true);
      const movements = () =>
        t.database.db
          .select()
          .from(schema.stockMovements)
          .where(inArray(schema.stockMovements.variantId, ids));
      expect(await movements()).toHaveLength(0);

      // Corrected: every row written, by one transaction.
      const written = await importCsv(csv(rows), false);
      expect(written.status, JSON.stringify(written.body).slice(0, 500)).toBe(200);
      expect(written.body.data).toMatchObject({ written: true, total: 1000, changed: 1000 });
      const after = await t.database.db
        .select({ id: schema.productVariants.id, stock: schema.productVariants.stock })
        .from(schema.productVariants)
        .where(inArray(schema.productVariants.id, ids));
      const wanted = new Map(variants.map((v, i) => [v.id, 10 + i]));
      expect(after.every((r) => r.stock === wanted.get(r.id))).toBe(true);
      const ledger = await movements();
      expect(ledger).toHaveLength(1000);
      expect(ledger.every((m) => m.kind === 'adjusted' && m.reason === 'CSV import')).toBe(true);
      expect(ledger.every((m) => m.stockAfter === wanted.get(m.variantId))).toBe(true);
      // One transaction wrote them all: every movement row carries the same creating xid.
      const [one] = await queryRows<{ transactions: number }>(
        t.database.db,
        sql`SELECT count(DISTINCT xmin::text)::int AS transactions FROM stock_movements
          WHERE variant_id IN ${ids}`,
      );
      expect(one!.transactions).toBe(1);
      const [priced] = await t.database.db
        .select({ price: schema.products.price })
        .from(schema.products)
        .where(eq(schema.products.id, products[3]!.id));
      expect(priced!.price).toBe(203_000);
    },
  );

  it('exports the catalogue, and reads its own export back as a file with no change', async () => {
    const made = await createProduct(t.database.db, {
      nameVi: 'Áo "dài", lụa',
      nameEn: 'Silk ao dai',
      price: 900_000,
      salePrice: 850_000,
      variants: [{ colour: 'red', size: 'M', stock: 3 }],
    });
    const res = await request(t.url, '/api/portal/catalogue/export', { headers: operator });
    expect(res.status).toBe(200);
    const { csv, filename } = res.body.data;
    expect(filename).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFFproduct_sku,variant_sku,name_vi,name_en,colour,size,price')).toBe(
      true,
    );
    expect(csv).toContain(
      `${made.sku},${made.sku}-0,"Áo ""dài"", lụa",Silk ao dai,red,M,900000,850000,3,yes`,
    );
    const again = await importCsv(csv, true);
    expect(again.status).toBe(200);
    expect(again.body.data.failed).toBe(0);
    expect(again.body.data.changed).toBe(0);
  });

  it('says which columns a file needs when it has none of them', async () => {
    const res = await importCsv('sku;qty\nA;1', true);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CATALOGUE_IMPORT_UNREADABLE');
  });
});
