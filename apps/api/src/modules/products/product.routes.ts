import {
  COLOUR_CODES,
  productDetailSchema,
  productListItemSchema,
  productListQuerySchema,
  productSuggestQuerySchema,
  productSuggestionSchema,
  productVariantSchema,
} from '@lotus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  ok,
  page,
  pageEnvelopeOf,
  unwrap,
} from '../../lib/envelope.ts';
import {
  addFavourite,
  getProduct,
  favouriteIds,
  getProductOptions,
  listProducts,
  mergeFavourites,
  relatedProducts,
  removeFavourite,
  suggest,
} from './product.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const idOrSlug = z.object({ id: z.string().trim().min(1).max(200) });
const productId = z.object({ id: z.uuid() });

/** The catalogue (public), the back office's list, and the signed-in shopper's wishlist. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'A page of published products: search, filters and sorts',
        querystring: productListQuerySchema,
        response: { 200: pageEnvelopeOf(productListItemSchema), ...errors },
      },
    },
    async (request) => page(await listProducts(app.db, request.query, request.lang)),
  );

  app.get(
    '/product',
    {
      config: { access: ['ADMIN', 'OPERATOR'] },
      schema: {
        tags: ['catalogue'],
        summary: 'The back office list: like the public one, unpublished products included',
        querystring: productListQuerySchema,
        response: { 200: pageEnvelopeOf(productListItemSchema), ...errors },
      },
    },
    async (request) =>
      page(await listProducts(app.db, request.query, request.lang, { includeUnpublished: true })),
  );

  app.get(
    '/product/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Search suggestions while typing',
        querystring: productSuggestQuerySchema,
        response: { 200: envelopeOf(z.array(productSuggestionSchema)), ...errors },
      },
    },
    async (request) =>
      ok(await suggest(app.db, request.query.q, request.query.limit, request.lang)),
  );

  app.get(
    '/product/favourite',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: 'Your wishlist, newest addition first',
        querystring: productListQuerySchema,
        response: { 200: pageEnvelopeOf(productListItemSchema), ...errors },
      },
    },
    async (request) =>
      page(
        await listProducts(app.db, request.query, request.lang, { favouritesOf: request.user!.id }),
      ),
  );

  app.get(
    '/product/favourite/ids',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: 'The ids of the products on your wishlist, newest addition first',
        response: { 200: envelopeOf(z.array(z.uuid())), ...errors },
      },
    },
    async (request) => ok(await favouriteIds(app.db, request.user!.id)),
  );

  app.post(
    '/product/favourite/merge',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: "Merge a visitor's local wishlist into the account; answers the account's ids",
        body: z.object({ productIds: z.array(z.uuid()).max(500) }),
        response: { 200: envelopeOf(z.array(z.uuid())), ...errors },
      },
    },
    async (request) => ok(await mergeFavourites(app.db, request.user!.id, request.body.productIds)),
  );

  app.post(
    '/product/:id/favourite',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: 'Add a product to your wishlist (409 FAVOURITE_EXISTING when it is there)',
        params: productId,
        response: { 201: envelopeOf(z.object({ productId: z.uuid() })), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            unwrap(await addFavourite(app.db, request.user!.id, request.params.id)),
            'AddFavouriteSuccess',
          ),
        ),
  );

  app.delete(
    '/product/favourite/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a product from your wishlist',
        params: productId,
        response: { 200: envelopeOf(z.object({ productId: z.uuid() })), ...errors },
      },
    },
    async (request) =>
      ok(unwrap(await removeFavourite(app.db, request.user!.id, request.params.id))),
  );

  app.get(
    '/product/:id/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'A product page by id or slug',
        params: idOrSlug,
        response: { 200: envelopeOf(productDetailSchema), ...errors },
      },
    },
    async (request) => ok(unwrap(await getProduct(app.db, request.params.id, request.lang))),
  );

  app.get(
    '/product/:id/related',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Products of the same category (the product itself excluded), best sellers first',
        params: idOrSlug,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
        response: { 200: envelopeOf(z.array(productListItemSchema)), ...errors },
      },
    },
    async (request) =>
      ok(await relatedProducts(app.db, request.params.id, request.query.limit, request.lang)),
  );

  app.get(
    '/product/get-list-info-and-attribute/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "A product's variants and the colours and sizes they are made of",
        params: idOrSlug,
        response: {
          200: envelopeOf(
            z.object({
              variants: z.array(productVariantSchema),
              attributes: z.object({
                colours: z.array(
                  z.object({
                    code: z.enum(COLOUR_CODES as [string, ...string[]]),
                    name: z.string(),
                    hex: z.string(),
                  }),
                ),
                sizes: z.array(z.string()),
              }),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(unwrap(await getProductOptions(app.db, request.params.id, request.lang))),
  );
};
