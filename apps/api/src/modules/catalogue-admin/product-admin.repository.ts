import {
  type PortalProductQuery,
  type ProductInput,
  type VariantOptionsInput,
  pageOffset,
  searchKey,
} from '@lotus/core';
import { schema, uniqueViolation } from '@lotus/db';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { listOrder } from '../../lib/list-order.ts';

const {
  categories,
  productImages,
  productSpecifications,
  productVariants,
  products,
  stockMovements,
  users,
} = schema;

export type ProductRecord = typeof products.$inferSelect;
export type VariantRecord = typeof productVariants.$inferSelect;
export type SpecificationRecord = typeof productSpecifications.$inferSelect;

/** A product with its parts, as the editor shows it. */
export interface ProductParts {
  product: ProductRecord;
  specifications: SpecificationRecord[];
  variants: VariantRecord[];
  images: (typeof productImages.$inferSelect)[];
  movements: (typeof stockMovements.$inferSelect & { actorEmail: string | null })[];
}

/** A unique constraint a write broke, by what the back office calls it. */
export type Clash = 'product-sku' | 'slug' | 'variant-sku' | 'variant-option';

const CLASHES: Record<string, Clash> = {
  products_sku_unique: 'product-sku',
  products_slug_unique: 'slug',
  product_variants_sku_unique: 'variant-sku',
  product_variants_option_unique: 'variant-option',
};

/** Runs a write; a broken unique constraint of the catalogue is answered as its clash. */
async function unlessClash<T>(write: () => Promise<T>): Promise<T | { clash: Clash }> {
  try {
    return await write();
  } catch (error) {
    const clash = CLASHES[uniqueViolation(error) ?? ''];
    if (clash) return { clash };
    throw error;
  }
}

export const isClash = (value: unknown): value is { clash: Clash } =>
  typeof value === 'object' && value !== null && 'clash' in value;

/** How many movements the editor shows. */
const SHOWN_MOVEMENTS = 30;

const stockSum = sql<number>`coalesce(sum(${productVariants.stock}), 0)::int`;
const variantCount = sql<number>`count(${productVariants.id})::int`;
const lowCount = sql<number>`(count(${productVariants.id}) FILTER (WHERE ${productVariants.stock} <= ${products.lowStockThreshold}))::int`;
const outCount = sql<number>`(count(${productVariants.id}) FILTER (WHERE ${productVariants.stock} = 0))::int`;

function filterOf(query: PortalProductQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  // The shop's search form: lower case, without diacritics, every word somewhere in the names
  // or the SKU (`products.search_text`, the trigram index).
  for (const word of searchKey(query.search ?? '')
    .split(' ')
    .filter(Boolean))
    parts.push(like(products.searchText, `%${word}%`));
  if (query.published === 'archived') parts.push(isNotNull(products.archivedAt));
  else parts.push(isNull(products.archivedAt));
  if (query.published === 'published') parts.push(eq(products.isPublished, true));
  if (query.published === 'unpublished') parts.push(eq(products.isPublished, false));
  return and(...parts);
}

function stockFilterOf(query: PortalProductQuery): SQL | undefined {
  if (query.stock === 'low') return sql`${lowCount} > 0`;
  if (query.stock === 'out') return sql`${stockSum} = 0`;
  return undefined;
}

/**
 * A page of the back office's products with their stock over all variants, and the total: by
 * the search, publication and stock filters, in the asked order (recently changed first).
 */
export async function listProducts(db: Db, query: PortalProductQuery) {
  const grouped = () =>
    db
      .select({
        id: products.id,
        slug: products.slug,
        sku: products.sku,
        nameVi: products.nameVi,
        nameEn: products.nameEn,
        price: products.price,
        salePrice: products.salePrice,
        statuses: products.statuses,
        isPublished: products.isPublished,
        archivedAt: products.archivedAt,
        updatedAt: products.updatedAt,
        stock: stockSum.as('stock'),
        variants: variantCount.as('variants'),
        lowVariants: lowCount.as('low_variants'),
        outVariants: outCount.as('out_variants'),
      })
      .from(products)
      .leftJoin(productVariants, eq(productVariants.productId, products.id))
      .where(filterOf(query))
      .groupBy(products.id)
      .having(stockFilterOf(query));
  const order = listOrder(
    query,
    {
      name: sql`lower(${products.nameVi})`,
      sku: products.sku,
      price: products.price,
      stock: stockSum,
      updated: products.updatedAt,
    },
    [desc(products.updatedAt), asc(products.id)],
  );
  const [rows, [total]] = await Promise.all([
    grouped()
      .orderBy(...order)
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(grouped().as('matching')),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A product with its specifications, variants and latest stock movements; null if none. */
export async function findProduct(db: Db, id: string): Promise<ProductParts | null> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const [specifications, variants, images] = await Promise.all([
    db
      .select()
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.position)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.sku)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  const movements = variants.length
    ? await db
        .select({ movement: stockMovements, actorEmail: users.email })
        .from(stockMovements)
        .leftJoin(users, eq(users.id, stockMovements.actorId))
        .where(
          inArray(
            stockMovements.variantId,
            variants.map((v) => v.id),
          ),
        )
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(SHOWN_MOVEMENTS)
    : [];
  return {
    product,
    specifications,
    variants,
    images,
    movements: movements.map((m) => ({ ...m.movement, actorEmail: m.actorEmail })),
  };
}

/** Whether a category exists. */
export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  return row !== undefined;
}

/** Whether a slug is taken by any product. */
export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row !== undefined;
}

type ProductValues = Omit<ProductInput, 'specifications'>;

/** Adds a product (no variants yet); a clash when its SKU or slug is taken. */
export function insertProduct(
  db: Db,
  values: ProductValues & { slug: string; isPublished: boolean },
  now: Date,
) {
  return unlessClash(async () => {
    const [row] = await db
      .insert(products)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: products.id });
    return row!;
  });
}

/**
 * Changes a product's fields; `repriced` clears its ruled price (the offers' reprice sets it
 * again from the new price). False when there is no such product; a clash when the SKU is taken.
 */
export function updateProduct(
  db: Db,
  id: string,
  values: Partial<ProductValues> & { isPublished?: boolean; archivedAt?: Date },
  now: Date,
  repriced = false,
) {
  return unlessClash(async () => {
    const rows = await db
      .update(products)
      .set({ ...values, ...(repriced ? { rulePrice: null } : {}), updatedAt: now })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    return rows.length > 0;
  });
}

/** Replaces a product's specifications with `rows`, in their order. */
export async function replaceSpecifications(
  db: Db,
  productId: string,
  rows: ProductInput['specifications'],
): Promise<void> {
  await db.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
  if (rows.length)
    await db
      .insert(productSpecifications)
      .values(rows.map((row, position) => ({ ...row, productId, position })));
}

/** Adds variants with no stock (their first stock is a movement); a clash on a SKU or option. */
export function insertVariants(
  db: Db,
  productId: string,
  variants: readonly VariantOptionsInput[],
  firstPosition: number,
) {
  return unlessClash(() =>
    db
      .insert(productVariants)
      .values(variants.map((v, i) => ({ ...v, productId, stock: 0, position: firstPosition + i })))
      .returning({ id: productVariants.id, sku: productVariants.sku }),
  );
}

/** Changes a variant's options; false when the product has no such variant. */
export function updateVariant(
  db: Db,
  productId: string,
  variantId: string,
  values: VariantOptionsInput,
) {
  return unlessClash(async () => {
    const rows = await db
      .update(productVariants)
      .set(values)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
      .returning({ id: productVariants.id });
    return rows.length > 0;
  });
}

/**
 * Locks a product's variants until the transaction ends: an order taking their stock finishes
 * first, and one that comes later waits (then finds them gone, if the product is deleted).
 */
export async function lockVariants(db: Db, productId: string): Promise<void> {
  await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .for('update');
}

/** Deletes a product with its variants, specifications and images (foreign keys cascade). */
export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}
