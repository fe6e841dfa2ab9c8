import { policyPath, type SitemapData } from '@lotus/core';
import { getSitemapData, listHref } from '../features/catalog';
import {
  getPolicyIndex,
  listAllNews,
  NEWS_PATH,
  newsArticlePath,
  SHOWROOMS_PATH,
} from '../features/content';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A page of the sitemap beyond the catalogue (policy pages, the FAQ…). */
export interface SitemapPage {
  path: string;
  updatedAt?: string | null;
}

/**
 * The sitemap document: home, the list, every category page and every published product, then
 * the other pages given (policy pages, FAQ).
 */
export function sitemapXml(
  { publicUrl, products, categories }: SitemapData,
  pages: readonly SitemapPage[] = [],
): string {
  const entry = (path: string, updatedAt?: string | null) =>
    `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${
      updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry('/'),
    entry('/products'),
    ...categories.map((c) => entry(listHref({ categories: c.slug }), c.updatedAt)),
    ...products.map((p) => entry(`/products/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    ...pages.map((page) => entry(page.path, page.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** `/sitemap.xml`, with absolute addresses on the shop's PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = createApiClient(context.api);
  const news = listAllNews(api).catch(() => []);
  const [data, policies] = await Promise.all([
    getSitemapData(api),
    getPolicyIndex(api).catch(() => []),
  ]);
  const pages: SitemapPage[] = [
    ...policies.flatMap((group) => group.pages.map((page) => ({ path: policyPath(page.key) }))),
    { path: '/faq' },
    { path: SHOWROOMS_PATH },
    { path: NEWS_PATH, updatedAt: (await news)[0]?.publishedAt ?? null },
    ...(await news).map((a) => ({ path: newsArticlePath(a.slug), updatedAt: a.publishedAt })),
  ];
  return new Response(sitemapXml(data, pages), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
