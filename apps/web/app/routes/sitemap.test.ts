// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogContract } from '@lotus/core';
import { fakeApi, ok, on } from '../test/fake-api';
import { robotsTxt } from './robots';
import { loader, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  it('lists home, the list, categories and products with absolute addresses', () => {
    const xml = sitemapXml({
      publicUrl: 'https://shop.example.vn',
      categories: [{ slug: 'ao-thun', updatedAt: '2026-11-20T08:00:00.000Z' }],
      products: [{ slug: 'ao&thun', updatedAt: null }],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('<url><loc>https://shop.example.vn/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example.vn/products?categories=ao-thun</loc><lastmod>2026-11-20</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://shop.example.vn/products/ao%26thun</loc>');
  });

  it('is served as XML from the API data', async () => {
    const api = fakeApi(
      on(
        catalogContract.sitemap,
        ok({ publicUrl: 'http://localhost:3000', categories: [], products: [] }),
      ),
    );
    const response = await loader({ context: { api } } as never);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toContain('<loc>http://localhost:3000/products</loc>');
  });
});

describe('robots.txt', () => {
  it("points at the sitemap and keeps crawlers out of shoppers' own pages", () => {
    const text = robotsTxt('https://shop.example.vn');
    expect(text).toContain('Sitemap: https://shop.example.vn/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /profile');
  });
});
