import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_PHOTO_MAX_BYTES,
  portalReviewContract,
  reviewContract,
} from '@lotus/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { productTag, tagAnswer } from '../../lib/cache-tags.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { ReviewService } from './review.service.ts';
import type { IncomingPhoto } from './review-photos.ts';

/** Files read from one form at most; past the review's own limit they are refused by name. */
const FILES_READ = 10;

/** The services these routes call. */
type RouteServices = { reviews: ReviewService };

/**
 * Reviews: the public lists of a product's reviews, the customer's own and the back office's
 * moderation. Writing takes a multipart form: its text fields become the body the contract
 * validates, its `photos` files are read here (cut off at the size limit, never kept on disk)
 * and handed to the service, which decides whether they are images.
 */
export const reviewRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { reviews } = services;
  const photos = new WeakMap<FastifyRequest, IncomingPhoto[]>();

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    // The client's file name as sent, so a name with folders (`../x.jpg`) is seen and refused.
    preservePath: true,
    limits: {
      fileSize: REVIEW_PHOTO_MAX_BYTES,
      files: FILES_READ,
      fields: 20,
      fieldSize: REVIEW_CONTENT_MAX * 4 + 1024,
      parts: FILES_READ + 20,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'photos') return;
      const tooLarge = part.file.truncated;
      const list = photos.get(this) ?? [];
      list.push({
        filename: part.filename,
        data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks),
        tooLarge,
      });
      photos.set(this, list);
    },
  });

  const limitWrites = async (request: FastifyRequest) => {
    if (request.ctx.actor) await app.limit('reviewWritePerAccount', request.ctx.actor.id);
  };

  route(app, reviewContract.summary, async (request, reply) => {
    tagAnswer(reply, [productTag(request.params.id)]);
    return ok(unwrap(await reviews.summary(request.ctx, request.params.id)));
  });

  route(app, reviewContract.listPublic, async (request, reply) => {
    tagAnswer(reply, [productTag(request.params.id)]);
    return page(unwrap(await reviews.listPublic(request.ctx, request.params.id, request.query)));
  });

  route(app, reviewContract.mine, async (request) =>
    page(await reviews.mine(request.ctx, request.query)),
  );

  route(app, reviewContract.eligibility, async (request) =>
    ok(unwrap(await reviews.eligibility(request.ctx, request.params.id))),
  );

  route(app, reviewContract.create, async (request) => {
    await limitWrites(request);
    const files = photos.get(request) ?? [];
    return ok(
      unwrap(await reviews.create(request.ctx, request.params.id, request.body, files)),
      'ReviewSubmitted',
    );
  });

  route(app, reviewContract.update, async (request) => {
    await limitWrites(request);
    const files = photos.get(request) ?? [];
    return ok(
      unwrap(await reviews.update(request.ctx, request.params.id, request.body, files)),
      'ReviewSubmitted',
    );
  });

  route(app, portalReviewContract.list, async (request) =>
    page(await reviews.portalList(request.ctx, request.query)),
  );

  route(app, portalReviewContract.moderate, async (request) =>
    ok(unwrap(await reviews.moderate(request.ctx, request.params.id, request.body))),
  );
};
