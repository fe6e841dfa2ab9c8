import {
  newsContract,
  portalNewsContract,
  type EndpointData,
  type NewsArticle,
  type NewsInput,
  type NewsListItem,
  type NewsPreview,
  type NewsStatus,
  type PortalNews,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** Published articles, newest first, a page at a time, in the request's language. */
export function listNews(
  api: ApiClient,
  query: { page: number; limit: number },
): Promise<EndpointData<typeof newsContract.list>> {
  return api.call(newsContract.list, { query });
}

/** The newest published articles (the home page's strip). */
export async function listLatestNews(api: ApiClient, count: number): Promise<NewsListItem[]> {
  return (await listNews(api, { page: 1, limit: count })).items;
}

/** Every published article's slug and publication instant, for the sitemap (100 a page). */
export async function listAllNews(api: ApiClient): Promise<NewsListItem[]> {
  const all: NewsListItem[] = [];
  for (let page = 1; ; page += 1) {
    const { items, meta } = await listNews(api, { page, limit: 100 });
    all.push(...items);
    if (items.length === 0 || all.length >= meta.total) return all;
  }
}

/** One published article (a draft, a scheduled or an unknown one is a 404). */
export function getNewsArticle(api: ApiClient, slug: string): Promise<NewsArticle> {
  return api.call(newsContract.article, { params: { slug } });
}

/** Every article in both languages, drafts included (back office). */
export function listPortalNews(
  api: ApiClient,
  query: { page: number; limit: number; status?: NewsStatus | undefined },
): Promise<EndpointData<typeof portalNewsContract.list>> {
  return api.call(portalNewsContract.list, { query });
}

export function getPortalNews(api: ApiClient, id: string): Promise<PortalNews> {
  return api.call(portalNewsContract.get, { params: { id } });
}

/** Creates an article (no id) or rewrites one. */
export function saveNews(api: ApiClient, id: string | null, body: NewsInput): Promise<PortalNews> {
  return id
    ? api.call(portalNewsContract.update, { params: { id }, body })
    : api.call(portalNewsContract.create, { body });
}

/** Publishes now (no instant) or at `publishedAt`. */
export function publishNews(api: ApiClient, id: string, publishedAt?: string): Promise<PortalNews> {
  return api.call(portalNewsContract.publish, {
    params: { id },
    body: publishedAt ? { publishedAt } : {},
  });
}

export function unpublishNews(api: ApiClient, id: string): Promise<PortalNews> {
  return api.call(portalNewsContract.unpublish, { params: { id } });
}

export function deleteNews(api: ApiClient, id: string): Promise<{ id: string }> {
  return api.call(portalNewsContract.remove, { params: { id } });
}

/** Both bodies as the server would store them, nothing saved. */
export function previewNews(
  api: ApiClient,
  body: { bodyVi: string; bodyEn: string },
): Promise<NewsPreview> {
  return api.call(portalNewsContract.preview, { body });
}
