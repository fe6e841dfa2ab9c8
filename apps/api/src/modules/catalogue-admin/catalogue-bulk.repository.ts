import { schema } from '@lotus/db';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import type { FoundVariant } from './catalogue-csv.ts';

const { productVariants, products } = schema;

/** How many SKUs one look-up asks for. */
const CHUNK = 1000;

/**
 * The variants of these SKUs with their product's price, by SKU. Writing, they are locked until
 * the transaction ends: an order taking their stock meanwhile waits, so the stock an import
 * sets is the stock it read plus its own movement.
 */
export async function findVariants(
  db: Db,
  skus: readonly string[],
  lock: boolean,
): Promise<Map<string, FoundVariant>> {
  const found = new Map<string, FoundVariant>();
  const unique = [...new Set(skus)].filter(Boolean);
  for (let i = 0; i < unique.length; i += CHUNK) {
    const query = db
      .select({
        sku: productVariants.sku,
        variantId: productVariants.id,
        productId: products.id,
        productSku: products.sku,
        price: products.price,
        salePrice: products.salePrice,
        stock: productVariants.stock,
        archivedAt: products.archivedAt,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.sku, unique.slice(i, i + CHUNK)))
      .orderBy(asc(productVariants.id));
    const rows = lock ? await query.for('update', { of: productVariants }) : await query;
    for (const { sku, archivedAt, ...row } of rows)
      found.set(sku, { ...row, archived: archivedAt !== null });
  }
  return found;
}

/** Sets a product's price and sale price, clearing its ruled price (the offers reprice it). */
export async function setPrice(
  db: Db,
  productId: string,
  price: { price: number; salePrice: number | null },
  now: Date,
): Promise<void> {
  await db
    .update(products)
    .set({ ...price, rulePrice: null, updatedAt: now })
    .where(eq(products.id, productId));
}

/** Every variant of the products not archived, in the export's order (product SKU, position). */
export function exportRows(db: Db) {
  return db
    .select({
      productSku: products.sku,
      variantSku: productVariants.sku,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      colour: productVariants.colour,
      size: productVariants.size,
      price: products.price,
      salePrice: products.salePrice,
      stock: productVariants.stock,
      isPublished: products.isPublished,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.id, productVariants.productId), isNull(products.archivedAt)),
    )
    .orderBy(asc(products.sku), asc(productVariants.position), asc(productVariants.sku));
}
