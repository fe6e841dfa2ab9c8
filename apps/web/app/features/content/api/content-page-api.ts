import {
  contentPageContract,
  portalContentPageContract,
  type ContentPage,
  type ContentPageInput,
  type PolicyIndex,
  type PortalContentPage,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The footer's policy pages, group by group, in the request's language. */
export function getPolicyIndex(api: ApiClient): Promise<PolicyIndex> {
  return api.call(contentPageContract.index);
}

/** One policy page in the request's language. */
export function getPolicyPage(api: ApiClient, key: string): Promise<ContentPage> {
  return api.call(contentPageContract.page, { params: { key } });
}

/** Every policy page in both languages (back office). */
export function listPortalPages(api: ApiClient): Promise<PortalContentPage[]> {
  return api.call(portalContentPageContract.list);
}

export function getPortalPage(api: ApiClient, key: string): Promise<PortalContentPage> {
  return api.call(portalContentPageContract.get, { params: { key } });
}

export function savePortalPage(
  api: ApiClient,
  key: string,
  body: ContentPageInput,
): Promise<PortalContentPage> {
  return api.call(portalContentPageContract.update, { params: { key }, body });
}

/** Rich text as the server would store it, sanitised; nothing is saved. */
export async function previewRichText(api: ApiClient, html: string): Promise<string> {
  return (await api.call(portalContentPageContract.preview, { body: { html } })).html;
}
