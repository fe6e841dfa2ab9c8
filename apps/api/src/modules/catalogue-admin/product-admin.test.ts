import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../test/checkout.ts';
import { quickCustomers, testCategoryId } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp();
  operator = (await quickCustomers(t.database.db, 1, 'OPERATOR'))[0]!.headers;
  admin = (await quickCustomers(t.database.db, 1, 'ADMIN'))[0]!.headers;
  categoryId = await testCategoryId(t.database.db);
});
afterAll(() => t.close());

/** How long a change may take to reach the kept answers (the notice comes within a second). */
const POLL = { timeout: 3000 };

/** A SKU of digits no other test (or run, on a shared PostgreSQL) has used. */
const freshSku = (prefix = 'LT') => `${prefix}-${Date.now()}${randomInt(1_000_000)}`;

const product = (overrides: Record<string, unknown> = {}) => ({
  nameVi: 'Áo khoác gió Lạc Hồng',
  nameEn: 'Lac Hong windbreaker',
  sku: freshSku(),
  price: 450_000,
  salePrice: 399_000,
  descriptionVi: 'Áo khoác gió nhẹ, chống nước.',
  descriptionEn: 'A light, water-resistant windbreaker.',
  statuses: ['new'],
  categoryId,
  // Behind the demo catalogue in the shop's default order (the suites share one database).
  priority: 9000,
  specifications: [
    { nameVi: 'Chất liệu', nameEn: 'Material', valueVi: 'Polyester', valueEn: 'Polyester' },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, headers = operator) {
  const body = product(overrides);
  const res = await request(t.url, '/api/portal/products', {
    method: 'POST',
    headers,
    json: {
      ...body,
      variants: [
        { sku: `${body.sku}-BK-M`, colour: 'black', size: 'M', stock: 7 },
        { sku: `${body.sku}-BL-L`, colour: 'blue', size: 'l', stock: 0 },
      ],
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const search = (name: string, lang = 'vi') =>
  request(t.url, `/api/product/public?name=${encodeURIComponent(name)}`, {
    headers: { 'accept-language': lang },
  });
const publicPage = (id: string, lang = 'vi') =>
  request(t.url, `/api/product/${id}/public`, { headers: { 'accept-language': lang } });
const setPublished = (id: string, isPublished: boolean) =>
  request(t.url, `/api/portal/products/${id}/visibility`, {
    method: 'POST',
    headers: operator,
    json: { isPublished },
  });
const moveStock = (id: string, variantId: string, json: unknown, headers = operator) =>
  request(t.url, `/api/portal/products/${id}/variants/${variantId}/stock`, {
    method: 'POST',
    headers,
    json,
  });

describe('POST /api/portal/products', () => {
  it('refuses a product without name, price or SKU, naming each field with the spec rule', async () => {
    const res = await request(t.url, '/api/portal/products', {
      method: 'POST',
      headers: { ...operator, 'accept-language': 'en' },
      json: { nameVi: '  ', categoryId },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    const fields = res.body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['body.nameEn', 'body.nameVi', 'body.price', 'body.sku']);
    for (const detail of res.body.details) {
      expect(detail.reason).toBe('ProductNeedsNamePriceSku');
      expect(detail.message).toBe('A product needs a name, a price and a SKU.');
    }
    const priceless = product({ price: undefined });
    const vi = await request(t.url, '/api/portal/products', {
      method: 'POST',
      headers: { ...operator, 'accept-language': 'vi' },
      json: priceless,
    });
    expect(vi.body.details).toEqual([
      {
        field: 'body.price',
        reason: 'ProductNeedsNamePriceSku',
        message: 'Sản phẩm cần có tên, giá và mã SKU.',
      },
    ]);
    const made = await request(t.url, `/api/portal/products?search=${priceless.sku}`, {
      headers: admin,
    });
    expect(made.body.meta.total).toBe(0);
  });

  it('refuses a sale price not below the price, and a SKU with spaces', async () => {
    const res = await request(t.url, '/api/portal/products', {
      method: 'POST',
      headers: operator,
      json: product({ price: 100_000, salePrice: 100_000, sku: 'AO KHOAC' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { reason: string }) => d.reason).sort()).toEqual([
      'InvalidSku',
      'SalePriceNotBelowPrice',
    ]);
  });

  it('creates a product with its variants, stock received in the ledger, unpublished', async () => {
    const made = await create();
    expect(made).toMatchObject({
      nameVi: 'Áo khoác gió Lạc Hồng',
      price: 450_000,
      salePrice: 399_000,
      statuses: ['new'],
      isPublished: false,
      archivedAt: null,
      specifications: [{ nameEn: 'Material', valueVi: 'Polyester' }],
    });
    expect(made.slug).toMatch(/^ao-khoac-gio-lac-hong/);
    expect(made.variants.map((v: { size: string; stock: number }) => [v.size, v.stock])).toEqual([
      ['M', 7],
      ['L', 0],
    ]);
    expect(made.movements).toHaveLength(1);
    expect(made.movements[0]).toMatchObject({ kind: 'received', quantity: 7, stockAfter: 7 });
    // Unpublished: the shop does not show it.
    expect((await publicPage(made.id)).status).toBe(404);
  });

  it('makes a product without variants, but publishes it only once it has one', async () => {
    const bare = await request(t.url, '/api/portal/products', {
      method: 'POST',
      headers: operator,
      json: {
        nameVi: 'Khăn lụa',
        nameEn: 'Silk scarf',
        sku: freshSku(),
        price: 150_000,
        categoryId,
        priority: 9000,
      },
    });
    expect(bare.status).toBe(201);
    expect(bare.body.data.variants).toEqual([]);
    const refused = await setPublished(bare.body.data.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PRODUCT_WITHOUT_VARIANTS');
    const added = await request(t.url, `/api/portal/products/${bare.body.data.id}/variants`, {
      method: 'POST',
      headers: operator,
      json: { sku: `${bare.body.data.sku}-RD`, colour: 'red', stock: 3 },
    });
    expect(added.body.data.variants[0]).toMatchObject({ colour: 'red', size: null, stock: 3 });
    expect((await setPublished(bare.body.data.id, true)).status).toBe(200);
  });

  it('answers 409 to a SKU another product has, and writes nothing', async () => {
    const first = await create();
    const res = await request(t.url, '/api/portal/products', {
      method: 'POST',
      headers: { ...operator, 'accept-language': 'en' },
      json: product({ sku: first.sku.toLowerCase(), nameVi: 'Bản sao', nameEn: 'Copy' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PRODUCT_SKU_EXISTING');
    expect(res.body.message).toBe('Another product already uses this SKU.');
    const copies = await request(t.url, '/api/portal/products?search=ban%20sao', {
      headers: operator,
    });
    expect(copies.body.meta.total).toBe(0);
  });

  it('refuses a customer (403) before reading the body, and a visitor (401)', async () => {
    const [customer] = await quickCustomers(t.database.db, 1, 'CUSTOMER');
    const res = await request(t.url, '/api/portal/products', {
      method: 'POST',
      headers: { ...customer!.headers, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(
      (await request(t.url, '/api/portal/products', { headers: customer!.headers })).status,
    ).toBe(403);
    expect(
      (await request(t.url, '/api/portal/products', { method: 'POST', json: {} })).status,
    ).toBe(401);
  });
});

describe('publishing, editing and the shop', () => {
  it('a published product is found without diacritics, and an edit shows at once', async () => {
    // A word of this run alone: a PostgreSQL test database outlives a run.
    const tag = Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('');
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((p) => p.id);
    // Search's kept matches hear of a change through the database's notice: within a second.
    const soon = (text: string) => expect.poll(async () => ids(await search(text)), POLL);
    const made = await create({
      nameVi: `Đầm lụa Hội An ${tag}`,
      nameEn: `Hoi An silk dress ${tag}`,
    });
    expect((await search(`dam lua hoi an ${tag}`)).body.meta.total).toBe(0);
    const published = await setPublished(made.id, true);
    expect(published.status).toBe(200);
    expect(published.body.data.isPublished).toBe(true);

    await soon(`dam lua hoi an ${tag}`).toContain(made.id);
    expect(ids(await search(`Đầm lụa Hội An ${tag}`))).toContain(made.id);
    const page = await publicPage(made.id, 'en');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      name: `Hoi An silk dress ${tag}`,
      currentPrice: 399_000,
    });

    const edited = await request(t.url, `/api/portal/products/${made.id}`, {
      method: 'PUT',
      headers: operator,
      json: product({
        sku: made.sku,
        nameVi: `Đầm lụa Tân Châu ${tag}`,
        nameEn: `Tan Chau silk dress ${tag}`,
        price: 520_000,
        salePrice: null,
        statuses: ['hot'],
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      nameEn: `Tan Chau silk dress ${tag}`,
      price: 520_000,
    });
    // The product page and search follow the edit.
    const after = await publicPage(made.id, 'en');
    expect(after.body.data).toMatchObject({
      name: `Tan Chau silk dress ${tag}`,
      currentPrice: 520_000,
      statuses: ['hot'],
    });
    await soon(`dam lua tan chau ${tag}`).toContain(made.id);
    await soon(`dam lua hoi an ${tag}`).toEqual([]);

    // Unpublished, it leaves the shop.
    await setPublished(made.id, false);
    expect((await publicPage(made.id)).status).toBe(404);
    await soon(`dam lua tan chau ${tag}`).toEqual([]);
  });

  it('an edit to another product’s SKU is 409 and changes nothing', async () => {
    const a = await create();
    const b = await create();
    const res = await request(t.url, `/api/portal/products/${b.id}`, {
      method: 'PUT',
      headers: operator,
      json: product({ sku: a.sku, nameVi: 'Đổi tên', nameEn: 'Renamed' }),
    });
    expect(res.status).toBe(409);
    const still = await request(t.url, `/api/portal/products/${b.id}`, { headers: operator });
    expect(still.body.data).toMatchObject({ sku: b.sku, nameVi: b.nameVi });
  });

  it('lists with search, publication and stock filters, and sorts by price on the server', async () => {
    const tag = `${Date.now()}`.slice(-8);
    const cheap = await create({
      nameVi: `Mũ ${tag} rẻ`,
      nameEn: `Hat ${tag} cheap`,
      price: 90_000,
      salePrice: null,
    });
    const dear = await create({
      nameVi: `Mũ ${tag} đắt`,
      nameEn: `Hat ${tag} dear`,
      price: 990_000,
      salePrice: null,
    });
    await setPublished(dear.id, true);
    const list = (query: string) =>
      request(t.url, `/api/portal/products?search=mu%20${tag}&${query}`, { headers: operator });

    const byPrice = await list('sort=price&dir=desc');
    expect(byPrice.body.data.map((p: { id: string }) => p.id)).toEqual([dear.id, cheap.id]);
    expect(byPrice.body.data[0]).toMatchObject({ stock: 7, variants: 2, outVariants: 1 });
    expect((await list('sort=price&dir=asc')).body.data[0].id).toBe(cheap.id);
    expect(
      (await list('published=unpublished')).body.data.map((p: { id: string }) => p.id),
    ).toEqual([cheap.id]);
    expect((await list('stock=low')).body.meta.total).toBe(2);
    expect((await list('stock=out')).body.meta.total).toBe(0);
    expect((await list('limit=1&page=2&sort=price')).body.data[0].id).toBe(dear.id);
    const bad = await list('sort=colour');
    expect(bad.status).toBe(400);
  });
});

describe('the stock ledger', () => {
  it('receives and adjusts stock, refuses below zero, and keeps every movement', async () => {
    const made = await create();
    const variant = made.variants[0];
    const received = await moveStock(made.id, variant.id, { kind: 'received', quantity: 20 });
    expect(received.status).toBe(201);
    expect(received.body.data.variants[0].stock).toBe(27);

    const noReason = await moveStock(made.id, variant.id, { kind: 'adjusted', quantity: -2 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0]).toMatchObject({
      field: 'body.reason',
      reason: 'StockReasonRequired',
    });
    const adjusted = await moveStock(made.id, variant.id, {
      kind: 'adjusted',
      quantity: -2,
      reason: 'Hàng lỗi đường may',
    });
    expect(adjusted.body.data.variants[0].stock).toBe(25);

    const tooMany = await moveStock(
      made.id,
      variant.id,
      { kind: 'adjusted', quantity: -26, reason: 'Kiểm kê' },
      { ...operator, 'accept-language': 'en' },
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('STOCK_BELOW_ZERO');
    expect(tooMany.body.message).toBe('Stock cannot go below 0: 25 left now.');

    const ledger = (await request(t.url, `/api/portal/products/${made.id}`, { headers: operator }))
      .body.data;
    expect(ledger.variants[0].stock).toBe(25);
    expect(
      ledger.movements.map((m: { kind: string; quantity: number; stockAfter: number }) => [
        m.kind,
        m.quantity,
        m.stockAfter,
      ]),
    ).toEqual([
      ['adjusted', -2, 25],
      ['received', 20, 27],
      ['received', 7, 7],
    ]);
    expect(ledger.movements[0].reason).toBe('Hàng lỗi đường may');
    // The movements add up to the stock on hand.
    const sum = ledger.movements.reduce((s: number, m: { quantity: number }) => s + m.quantity, 0);
    expect(sum).toBe(25);

    const otherProduct = await create();
    const wrong = await moveStock(otherProduct.id, variant.id, { kind: 'received', quantity: 1 });
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('VARIANT_NOT_FOUND');
  });

  it('keeps an order taking stock and its cancel giving it back in the ledger', async () => {
    const made = await create();
    const variant = made.variants[0];
    expect((await setPublished(made.id, true)).status).toBe(200);
    await moveStock(made.id, variant.id, { kind: 'received', quantity: 5 });
    const [buyer] = await quickCustomers(t.database.db, 1);
    const order = await placeOrder(t.url, buyer!.headers, [{ infoId: variant.id, quantity: 3 }]);
    const cancelled = await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: buyer!.headers,
    });
    expect(cancelled.status).toBe(200);
    const detail = (await request(t.url, `/api/portal/products/${made.id}`, { headers: operator }))
      .body.data;
    const moves = (
      detail.movements as {
        variantId: string;
        kind: string;
        quantity: number;
        stockAfter: number;
      }[]
    )
      .filter((m) => m.variantId === variant.id)
      .map((m) => [m.kind, m.quantity, m.stockAfter]);
    expect(moves).toEqual([
      ['returned', 3, 12],
      ['sold', -3, 9],
      ['received', 5, 12],
      ['received', 7, 7],
    ]);
    // Stock on hand is the sum of its movements, orders included.
    const stock = detail.variants.find((v: { id: string }) => v.id === variant.id).stock;
    expect(moves.reduce((sum, [, quantity]) => sum + Number(quantity), 0)).toBe(stock);
  });

  it('adds a variant, and refuses one with the same colour and size', async () => {
    const made = await create();
    const added = await request(t.url, `/api/portal/products/${made.id}/variants`, {
      method: 'POST',
      headers: operator,
      json: { sku: `${made.sku}-RD-S`, colour: 'red', size: 'S', stock: 4 },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.variants).toHaveLength(3);
    const same = await request(t.url, `/api/portal/products/${made.id}/variants`, {
      method: 'POST',
      headers: operator,
      json: { sku: `${made.sku}-RD-S2`, colour: 'red', size: 's' },
    });
    expect(same.status).toBe(409);
    expect(same.body.code).toBe('VARIANT_OPTION_EXISTING');
  });
});

describe('variants and unknown rows', () => {
  it("changes a variant's options and SKU, keeping its stock; a taken SKU is 409", async () => {
    const made = await create();
    const [first, second] = made.variants;
    const changed = await request(t.url, `/api/portal/products/${made.id}/variants/${first.id}`, {
      method: 'PUT',
      headers: operator,
      json: { sku: `${made.sku}-RD-XL`, colour: 'red', size: 'xl' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.variants[0]).toMatchObject({
      id: first.id,
      sku: `${made.sku}-RD-XL`,
      colour: 'red',
      size: 'XL',
      stock: 7,
    });
    const taken = await request(t.url, `/api/portal/products/${made.id}/variants/${second.id}`, {
      method: 'PUT',
      headers: operator,
      json: { sku: `${made.sku}-RD-XL`, colour: 'blue', size: 'L' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('VARIANT_SKU_EXISTING');
  });

  it('answers 404 for an unknown product or a category that does not exist', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect(
      (await request(t.url, `/api/portal/products/${nobody}`, { headers: operator })).body.code,
    ).toBe('PRODUCT_NOT_FOUND');
    const edit = await request(t.url, `/api/portal/products/${nobody}`, {
      method: 'PUT',
      headers: operator,
      json: product(),
    });
    expect(edit.status).toBe(404);
    const stray = await request(t.url, '/api/portal/products', {
      method: 'POST',
      headers: operator,
      json: product({ categoryId: nobody }),
    });
    expect(stray.status).toBe(404);
    expect(stray.body.code).toBe('CATEGORY_NOT_FOUND');
  });
});

describe('DELETE /api/portal/products/:id', () => {
  it('is ADMIN’s: an operator gets 403', async () => {
    const made = await create();
    const res = await request(t.url, `/api/portal/products/${made.id}`, {
      method: 'DELETE',
      headers: operator,
    });
    expect(res.status).toBe(403);
  });

  it('deletes a product never ordered, and archives one that was', async () => {
    const never = await create();
    const gone = await request(t.url, `/api/portal/products/${never.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(gone.body.data).toEqual({ id: never.id, outcome: 'deleted' });
    expect(
      (await request(t.url, `/api/portal/products/${never.id}`, { headers: admin })).status,
    ).toBe(404);

    const sold = await create();
    await setPublished(sold.id, true);
    const [buyer] = await quickCustomers(t.database.db, 1);
    const order = await placeOrder(t.url, buyer!.headers, [
      { infoId: sold.variants[0].id, quantity: 2 },
    ]);
    const archived = await request(t.url, `/api/portal/products/${sold.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(archived.body.data).toEqual({ id: sold.id, outcome: 'archived' });
    expect((await publicPage(sold.id)).status).toBe(404);
    // The order keeps its line; the product stays, archived, out of the default list.
    const mine = await request(t.url, `/api/order/${order.id}/detail/customer`, {
      headers: buyer!.headers,
    });
    expect(mine.status).toBe(200);
    const kept = await request(t.url, `/api/portal/products/${sold.id}`, { headers: admin });
    expect(kept.body.data.archivedAt).not.toBeNull();
    expect(kept.body.data.variants[0].stock).toBe(5);
    const list = await request(t.url, `/api/portal/products?search=${sold.sku}`, {
      headers: admin,
    });
    expect(list.body.meta.total).toBe(0);
    const archivedList = await request(
      t.url,
      `/api/portal/products?search=${sold.sku}&published=archived`,
      { headers: admin },
    );
    expect(archivedList.body.data[0]).toMatchObject({ id: sold.id, archived: true });
    const republish = await setPublished(sold.id, true);
    expect(republish.status).toBe(409);
    expect(republish.body.code).toBe('PRODUCT_ARCHIVED');
  });
});
