import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  portalProductImagesSchema,
  productImagesArrangeSchema,
  productImageUploadSchema,
} from './product-images.schema.ts';

const errors = [400, 401, 403, 404, 409] as const;

/** The back office's product images (issue 34): upload, order, alt texts, colours, removal. */
export const portalProductImageContract = {
  upload: endpoint({
    method: 'POST',
    path: '/api/portal/products/:id/images',
    access: 'catalogue.edit',
    tag: 'portal',
    summary:
      'Add images: a multipart form with the files `images` (JPEG, PNG or WebP, at most 10 MB each) and `altVi`, `altEn`; each is re-encoded as WebP in the sizes the shop serves',
    params: z.object({ id: z.uuid() }),
    body: productImageUploadSchema,
    response: portalProductImagesSchema,
    status: 201,
    errors: [...errors, 413, 422],
  }),
  arrange: endpoint({
    method: 'PUT',
    path: '/api/portal/products/:id/images',
    access: 'catalogue.edit',
    tag: 'portal',
    summary:
      "Set the images' order (the first is the main one), their alt texts in both languages and the colour each shows",
    params: z.object({ id: z.uuid() }),
    body: productImagesArrangeSchema,
    response: portalProductImagesSchema,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/portal/products/:id/images/:imageId',
    access: 'catalogue.edit',
    tag: 'portal',
    summary: 'Remove an image (its files go once the change is committed)',
    params: z.object({ id: z.uuid(), imageId: z.uuid() }),
    response: portalProductImagesSchema,
    errors,
  }),
};
