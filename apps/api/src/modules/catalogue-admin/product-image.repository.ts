import type { ProductImagesArrangement } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import type { StoredImage } from './product-image.store.ts';

const { productImages, products } = schema;

export type ImageRecord = typeof productImages.$inferSelect;

/** A product's images in order; the first is the main one. */
export function listImages(db: Db, productId: string): Promise<ImageRecord[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/**
 * Locks the product's row until the transaction ends, so two changes of its images (an upload
 * counting them, an arrangement listing them) happen one after the other. Null when there is
 * no such product, else whether it is archived.
 */
export async function lockProduct(
  db: Db,
  productId: string,
): Promise<{ archived: boolean } | null> {
  const [row] = await db
    .select({ archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row ? { archived: row.archivedAt !== null } : null;
}

/** Adds images after the product's others, with the same alt texts. */
export async function insertImages(
  db: Db,
  productId: string,
  images: readonly StoredImage[],
  alt: { altVi: string; altEn: string },
  firstPosition: number,
): Promise<void> {
  await db
    .insert(productImages)
    .values(
      images.map((image, i) => ({ ...image, ...alt, productId, position: firstPosition + i })),
    );
}

/** Sets each image's position (its index), alt texts and colour. */
export async function arrangeImages(
  db: Db,
  productId: string,
  rows: ProductImagesArrangement['images'],
): Promise<void> {
  for (const [position, { id, altVi, altEn, colour }] of rows.entries())
    await db
      .update(productImages)
      .set({ position, altVi, altEn, colour })
      .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
}

/** Deletes one of a product's images; its address, or null when it has no such image. */
export async function deleteImage(
  db: Db,
  productId: string,
  imageId: string,
): Promise<string | null> {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ url: productImages.url });
  return row?.url ?? null;
}
