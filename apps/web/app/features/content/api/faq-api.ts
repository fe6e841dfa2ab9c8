import {
  faqContract,
  portalFaqContract,
  type Faq,
  type FaqInput,
  type PortalFaq,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The published questions, in order, in the request's language. */
export function listFaqs(api: ApiClient): Promise<Faq[]> {
  return api.call(faqContract.list);
}

/** Every question in both languages (back office). */
export function listPortalFaqs(api: ApiClient): Promise<PortalFaq[]> {
  return api.call(portalFaqContract.list);
}

/** Creates a question (no id) or changes one. */
export function saveFaq(api: ApiClient, id: string | null, body: FaqInput): Promise<PortalFaq> {
  return id
    ? api.call(portalFaqContract.update, { params: { id }, body })
    : api.call(portalFaqContract.create, { body });
}

export function publishFaq(api: ApiClient, id: string, isPublished: boolean): Promise<PortalFaq> {
  return api.call(portalFaqContract.publish, { params: { id }, body: { isPublished } });
}

export function reorderFaqs(api: ApiClient, ids: string[]): Promise<PortalFaq[]> {
  return api.call(portalFaqContract.reorder, { body: { ids } });
}

export function deleteFaq(api: ApiClient, id: string): Promise<{ id: string }> {
  return api.call(portalFaqContract.remove, { params: { id } });
}
