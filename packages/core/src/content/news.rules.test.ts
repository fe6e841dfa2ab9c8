import { describe, expect, it } from 'vitest';
import { NEWS_SLUG_MAX, NEWS_SLUG_PATTERN, newsSlug, newsStatus } from './news.rules.ts';
import { newsImageSchema, newsInputSchema } from './news.schema.ts';

describe('newsStatus', () => {
  const now = new Date('2026-06-01T03:00:00Z');
  it.each([
    [null, 'DRAFT'],
    [new Date('2026-06-01T03:00:00.001Z'), 'SCHEDULED'],
    [new Date('2026-06-01T03:00:00Z'), 'PUBLISHED'],
    [new Date('2025-01-01T00:00:00Z'), 'PUBLISHED'],
  ] as const)('%s → %s', (publishedAt, status) => {
    expect(newsStatus(publishedAt, now)).toBe(status);
  });
});

describe('newsSlug', () => {
  it('makes ASCII kebab-case from a Vietnamese title', () => {
    expect(newsSlug('Robot hút bụi mới về: Đợt hàng tháng 6!')).toBe(
      'robot-hut-bui-moi-ve-dot-hang-thang-6',
    );
    expect(newsSlug('  Khai trương cửa hàng Hà Nội  ')).toBe('khai-truong-cua-hang-ha-noi');
  });

  it('is empty when the title has no letter or digit', () => {
    expect(newsSlug('!!! ???')).toBe('');
  });

  it('cuts a long title at a word, within the limit, and stays a valid slug', () => {
    const slug = newsSlug('Bộ sưu tập thời trang hè '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(NEWS_SLUG_MAX);
    expect(slug).toMatch(NEWS_SLUG_PATTERN);
    expect(slug.endsWith('-')).toBe(false);
    const oneWord = newsSlug('a'.repeat(300));
    expect(oneWord).toHaveLength(NEWS_SLUG_MAX);
  });
});

describe('newsInputSchema', () => {
  const valid = {
    titleVi: 'Tiêu đề',
    titleEn: 'Title',
    bodyVi: '<p>Nội dung</p>',
    bodyEn: '<p>Body</p>',
  };

  it('defaults a blank slug, summaries, no image and a draft', () => {
    expect(newsInputSchema.parse(valid)).toMatchObject({
      slug: '',
      summaryVi: '',
      image: null,
      publishedAt: null,
    });
  });

  it('lower-cases a typed slug and refuses one with spaces or accents', () => {
    expect(newsInputSchema.parse({ ...valid, slug: 'Robot-Moi' }).slug).toBe('robot-moi');
    for (const slug of ['robot moi', 'rô-bốt', 'a--b', '-a']) {
      const result = newsInputSchema.safeParse({ ...valid, slug });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['slug'], message: 'InvalidSlug' });
    }
  });

  it('needs both titles and both bodies', () => {
    const result = newsInputSchema.safeParse({ ...valid, titleEn: ' ', bodyVi: '' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['titleEn', 'FieldIsNotEmpty'],
      ['bodyVi', 'FieldIsNotEmpty'],
    ]);
  });
});

describe('newsImageSchema', () => {
  it.each(['/images/products/robot-1.webp', 'https://cdn.example.com/a.jpg'])('accepts %s', (v) => {
    expect(newsImageSchema.parse(v)).toBe(v);
  });
  it('reads blank as no image', () => {
    expect(newsImageSchema.parse('  ')).toBeNull();
  });
  it.each([
    'http://cdn.example.com/a.jpg',
    'javascript:alert(1)',
    '/images/../secret',
    'images/a.webp',
    '//evil.example/a.jpg',
    'https://x.example/a b.jpg',
  ])('refuses %s', (v) => {
    expect(newsImageSchema.safeParse(v).error?.issues[0]?.message).toBe('InvalidUrl');
  });
});
