import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  REVIEW_PHOTO_FORMATS,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_EDGE,
  type Result,
  fail,
  ok,
} from '@lotus/core';
import { plainFileName, reencodeImage } from '../../lib/image-pipeline.ts';
import type { StoredPhoto } from './review.repository.ts';

/** A file of a multipart form as the routes received it (never trusted). */
export interface IncomingPhoto {
  filename: string;
  data: Buffer;
  /** It was cut off at the size limit while streaming in. */
  tooLarge: boolean;
}

/**
 * The shop's store of shoppers' and providers' photos (review photos, solution screenshots), one
 * folder per area. Each goes through the shop's image pipeline (`lib/image-pipeline.ts`: only
 * JPEG, PNG or WebP whatever its name says, upright, at most `REVIEW_PHOTO_MAX_EDGE`, re-encoded
 * as WebP without metadata). Stored names are ours (a uuid).
 */
export function createPhotoStore(uploadsDir: string, area: 'reviews' | 'solutions' = 'reviews') {
  // Served from `UPLOADS_DIR/<area>` at `/images/uploads/<area>/`.
  const folder = path.join(uploadsDir, area);
  const PHOTO_URL_PREFIX = `/images/uploads/${area}/`;

  /** Checks and converts one photo; nothing is written. */
  async function convert(
    photo: IncomingPhoto,
  ): Promise<Result<{ data: Buffer; width: number; height: number }>> {
    if (photo.tooLarge || photo.data.length > REVIEW_PHOTO_MAX_BYTES) {
      return fail('PHOTO_TOO_LARGE', {
        params: { maxMb: REVIEW_PHOTO_MAX_BYTES / 1024 / 1024 },
      });
    }
    if (!plainFileName(photo.filename) || photo.data.length === 0) return fail('PHOTO_INVALID');
    const [converted] =
      (await reencodeImage(photo.data, REVIEW_PHOTO_FORMATS, [
        { edge: REVIEW_PHOTO_MAX_EDGE, fit: 'inside' },
      ])) ?? [];
    return converted ? ok(converted) : fail('PHOTO_INVALID');
  }

  return {
    /**
     * Checks every photo, then writes them all: the first refusal writes nothing. The caller
     * removes the files (`remove`) when the change they belong to does not commit.
     */
    async save(photos: IncomingPhoto[]): Promise<Result<StoredPhoto[]>> {
      const converted = [];
      for (const photo of photos) {
        const result = await convert(photo);
        if (!result.ok) return result;
        converted.push(result.value);
      }
      if (converted.length === 0) return ok([]);
      await mkdir(folder, { recursive: true });
      const stored: StoredPhoto[] = [];
      for (const photo of converted) {
        const name = `${randomUUID()}.webp`;
        await writeFile(path.join(folder, name), photo.data, { flag: 'wx' });
        stored.push({
          url: `${PHOTO_URL_PREFIX}${name}`,
          width: photo.width,
          height: photo.height,
        });
      }
      return ok(stored);
    },

    /** Deletes stored photos by address (ours only: any other address is left alone). */
    async remove(urls: string[]): Promise<void> {
      for (const url of urls) {
        if (!url.startsWith(PHOTO_URL_PREFIX)) continue;
        const name = url.slice(PHOTO_URL_PREFIX.length);
        if (!/^[\w-]+\.webp$/.test(name)) continue;
        await rm(path.join(folder, name), { force: true });
      }
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
