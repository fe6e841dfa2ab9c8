/**
 * The flash sale's data, in SQL: the shop prepared for it (product, accounts, carts) and the
 * database checked after it (bench/checkout/flash-sale.ts runs the sale through the API).
 */
import { type Database, openDatabase } from '@lotus/db';
import { sql } from 'drizzle-orm';
import type { FlashOptions } from './flash-sale.ts';

/** Accounts with carts of another product, ordering before the sale (JIT, pools, plans). */
const WARM_UP = 200;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface Prepared {
  productId: string;
  variantId: string;
  price: number;
  flashPrice: number;
  buyers: { id: string; email: string }[];
  warmUp: { id: string; email: string }[];
  admin: { id: string; email: string };
}

/**
 * In SQL: a published product without a sale price that no cart holds yet, its first variant's
 * stock set to `stock`; an ADMIN account; the buyers, each with a cart of that variant
 * (quantity 1); and warm-up shoppers with carts of another product.
 */
export async function prepareFlashSale(options: FlashOptions): Promise<Prepared> {
  const handle = await openDatabase({ kind: 'postgres', url: options.dbUrl, poolSize: 1 });
  try {
    return await prepareIn(handle.db, options);
  } finally {
    await handle.close();
  }
}

async function prepareIn(db: Database, options: FlashOptions): Promise<Prepared> {
  const picks = rowsOf<{ productId: string; variantId: string; price: number }>(
    await db.execute(sql`SELECT p.id AS "productId", p.price,
        (SELECT v.id FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1)
          AS "variantId"
      FROM products p
      WHERE p.is_published AND p.sale_price IS NULL AND p.price >= 200000
        AND NOT EXISTS (SELECT 1 FROM cart_lines c JOIN product_variants v ON v.id = c.variant_id
          WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM flash_sale_items i WHERE i.product_id = p.id)
      ORDER BY p.sku DESC LIMIT 2`),
  );
  const [flash, warm] = picks;
  if (!flash || !warm) throw new Error('no product fits the flash sale');
  await db.execute(
    sql`UPDATE product_variants SET stock = ${options.stock} WHERE id = ${flash.variantId}`,
  );
  await db.execute(sql`UPDATE product_variants SET stock = 100000 WHERE id = ${warm.variantId}`);
  const account = (email: string, role: string) =>
    sql`(${email}, 'not-a-hash', 'Flash', 'Buyer', ${role}, true)`;
  const [admin] = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, role, is_active)
      VALUES ${account('flash-admin@example.vn', 'ADMIN')} RETURNING id, email`),
  );
  const shoppers = async (prefix: string, count: number, variantId: string) => {
    const users = rowsOf<{ id: string; email: string }>(
      await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, role, is_active)
        SELECT ${prefix} || g || '@example.vn', 'not-a-hash', 'Flash', 'Buyer', 'CUSTOMER', true
        FROM generate_series(1, ${count}) g RETURNING id, email`),
    );
    await db.execute(sql`INSERT INTO cart_lines (user_id, variant_id, quantity)
      SELECT id, ${variantId}::uuid, 1 FROM users WHERE email LIKE ${`${prefix}%`}`);
    return users;
  };
  const buyers = await shoppers('flash-buyer-', options.buyers, flash.variantId);
  const warmUp = await shoppers('flash-warm-', WARM_UP, warm.variantId);
  await db.execute(sql`ANALYZE users`);
  await db.execute(sql`ANALYZE cart_lines`);
  return {
    productId: flash.productId,
    variantId: flash.variantId,
    price: flash.price,
    // Rounded down to a thousand đồng, as shops print prices: 60 % of the price.
    flashPrice: Math.floor((flash.price * 0.6) / 1000) * 1000,
    buyers,
    warmUp,
    admin: admin!,
  };
}

/** The database after the sale: exact sell-out, nobody over the limit, stock, every order kept. */
export async function checkFlashSale(
  options: FlashOptions,
  prepared: Prepared,
  itemId: string,
  orderIds: string[],
  expectedTotal: number,
): Promise<{ summary: string; failed: string[] }> {
  const ids = `{${orderIds.join(',')}}`;
  const handle = await openDatabase({ kind: 'postgres', url: options.dbUrl, poolSize: 1 });
  let result: unknown;
  try {
    result = await handle.db.execute(sql`SELECT
      (SELECT count(DISTINCT l.order_id)::int FROM order_lines l
        WHERE l.variant_id = ${prepared.variantId}) AS orders,
      (SELECT count(DISTINCT l.order_id)::int FROM order_lines l
        WHERE l.variant_id = ${prepared.variantId} AND l.unit_price = ${prepared.flashPrice}) AS "atFlash",
      (SELECT count(*)::int FROM orders WHERE id = ANY(${ids}::uuid[])
        AND grand_total = ${expectedTotal}) AS "asAnswered",
      (SELECT sold FROM flash_sale_items WHERE id = ${itemId}::uuid) AS sold,
      (SELECT quota FROM flash_sale_items WHERE id = ${itemId}::uuid) AS quota,
      (SELECT count(*)::int FROM flash_sale_buyers WHERE item_id = ${itemId}::uuid) AS buyers,
      (SELECT coalesce(max(quantity), 0)::int FROM flash_sale_buyers
        WHERE item_id = ${itemId}::uuid) AS "mostBought",
      (SELECT coalesce(max(n), 0)::int FROM (SELECT sum(l.quantity) AS n FROM order_lines l
        JOIN orders o ON o.id = l.order_id WHERE l.variant_id = ${prepared.variantId}
        GROUP BY o.user_id) x) AS "mostOrdered",
      (SELECT count(*)::int FROM order_offer_uses WHERE kind = 'FLASH_SALE'
        AND ref_id = ${itemId}::uuid) AS uses,
      (SELECT stock FROM product_variants WHERE id = ${prepared.variantId}) AS stock`);
  } finally {
    await handle.close();
  }
  const r = rowsOf<Record<string, number>>(result)[0]!;
  const failed: string[] = [];
  const expect = (ok: boolean, what: string) => ok || failed.push(what);
  expect(r.orders === options.quota, `${r.orders} orders of the product, not ${options.quota}`);
  expect(r.atFlash === options.quota, `${r.atFlash} orders at the flash price`);
  expect(
    r.asAnswered === orderIds.length,
    `${orderIds.length - r.asAnswered!} answered orders missing`,
  );
  expect(r.sold === r.quota && r.quota === options.quota, `sold ${r.sold} of quota ${r.quota}`);
  expect(r.buyers === options.quota, `${r.buyers} flash_sale_buyers rows`);
  expect(
    r.mostBought! <= options.perCustomerLimit && r.mostOrdered! <= options.perCustomerLimit,
    `a buyer holds ${Math.max(r.mostBought!, r.mostOrdered!)} units (limit ${options.perCustomerLimit})`,
  );
  expect(r.uses === options.quota, `${r.uses} flash uses recorded`);
  expect(r.stock === options.stock - options.quota, `stock ${r.stock}`);
  return {
    summary: `orders of the product ${r.orders} (at the flash price ${r.atFlash}, stored with the answered total ${r.asAnswered}); flash_sale_items.sold ${r.sold} of quota ${r.quota}; flash_sale_buyers ${r.buyers} rows, most units per buyer ${r.mostBought} (orders: ${r.mostOrdered}); stock ${options.stock} → ${r.stock}`,
    failed,
  };
}
