import { productListItemSchema, productListQuerySchema } from '@lotus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, page, pageEnvelopeOf } from '../../lib/envelope.ts';
import { listPublicProducts } from './product.service.ts';

/** The public catalogue. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/public',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of published products',
        querystring: productListQuerySchema,
        response: { 200: pageEnvelopeOf(productListItemSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => page(await listPublicProducts(app.db, request.query, request.lang)),
  );
};
