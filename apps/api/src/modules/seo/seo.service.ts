import type { SitemapData } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import { sitemapEntries } from './seo.repository.ts';

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** What search engines are told about. */
export function createSeoService(deps: { publicUrl: string }) {
  return {
    /** Every published product and every category with its last change, and the shop's address. */
    async sitemap(ctx: ServiceContext): Promise<SitemapData> {
      const { products, categories } = await sitemapEntries(ctx.db);
      return {
        publicUrl: deps.publicUrl,
        products: products.map((p) => ({ slug: p.slug, updatedAt: iso(p.updatedAt) })),
        categories: categories.map((c) => ({ slug: c.slug, updatedAt: iso(c.updatedAt) })),
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
