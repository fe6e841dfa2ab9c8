import { schema } from '@lotus/db';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../context.ts';
import { type ProgrammeRows, editable, first, only } from '../programme.repository.ts';
import type { FlashSaleRow } from './flash-sale.repository.ts';

const { flashSales, flashSaleItems, productVariants, products } = schema;

export type FlashSaleItemRow = typeof flashSaleItems.$inferSelect;

/** The back office's flash sales (their items: `flashItemsOf`, `replaceFlashItems`). */
export const flashSaleRows: ProgrammeRows<FlashSaleRow, typeof flashSales.$inferInsert> = {
  list: (db) => db.select().from(flashSales).orderBy(desc(flashSales.createdAt)),
  find: (db, id) => db.select().from(flashSales).where(eq(flashSales.id, id)).then(first),
  insert: (db, values) => db.insert(flashSales).values(values).returning().then(only),
  update: (db, id, values, now) =>
    db
      .update(flashSales)
      .set(values)
      .where(and(eq(flashSales.id, id), editable(flashSales, now)))
      .returning()
      .then(first),
};

/** A flash sale's items with their product names. */
export function flashItemsOf(
  db: Db,
  flashSaleIds: string[],
): Promise<(FlashSaleItemRow & { nameVi: string; nameEn: string })[]> {
  if (!flashSaleIds.length) return Promise.resolve([]);
  return db
    .select({
      ...getTableColumns(flashSaleItems),
      nameVi: products.nameVi,
      nameEn: products.nameEn,
    })
    .from(flashSaleItems)
    .innerJoin(products, eq(products.id, flashSaleItems.productId))
    .where(inArray(flashSaleItems.flashSaleId, flashSaleIds))
    .orderBy(products.nameVi, flashSaleItems.id);
}

/**
 * Replaces a flash sale's items: an item kept (same product and variant) keeps its sales and its
 * id; its quota never goes below what it sold. Others are added or removed.
 */
export async function replaceFlashItems(
  db: Db,
  flashSaleId: string,
  items: {
    productId: string;
    variantId: string | null;
    flashPrice: number;
    quota: number;
    perCustomerLimit: number;
  }[],
): Promise<void> {
  const existing = await db
    .select()
    .from(flashSaleItems)
    .where(eq(flashSaleItems.flashSaleId, flashSaleId));
  const key = (i: { productId: string; variantId: string | null }) =>
    `${i.productId}/${i.variantId ?? ''}`;
  const kept = new Map(existing.map((i) => [key(i), i]));
  for (const item of items) {
    const old = kept.get(key(item));
    if (old) {
      kept.delete(key(item));
      await db
        .update(flashSaleItems)
        .set({
          flashPrice: item.flashPrice,
          quota: sql`greatest(${item.quota}::int, ${flashSaleItems.sold})`,
          perCustomerLimit: item.perCustomerLimit,
        })
        .where(eq(flashSaleItems.id, old.id));
    } else {
      await db.insert(flashSaleItems).values({ flashSaleId, ...item });
    }
  }
  for (const gone of kept.values()) {
    await db.delete(flashSaleItems).where(eq(flashSaleItems.id, gone.id));
  }
}

/** Which of `variantIds` belong to which product (to check an item's variant). */
export function variantProducts(
  db: Db,
  variantIds: string[],
): Promise<{ id: string; productId: string }[]> {
  if (!variantIds.length) return Promise.resolve([]);
  return db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
}

/** Which of `productIds` exist. */
export async function existingProducts(db: Db, productIds: string[]): Promise<Set<string>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Set(rows.map((r) => r.id));
}
