import { at, parsedRows, preparedRows, schema } from '@lotus/db';
import { z } from 'zod';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { cartLines, productImages, productVariants, products } = schema;

/** A variant with what a cart line shows and prices of it (the catalogue as it is now). */
export interface VariantInfo {
  variantId: string;
  variantSku: string;
  colour: string | null;
  size: string | null;
  stock: number;
  productId: string;
  categoryId: string;
  slug: string;
  nameVi: string;
  nameEn: string;
  price: number;
  salePrice: number | null;
  isPublished: boolean;
  image: { url: string; width: number; height: number; altVi: string; altEn: string } | null;
}

/** A cart line with its variant. */
export interface CartLineInfo extends VariantInfo {
  quantity: number;
  isOrder: boolean;
  createdAt: Date;
}

type LineImage = NonNullable<VariantInfo['image']>;

/** The variant's first image, preferring its colour's. */
const firstImage = sql<LineImage | null>`(SELECT json_build_object('url', i.url, 'width', i.width,
    'height', i.height, 'altVi', i.alt_vi, 'altEn', i.alt_en)
  FROM ${productImages} i WHERE i.product_id = ${products.id}
  ORDER BY (i.colour IS NOT DISTINCT FROM ${productVariants.colour}) DESC, i.position LIMIT 1)`;

/** What a cart line shows of its variant and product, typed from the schema. */
const variantColumns = {
  variantId: productVariants.id,
  variantSku: productVariants.sku,
  colour: productVariants.colour,
  size: productVariants.size,
  stock: productVariants.stock,
  productId: products.id,
  categoryId: products.categoryId,
  slug: products.slug,
  nameVi: products.nameVi,
  nameEn: products.nameEn,
  price: products.price,
  salePrice: products.salePrice,
  isPublished: products.isPublished,
  image: firstImage,
};

/** The shopper's open cart lines (not ordered), newest first. */
export async function openLines(db: Db, userId: string): Promise<CartLineInfo[]> {
  return db
    .select({
      ...variantColumns,
      quantity: cartLines.quantity,
      isOrder: cartLines.isOrder,
      createdAt: cartLines.createdAt,
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(cartLines.userId, userId), eq(cartLines.isOrder, false)))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
}

/** Variants by id, with their products; unknown ids are absent from the answer. */
export async function variants(db: Db, ids: readonly string[]): Promise<VariantInfo[]> {
  if (!ids.length) return [];
  return db
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...ids]));
}

/** The quantity of the shopper's open line of a variant, or 0. */
export async function openQuantity(db: Db, userId: string, variantId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(cartLines.variantId, variantId),
        eq(cartLines.isOrder, false),
      ),
    );
  return row?.quantity ?? 0;
}

/** Sets the quantity of the shopper's open line of a variant, creating the line. */
export async function setQuantity(
  db: Db,
  userId: string,
  variantId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO cart_lines (user_id, variant_id, quantity, created_at, updated_at)
    VALUES (${userId}, ${variantId}, ${quantity}, ${at(now)}, ${at(now)})
    ON CONFLICT (user_id, variant_id) WHERE NOT is_order
    DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at`);
}

/** Removes the shopper's open line of a variant. */
export async function removeLine(db: Db, userId: string, variantId: string): Promise<void> {
  await db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(cartLines.variantId, variantId),
        eq(cartLines.isOrder, false),
      ),
    );
}

/** Removes every open line of the shopper. */
export async function clear(db: Db, userId: string): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.isOrder, false)));
}

/**
 * Adds a visitor's lines to the shopper's cart in one statement: quantities of a variant already
 * there are added, and the sum is capped at the stock (at least 1, so a sold-out line stays
 * visible, flagged) and at `maxQuantity`. Unknown variants are skipped.
 */
export async function merge(
  db: Db,
  userId: string,
  lines: readonly { variantId: string; quantity: number }[],
  maxQuantity: number,
  now: Date,
): Promise<void> {
  if (!lines.length) return;
  const ids = `{${lines.map((l) => l.variantId).join(',')}}`;
  const quantities = `{${lines.map((l) => l.quantity).join(',')}}`;
  await db.execute(sql`
    INSERT INTO cart_lines (user_id, variant_id, quantity, created_at, updated_at)
    SELECT ${userId}::uuid, v.id, LEAST(t.quantity, GREATEST(v.stock, 1), ${maxQuantity}), ${at(now)}, ${at(now)}
    FROM unnest(${ids}::uuid[], ${quantities}::int[]) AS t(id, quantity)
    JOIN product_variants v ON v.id = t.id
    ON CONFLICT (user_id, variant_id) WHERE NOT is_order
    DO UPDATE SET quantity = LEAST(cart_lines.quantity + excluded.quantity,
        GREATEST((SELECT stock FROM product_variants WHERE id = excluded.variant_id), 1), ${maxQuantity}),
      updated_at = excluded.updated_at`);
}

/** The claim's variant columns, from `v` (product_variants) and `p` (products). */
const claimedColumns = sql`v.id AS "variantId", v.sku AS "variantSku", v.colour, v.size, v.stock,
  p.id AS "productId", p.category_id AS "categoryId", p.slug, p.name_vi AS "nameVi",
  p.name_en AS "nameEn", p.price, p.sale_price AS "salePrice", p.is_published AS "isPublished",
  (SELECT json_build_object('url', i.url, 'width', i.width, 'height', i.height,
      'altVi', i.alt_vi, 'altEn', i.alt_en)
    FROM product_images i WHERE i.product_id = p.id
    ORDER BY (i.colour IS NOT DISTINCT FROM v.colour) DESC, i.position LIMIT 1) AS image`;

/** A claimed line as the claim's JSON carries it (dates as text). */
const claimedLine = z.object({
  variantId: z.string(),
  variantSku: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  stock: z.number(),
  productId: z.string(),
  categoryId: z.string(),
  slug: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  price: z.number(),
  salePrice: z.number().nullable(),
  isPublished: z.boolean(),
  image: z
    .object({
      url: z.string(),
      width: z.number(),
      height: z.number(),
      altVi: z.string(),
      altEn: z.string(),
    })
    .nullable(),
  quantity: z.number(),
  isOrder: z.boolean(),
  createdAt: z.coerce.date(),
}) satisfies z.ZodType<CartLineInfo, unknown>;

/** The claim's one row: the lines taken and the other module's columns, kept as its JSON. */
const claimedRow = z.object({ lines: z.array(claimedLine), alongside: z.unknown() });

/**
 * Takes the shopper's open lines for an order in one statement: marks them ordered (`is_order`,
 * with the order's id) and answers them with their variants as the catalogue has them now. The
 * update locks the lines, so a second checkout of the same cart waits for the first and then
 * finds nothing left to take. Newest first.
 *
 * `alongside` adds another module's columns to the statement, given the taken lines' product
 * ids as a `uuid[]` expression (what prices them, read in the same round trip), and `more` a
 * third's (the referral programme's); their values come back as one object.
 */
export async function claimForOrder<T>(
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
  alongside: (productIds: SQL) => SQL,
  more?: SQL,
): Promise<{ lines: CartLineInfo[]; alongside: T }> {
  const columns = (productIds: SQL) =>
    more ? sql`${alongside(productIds)}, ${more}` : alongside(productIds);
  const [row] = await parsedRows(
    db,
    sql`WITH c AS (
        UPDATE cart_lines c SET is_order = true, order_id = ${orderId}, updated_at = ${at(now)}
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE c.user_id = ${userId} AND NOT c.is_order AND v.id = c.variant_id
        RETURNING ${claimedColumns}, c.quantity, false AS "isOrder", c.created_at AS "createdAt")
      SELECT (SELECT coalesce(jsonb_agg(c), '[]') FROM c) AS lines,
        (SELECT to_jsonb(a) FROM (SELECT ${columns(
          sql`ARRAY(SELECT DISTINCT c."productId" FROM c)`,
        )}) a) AS alongside`,
    claimedRow,
  );
  const lines = row!.lines.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { lines, alongside: row!.alongside as T };
}

/**
 * Another module's columns (what prices the lines, see `claimForOrder`) for the products
 * `productIds`, read on their own in one statement; their values come back as one object.
 */
export async function alongside<T>(
  db: Db,
  productIds: readonly string[],
  columns: (productIds: SQL) => SQL,
): Promise<T> {
  const ids = sql`${`{${productIds.join(',')}}`}::uuid[]`;
  const [row] = await preparedRows<{ alongside: T }>(
    db,
    sql`SELECT to_jsonb(a) AS alongside FROM (SELECT ${columns(ids)}) a`,
  );
  return row!.alongside;
}
