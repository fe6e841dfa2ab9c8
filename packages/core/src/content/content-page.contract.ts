import { endpoint } from '../http/contract.ts';
import {
  contentPageInputSchema,
  contentPageKeyParams,
  contentPageSchema,
  policyIndexSchema,
  portalContentPageSchema,
  richTextPreviewInputSchema,
  richTextPreviewSchema,
} from './content-page.schema.ts';
import { z } from 'zod';

const errors = [400, 401, 403, 404] as const;

/** The storefront's policy pages: the footer's index and one page, in the request's language. */
export const contentPageContract = {
  index: endpoint({
    method: 'GET',
    path: '/api/policy',
    access: 'public',
    tag: 'content',
    summary: "The footer's policy pages: each group in order with its pages' keys and titles",
    response: policyIndexSchema,
    errors,
    shared: true,
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/policy/:key',
    access: 'public',
    tag: 'content',
    summary: 'One policy page (404 CONTENT_PAGE_NOT_FOUND for an unknown key)',
    params: contentPageKeyParams,
    response: contentPageSchema,
    errors,
  }),
};

/** The back office's policy pages in both languages, and a preview of sanitised rich text. */
export const portalContentPageContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/portal/content-pages',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Every policy page in both languages, by group and position',
    response: z.array(portalContentPageSchema),
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/portal/content-pages/:key',
    access: 'content.manage',
    tag: 'portal',
    summary: 'One policy page in both languages',
    params: contentPageKeyParams,
    response: portalContentPageSchema,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/portal/content-pages/:key',
    access: 'content.manage',
    tag: 'portal',
    summary:
      "Save a policy page's titles, summaries and bodies (bodies sanitised), group, position",
    params: contentPageKeyParams,
    body: contentPageInputSchema,
    response: portalContentPageSchema,
    errors,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/portal/rich-text/preview',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Rich text as the server would store it (sanitised); stores nothing',
    body: richTextPreviewInputSchema,
    response: richTextPreviewSchema,
    errors,
  }),
};
