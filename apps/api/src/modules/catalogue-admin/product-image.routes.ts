import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_PER_UPLOAD,
  portalProductImageContract,
} from '@lotus/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { IncomingPhoto } from '../reviews/review-photos.ts';
import type { ProductImageService } from './product-image.service.ts';

/** The services these routes call. */
type RouteServices = { productImages: ProductImageService };

/**
 * A product's images in the back office. The upload is a multipart form: its text fields are
 * the body the contract validates, its files `images` are read here (cut off at the size limit,
 * never kept on disk) and handed to the service, which decides whether they are images.
 */
export const productImageRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { productImages } = services;
  const c = portalProductImageContract;
  const files = new WeakMap<FastifyRequest, IncomingPhoto[]>();

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    // The client's file name as sent, so a name with folders (`../x.jpg`) is seen and refused.
    preservePath: true,
    limits: {
      fileSize: PRODUCT_IMAGE_MAX_BYTES,
      files: PRODUCT_IMAGES_PER_UPLOAD,
      fields: 5,
      fieldSize: 2048,
      parts: PRODUCT_IMAGES_PER_UPLOAD + 5,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'images') return;
      const tooLarge = part.file.truncated;
      const list = files.get(this) ?? [];
      list.push({
        filename: part.filename,
        data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks),
        tooLarge,
      });
      files.set(this, list);
    },
  });

  route(app, c.upload, async (request) => {
    const uploaded = files.get(request) ?? [];
    const { id } = request.params;
    return ok(unwrap(await productImages.upload(request.ctx, id, uploaded, request.body)));
  });
  route(app, c.arrange, async (request) =>
    ok(unwrap(await productImages.arrange(request.ctx, request.params.id, request.body))),
  );
  route(app, c.remove, async (request) => {
    const { id, imageId } = request.params;
    return ok(unwrap(await productImages.remove(request.ctx, id, imageId)));
  });
};
