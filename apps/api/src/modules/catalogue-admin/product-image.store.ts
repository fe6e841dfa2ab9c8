import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PRODUCT_IMAGE_FORMATS,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_EDGE,
  PRODUCT_IMAGE_SMALL_EDGE,
  type Result,
  fail,
  ok,
} from '@lotus/core';
import { type EncodedImage, plainFileName, reencodeImage } from '../../lib/image-pipeline.ts';
import type { IncomingPhoto } from '../reviews/review-photos.ts';

/** Where product images are served from: `UPLOADS_DIR/products` at `/images/uploads/products/`. */
const URL_PREFIX = '/images/uploads/products/';

/** A stored image: the large picture's address and size (the small one is `<name>-400.webp`). */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The store of product images. Each upload goes through the shop's image pipeline (the one
 * review photos take: only JPEG, PNG or WebP whatever the name says, upright, re-encoded as
 * WebP without metadata) into the two sizes the storefront serves: `<uuid>.webp`, its longest
 * edge at most `PRODUCT_IMAGE_MAX_EDGE`, and `<uuid>-400.webp`, a square for cards and
 * thumbnails. Names are ours and never reused.
 */
export function createProductImageStore(uploadsDir: string) {
  const folder = path.join(uploadsDir, 'products');

  async function convert(file: IncomingPhoto): Promise<Result<EncodedImage[]>> {
    if (file.tooLarge || file.data.length > PRODUCT_IMAGE_MAX_BYTES)
      return fail('PHOTO_TOO_LARGE', { params: { maxMb: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 } });
    if (!plainFileName(file.filename) || file.data.length === 0) return fail('PHOTO_INVALID');
    const encoded = await reencodeImage(file.data, PRODUCT_IMAGE_FORMATS, [
      { edge: PRODUCT_IMAGE_MAX_EDGE, fit: 'inside' },
      { edge: PRODUCT_IMAGE_SMALL_EDGE, fit: 'cover' },
    ]);
    return encoded ? ok(encoded) : fail('PHOTO_INVALID');
  }

  return {
    /**
     * Checks and converts every file, then writes them all: the first refusal writes nothing.
     * The caller removes them (`remove`) when the change they belong to does not commit.
     */
    async save(files: readonly IncomingPhoto[]): Promise<Result<StoredImage[]>> {
      const converted: EncodedImage[][] = [];
      for (const file of files) {
        const result = await convert(file);
        if (!result.ok) return result;
        converted.push(result.value);
      }
      await mkdir(folder, { recursive: true });
      const stored: StoredImage[] = [];
      for (const [large, small] of converted) {
        const name = randomUUID();
        await writeFile(path.join(folder, `${name}.webp`), large!.data, { flag: 'wx' });
        await writeFile(path.join(folder, `${name}-400.webp`), small!.data, { flag: 'wx' });
        stored.push({
          url: `${URL_PREFIX}${name}.webp`,
          width: large!.width,
          height: large!.height,
        });
      }
      return ok(stored);
    },

    /** Deletes stored images, both sizes, by address (ours only: others are left alone). */
    async remove(urls: readonly string[]): Promise<void> {
      for (const url of urls) {
        if (!url.startsWith(URL_PREFIX)) continue;
        const name = url.slice(URL_PREFIX.length).replace(/\.webp$/, '');
        if (!/^[0-9a-f-]{36}$/.test(name)) continue;
        await rm(path.join(folder, `${name}.webp`), { force: true });
        await rm(path.join(folder, `${name}-400.webp`), { force: true });
      }
    },
  };
}

export type ProductImageStore = ReturnType<typeof createProductImageStore>;
