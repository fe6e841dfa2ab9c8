import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  newsArticleSchema,
  newsInputSchema,
  newsListItemSchema,
  newsListQuerySchema,
  newsPreviewInputSchema,
  newsPreviewSchema,
  newsPublishSchema,
  portalNewsQuerySchema,
  portalNewsSchema,
} from './news.schema.ts';

const errors = [400, 401, 403, 404, 409] as const;
const id = z.object({ id: z.uuid() });

/** The storefront's news: published articles only (publication date at or before now). */
export const newsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/news',
    access: 'public',
    tag: 'content',
    summary: 'Published articles, newest first, paged, in the request language',
    query: newsListQuerySchema,
    response: newsListItemSchema,
    paged: true,
    errors: [400],
    shared: true,
  }),
  article: endpoint({
    method: 'GET',
    path: '/api/news/:slug',
    access: 'public',
    tag: 'content',
    summary:
      'One published article by its slug (404 NEWS_NOT_FOUND for a draft or a scheduled one)',
    params: z.object({ slug: z.string().trim().min(1).max(200) }),
    response: newsArticleSchema,
    errors: [400, 404],
  }),
};

/** The back office's news: drafts, schedules, both languages and a preview. */
export const portalNewsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/portal/news',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Every article (drafts and scheduled ones too), newest edit first, paged',
    query: portalNewsQuerySchema,
    response: portalNewsSchema,
    paged: true,
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/portal/news/:id',
    access: 'content.manage',
    tag: 'portal',
    summary: 'One article in both languages',
    params: id,
    response: portalNewsSchema,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/portal/news',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Write an article (slug from the title when blank; 409 NEWS_SLUG_EXISTING on a clash)',
    body: newsInputSchema,
    response: portalNewsSchema,
    status: 201,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/portal/news/:id',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Change an article, its slug and its publication date',
    params: id,
    body: newsInputSchema,
    response: portalNewsSchema,
    errors,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/portal/news/:id/publish',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Publish now, or at a given instant (a future one schedules it)',
    params: id,
    body: newsPublishSchema,
    response: portalNewsSchema,
    errors,
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/api/portal/news/:id/unpublish',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Take an article back to draft: the storefront no longer shows it',
    params: id,
    response: portalNewsSchema,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/portal/news/:id',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Delete an article',
    params: id,
    response: z.object({ id: z.uuid() }),
    errors,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/portal/news/preview',
    access: 'content.manage',
    tag: 'portal',
    summary: 'The bodies as they would be stored (sanitised), without saving anything',
    body: newsPreviewInputSchema,
    response: newsPreviewSchema,
    errors,
  }),
};
