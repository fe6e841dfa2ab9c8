import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { sitemapEntries } from './seo.repository.ts';

const entry = z.object({ slug: z.string(), updatedAt: z.string().nullable() });

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** What search engines are told about: the web app turns it into `sitemap.xml`. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seo/sitemap',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "Every published product and every category, with the shop's public address",
        response: {
          200: envelopeOf(
            z.object({
              publicUrl: z.string(),
              products: z.array(entry),
              categories: z.array(entry),
            }),
          ),
        },
      },
    },
    async () => {
      const { products, categories } = await sitemapEntries(app.db);
      return ok({
        publicUrl: app.config.publicUrl,
        products: products.map((p) => ({ slug: p.slug, updatedAt: iso(p.updatedAt) })),
        categories: categories.map((c) => ({ slug: c.slug, updatedAt: iso(c.updatedAt) })),
      });
    },
  );
};
