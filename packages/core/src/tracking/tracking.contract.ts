import { endpoint } from '../http/contract.ts';
import {
  trackingQuerySchema,
  trackingRecordedSchema,
  trackingSummarySchema,
  trackingViewSchema,
} from './tracking.schema.ts';

/** Page views: counted for everyone (path only), summed for the shop's admins. */
export const trackingContract = {
  record: endpoint({
    method: 'POST',
    path: '/api/tracking',
    access: 'public',
    tag: 'tracking',
    summary:
      'Count a view of a page of the shop (its path only; another site or a bad path is 400)',
    body: trackingViewSchema,
    response: trackingRecordedSchema,
    errors: [400, 429],
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/tracking',
    access: 'tracking.read',
    tag: 'tracking',
    summary:
      'Views per page (top 20) and per Vietnamese day, over at most a year (default 30 days)',
    query: trackingQuerySchema,
    response: trackingSummarySchema,
    errors: [400, 401, 403],
  }),
};
