import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  faqInputSchema,
  faqOrderSchema,
  faqPublishSchema,
  faqSchema,
  portalFaqSchema,
} from './faq.schema.ts';

const errors = [400, 401, 403, 404, 422] as const;
const id = z.object({ id: z.uuid() });

/** The storefront's questions and answers (home page and FAQ page). */
export const faqContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/faq',
    access: 'public',
    tag: 'content',
    summary: 'The published questions in order, in the request language',
    response: z.array(faqSchema),
    errors,
    // The same for everyone and free of the clock; a change announces `content` (migration 0019).
    shared: true,
  }),
};

/** The back office's questions: write, publish or hide, reorder, delete. */
export const portalFaqContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/portal/faqs',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Every question (published or not) in both languages, in order',
    response: z.array(portalFaqSchema),
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/portal/faqs',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Add a question at the end (answers sanitised)',
    body: faqInputSchema,
    response: portalFaqSchema,
    status: 201,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/portal/faqs/:id',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Change a question and its answers (answers sanitised)',
    params: id,
    body: faqInputSchema,
    response: portalFaqSchema,
    errors,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/portal/faqs/:id/publish',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Show a question on the storefront or hide it',
    params: id,
    body: faqPublishSchema,
    response: portalFaqSchema,
    errors,
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/api/portal/faqs/reorder',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Put every question in a new order (422 FAQ_ORDER_MISMATCH unless all are named once)',
    body: faqOrderSchema,
    response: z.array(portalFaqSchema),
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/portal/faqs/:id',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Delete a question',
    params: id,
    response: z.object({ id: z.uuid() }),
    errors,
  }),
};
