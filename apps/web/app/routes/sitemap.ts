import type { SitemapData } from '@lotus/core';
import { getSitemapData, listHref } from '../features/catalog';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The sitemap document: home, the list, every category page and every published product. */
export function sitemapXml({ publicUrl, products, categories }: SitemapData): string {
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
    '</urlset>',
    '',
  ].join('\n');
}

/** `/sitemap.xml`, with absolute addresses on the shop's PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const data = await getSitemapData(createApiClient(context.api));
  return new Response(sitemapXml(data), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
