import { trackingContract, type TrackingQuery, type TrackingSummary } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** Counts a view of a page (its path only; the signed-in user's when there is one). */
export async function recordPageView(api: ApiClient, accessedUrl: string): Promise<void> {
  await api.call(trackingContract.record, { body: { accessedUrl } });
}

/** Views per page and per Vietnamese day over a range (admins only). */
export function trackingSummary(api: ApiClient, query: TrackingQuery): Promise<TrackingSummary> {
  return api.call(trackingContract.summary, { query });
}
