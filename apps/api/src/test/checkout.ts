import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { createProduct } from './factories.ts';
import { request } from './test-app.ts';

/** A Hà Nội address in the current (two-level) set: Phường Ba Đình. */
export const HANOI = { provinceId: '01', wardId: '00004' };

/** A checkout form that passes every validation; the total must be the server's. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Bảo',
    lastName: 'Lê Quốc',
    email: 'bao.le@example.vn',
    phone: '0912345678',
    address: '12 Phan Đình Phùng',
    ...HANOI,
    national: 'Việt Nam',
    deliveryMethod: 'STANDARD',
    paymentMethod: 'COD',
    note: 'Giao giờ hành chính',
    expectedTotal: 0,
    ...overrides,
  };
}

/** A published product of one variant made for a test; answers the product and variant ids. */
export async function testVariant(
  db: Database,
  input: { price: number; stock: number; salePrice?: number; nameVi?: string; nameEn?: string },
) {
  const product = await createProduct(db, {
    nameVi: input.nameVi ?? 'Áo thun kiểm thử',
    nameEn: input.nameEn ?? 'Test T-shirt',
    price: input.price,
    ...(input.salePrice ? { salePrice: input.salePrice } : {}),
    variants: [{ colour: 'black', size: 'M', stock: input.stock }],
  });
  const [variant] = await db
    .select({ id: schema.productVariants.id })
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, product.id));
  return { productId: product.id, id: variant!.id };
}

export async function stockOf(db: Database, variantId: string): Promise<number> {
  const [row] = await db
    .select({ stock: schema.productVariants.stock })
    .from(schema.productVariants)
    .where(eq(schema.productVariants.id, variantId));
  return row!.stock;
}

/** Puts lines in a shopper's server cart. */
export async function fillCart(
  base: string,
  headers: Record<string, string>,
  lines: { infoId: string; quantity: number }[],
) {
  for (const line of lines) {
    const res = await request(base, `/api/cart/lines/${line.infoId}`, {
      method: 'PUT',
      headers,
      json: { quantity: line.quantity },
    });
    if (res.status !== 200) throw new Error(`cart: ${JSON.stringify(res.body)}`);
  }
}

/** The grand total the checkout form shows for the shopper's cart and a body's place. */
export async function previewTotal(
  base: string,
  headers: Record<string, string>,
  body: Record<string, unknown> = orderBody(),
): Promise<number> {
  const res = await request(base, '/api/checkout/preview', {
    method: 'POST',
    headers,
    json: {
      provinceId: body.provinceId,
      districtId: body.districtId,
      wardId: body.wardId,
      set: body.set,
      deliveryMethod: body.deliveryMethod,
      voucherCode: body.voucherCode,
    },
  });
  if (res.status !== 200) throw new Error(`preview: ${JSON.stringify(res.body)}`);
  return res.body.data.pricing.grandTotal as number;
}

/** POST /api/order with an Idempotency-Key (a fresh one unless given). */
export function submitOrder(
  base: string,
  headers: Record<string, string>,
  body: unknown,
  key: string = randomUUID(),
) {
  return request(base, '/api/order', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': key },
    json: body,
  });
}

/** Fills the cart, prices it and places the order as the shopper saw it; answers the order. */
export async function placeOrder(
  base: string,
  headers: Record<string, string>,
  lines: { infoId: string; quantity: number }[],
  overrides: Record<string, unknown> = {},
) {
  await fillCart(base, headers, lines);
  const body = orderBody(overrides);
  const expectedTotal = await previewTotal(base, headers, body);
  const res = await submitOrder(base, headers, { ...body, expectedTotal });
  if (res.status !== 201) throw new Error(`order: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; number: string; grandTotal: number; status: string };
}
