import type { NewsArticle, Showroom } from '@lotus/core';

/** The storefront's paths of the news and the showrooms. */
export const NEWS_PATH = '/news';
export const SHOWROOMS_PATH = '/showrooms';
export const newsArticlePath = (slug: string) => `${NEWS_PATH}/${encodeURIComponent(slug)}`;

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;

/** schema.org `NewsArticle` for search engines: headline, dates, picture, publisher. */
export function newsArticleJsonLd(
  article: NewsArticle,
  shop: { publicUrl: string; siteName: string; lang: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    description: article.summary || undefined,
    inLanguage: shop.lang,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: absolute(shop.publicUrl, newsArticlePath(article.slug)),
    ...(article.image ? { image: [absolute(shop.publicUrl, article.image)] } : {}),
    author: { '@type': 'Organization', name: shop.siteName, url: shop.publicUrl },
    publisher: { '@type': 'Organization', name: shop.siteName, url: shop.publicUrl },
  };
}

/**
 * schema.org places for the showroom page: a store is a `Store`, a service centre a
 * `LocalBusiness`, each with its address, phone, e-mail and map link.
 */
export function showroomsJsonLd(showrooms: readonly Showroom[], shop: { siteName: string }) {
  return {
    '@context': 'https://schema.org',
    '@graph': showrooms.map((s) => ({
      '@type': s.kind === 'STORE' ? 'Store' : 'LocalBusiness',
      name: s.name,
      brand: { '@type': 'Brand', name: shop.siteName },
      address: { '@type': 'PostalAddress', streetAddress: s.address, addressCountry: 'VN' },
      telephone: s.phone,
      ...(s.email ? { email: s.email } : {}),
      ...(s.mapUrl ? { hasMap: s.mapUrl } : {}),
      description: s.openingHours,
    })),
  };
}
