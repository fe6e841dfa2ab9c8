import { describe, expect, it } from 'vitest';
import { newsArticleJsonLd, showroomsJsonLd } from './news-seo';

describe('structured data', () => {
  it('describes an article as a NewsArticle with absolute addresses', () => {
    const ld = newsArticleJsonLd(
      {
        id: '00000000-0000-4000-8000-0000000000d1',
        slug: 'robot-moi-ve',
        title: 'Robot mới về',
        summary: 'Tóm tắt',
        image: '/images/a.webp',
        publishedAt: '2026-06-01T01:30:00.000Z',
        updatedAt: '2026-06-02T01:30:00.000Z',
        body: '<p>x</p>',
      },
      { publicUrl: 'https://lotus.vn', siteName: 'Lotus', lang: 'vi' },
    );
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Robot mới về',
      mainEntityOfPage: 'https://lotus.vn/news/robot-moi-ve',
      image: ['https://lotus.vn/images/a.webp'],
      datePublished: '2026-06-01T01:30:00.000Z',
      dateModified: '2026-06-02T01:30:00.000Z',
      inLanguage: 'vi',
    });
  });

  it('makes a store a Store and a service centre a LocalBusiness', () => {
    const base = {
      name: 'X',
      address: 'A',
      openingHours: 'H',
      phone: '0281234567',
      email: null,
      mapUrl: null,
    };
    const ld = showroomsJsonLd(
      [
        { ...base, id: '00000000-0000-4000-8000-0000000000e1', kind: 'STORE' },
        { ...base, id: '00000000-0000-4000-8000-0000000000e2', kind: 'SERVICE_CENTRE' },
      ],
      { siteName: 'Lotus' },
    );
    expect(ld['@graph'].map((p) => p['@type'])).toEqual(['Store', 'LocalBusiness']);
  });
});
