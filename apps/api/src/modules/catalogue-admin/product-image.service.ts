import {
  PRODUCT_IMAGES_MAX,
  type PortalProductImage,
  type PortalProductImages,
  type ProductImageUpload,
  type ProductImagesArrangement,
  type Result,
  fail,
  isColour,
  ok,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { IncomingPhoto } from '../reviews/review-photos.ts';
import * as repo from './product-image.repository.ts';
import type { ProductImageStore } from './product-image.store.ts';

/** An image row as the editor shows it. */
export function portalImage(row: repo.ImageRecord): PortalProductImage {
  return {
    id: row.id,
    url: row.url,
    width: row.width,
    height: row.height,
    altVi: row.altVi,
    altEn: row.altEn,
    colour: isColour(row.colour) ? row.colour : null,
    position: row.position,
  };
}

/**
 * A product's images in the back office (issue 34). Files are converted and written before the
 * rows, and removed again when the rows do not commit; a removed image's files go only after
 * its row's removal committed, so a page never points at a missing file. Every change of the
 * rows announces the product to the kept pages (the `product_images` trigger, migration 0009).
 */
export function createProductImageService(deps: { store: ProductImageStore }) {
  const answer = async (ctx: ServiceContext, productId: string): Promise<PortalProductImages> => ({
    images: (await repo.listImages(ctx.db, productId)).map(portalImage),
  });

  /** The product locked for a change of its images; refused when missing or archived. */
  async function lockEditable(tx: ServiceContext, productId: string): Promise<Result<null>> {
    const product = await repo.lockProduct(tx.db, productId);
    if (!product) return fail('PRODUCT_NOT_FOUND');
    if (product.archived) return fail('PRODUCT_ARCHIVED');
    return ok(null);
  }

  return {
    /**
     * Adds the uploaded files after the product's images. Every file is checked first (type by
     * decoding, size): one refusal adds none. Past `PRODUCT_IMAGES_MAX` images is refused.
     */
    async upload(
      ctx: ServiceContext,
      productId: string,
      files: readonly IncomingPhoto[],
      alt: ProductImageUpload,
    ): Promise<Result<PortalProductImages>> {
      if (files.length === 0) return fail('PRODUCT_IMAGE_MISSING');
      const saved = await deps.store.save(files);
      if (!saved.ok) return saved;
      const urls = saved.value.map((image) => image.url);
      try {
        const result = await withTransaction(ctx, async (tx) => {
          const locked = await lockEditable(tx, productId);
          if (!locked.ok) return locked;
          const before = await repo.listImages(tx.db, productId);
          if (before.length + files.length > PRODUCT_IMAGES_MAX)
            return fail('PRODUCT_IMAGES_TOO_MANY', { params: { max: PRODUCT_IMAGES_MAX } });
          const next = Math.max(-1, ...before.map((image) => image.position)) + 1;
          await repo.insertImages(tx.db, productId, saved.value, alt, next);
          return ok(await answer(tx, productId));
        });
        if (!result.ok) await deps.store.remove(urls);
        return result;
      } catch (error) {
        await deps.store.remove(urls);
        throw error;
      }
    },

    /**
     * Sets the images' order (the first is the main one), alt texts and colours. The list must
     * name every image of the product once: one added or removed meanwhile is 409.
     */
    arrange(
      ctx: ServiceContext,
      productId: string,
      input: ProductImagesArrangement,
    ): Promise<Result<PortalProductImages>> {
      return withTransaction(ctx, async (tx) => {
        const locked = await lockEditable(tx, productId);
        if (!locked.ok) return locked;
        const ids = new Set((await repo.listImages(tx.db, productId)).map((image) => image.id));
        if (ids.size !== input.images.length || input.images.some((image) => !ids.has(image.id)))
          return fail('PRODUCT_IMAGES_CHANGED');
        await repo.arrangeImages(tx.db, productId, input.images);
        return ok(await answer(tx, productId));
      });
    },

    /** Removes an image; its files are deleted once the removal committed. */
    async remove(
      ctx: ServiceContext,
      productId: string,
      imageId: string,
    ): Promise<Result<PortalProductImages>> {
      let removed: string | null = null;
      const result = await withTransaction(ctx, async (tx) => {
        const locked = await lockEditable(tx, productId);
        if (!locked.ok) return locked;
        removed = await repo.deleteImage(tx.db, productId, imageId);
        if (!removed) return fail('PRODUCT_IMAGE_NOT_FOUND');
        return ok(await answer(tx, productId));
      });
      if (result.ok && removed) await deps.store.remove([removed]);
      return result;
    },
  };
}

export type ProductImageService = ReturnType<typeof createProductImageService>;
