import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

// Years after the demo seed's articles, so each test's own dates decide what is published.
const START = new Date('2032-05-04T03:00:00Z');
const DAY = 24 * 3600_000;
const clock = manualClock(START);
let t: TestApp;
let admin: Record<string, string>;
let n = 0;

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = (await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now()))[0]!.headers;
});
afterAll(() => t.close());
beforeEach(() => {
  n += 1;
});

const iso = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();
const vi = { 'accept-language': 'vi' };
const en = { 'accept-language': 'en' };

function article(overrides: Record<string, unknown> = {}) {
  return {
    titleVi: `Robot mới về đợt ${n}`,
    titleEn: `New robots, batch ${n}`,
    summaryVi: 'Tóm tắt',
    summaryEn: 'Summary',
    bodyVi: '<h2>Nội dung</h2><p>Chào bạn</p>',
    bodyEn: '<h2>Body</h2><p>Hello</p>',
    image: '/images/categories/robot-giao-duc.webp',
    publishedAt: iso(-DAY),
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await request(t.url, '/api/portal/news', {
    method: 'POST',
    headers: admin,
    json: article(overrides),
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('storefront news', () => {
  it('lists only articles published by now, newest first, paged, in the asked language', async () => {
    const older = await create({ publishedAt: iso(-2 * DAY) });
    const newer = await create({
      titleVi: `Tin mới ${n}`,
      titleEn: `Latest ${n}`,
      publishedAt: iso(-1000),
    });
    const draft = await create({ titleVi: `Nháp ${n}`, publishedAt: null });
    const scheduled = await create({ titleVi: `Sắp đăng ${n}`, publishedAt: iso(DAY) });

    const first = await request(t.url, '/api/news?page=1&limit=2', { headers: en });
    expect(first.status).toBe(200);
    expect(first.body.data.map((a: { id: string }) => a.id)).toEqual([newer.id, older.id]);
    expect(first.body.data[0]).toMatchObject({
      slug: `tin-moi-${n}`,
      title: `Latest ${n}`,
      summary: 'Summary',
      image: '/images/categories/robot-giao-duc.webp',
    });
    expect(first.body.data[0]).not.toHaveProperty('body');
    expect(first.headers.get('x-cache-tags')).toBe('content');
    // It holds until the scheduled article's instant, when the list changes by the clock alone.
    expect(first.headers.get('x-cache-until')).toBe(scheduled.publishedAt);

    const viList = await request(t.url, '/api/news?limit=100', { headers: vi });
    const ids = viList.body.data.map((a: { id: string }) => a.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect(viList.body.data[0].title).toBe(`Tin mới ${n}`);
    const total = viList.body.meta.total;
    const past = await request(t.url, `/api/news?page=${total + 1}&limit=1`);
    expect(past.body).toMatchObject({ data: [], meta: { total } });

    // The scheduled one appears when its instant comes, and not a millisecond before.
    clock.set(new Date(Date.parse(scheduled.publishedAt) - 1));
    expect((await request(t.url, `/api/news/${scheduled.slug}`)).status).toBe(404);
    clock.set(new Date(Date.parse(scheduled.publishedAt)));
    const later = await request(t.url, '/api/news?limit=100');
    expect(later.body.meta.total).toBe(total + 1);
    expect(later.body.data[0].id).toBe(scheduled.id);
    expect(later.headers.get('x-cache-until')).toBeNull();
    clock.set(START);
  });

  it('answers one published article with its sanitised body; a draft or unknown slug is 404', async () => {
    const a = await create({
      bodyEn:
        '<h1>Care</h1><p onclick="steal()">Wipe <a href="javascript:alert(1)">here</a> <a href="/products" target="_blank">shop</a></p><script>alert(1)</script><img src="/images/x.webp" onerror="x()">',
    });
    const res = await request(t.url, `/api/news/${a.slug}`, { headers: en });
    expect(res.status).toBe(200);
    const body: string = res.body.data.body;
    expect(body).toMatch(/^<h2>Care<\/h2><p>Wipe /);
    expect(body).toContain(
      '<a href="/products" target="_blank" rel="noopener noreferrer">shop</a>',
    );
    expect(body).toContain('<img src="/images/x.webp" loading="lazy" />');
    for (const bad of ['onclick', 'javascript:', '<script', 'onerror', 'alert']) {
      expect(body).not.toContain(bad);
    }
    expect(res.body.data.title).toBe(`New robots, batch ${n}`);

    const draft = await create({ titleVi: `Bản nháp ${n}`, publishedAt: null });
    for (const slug of [draft.slug, 'no-such-article']) {
      const missing = await request(t.url, `/api/news/${slug}`, { headers: en });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'NEWS_NOT_FOUND', message: 'Article not found.' });
    }
    const viMissing = await request(t.url, '/api/news/no-such-article', { headers: vi });
    expect(viMissing.body.message).toBe('Không tìm thấy bài viết.');
  });

  it('refuses a bad page with the field named', async () => {
    const res = await request(t.url, '/api/news?page=0');
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ field: 'querystring.page' });
  });
});

describe('back-office news', () => {
  it('makes the slug from the Vietnamese title and refuses a clash with 409, saving nothing', async () => {
    const a = await create({ titleVi: `Khai trương cửa hàng Hà Nội ${n}` });
    expect(a).toMatchObject({ slug: `khai-truong-cua-hang-ha-noi-${n}`, status: 'PUBLISHED' });

    const clash = await request(t.url, '/api/portal/news', {
      method: 'POST',
      headers: { ...admin, ...en },
      json: article({ titleVi: `Khai trương cửa hàng Hà Nội ${n}`, titleEn: 'Other' }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'NEWS_SLUG_EXISTING', params: { slug: a.slug } });
    expect(clash.body.message).toBe('This slug is already used by another article.');
    const rows = await t.database.db
      .select()
      .from(schema.newsArticles)
      .where(eq(schema.newsArticles.titleEn, 'Other'));
    expect(rows).toHaveLength(0);

    const b = await create({ slug: `typed-slug-${n}` });
    const rename = await request(t.url, `/api/portal/news/${b.id}`, {
      method: 'PUT',
      headers: admin,
      json: article({ slug: a.slug }),
    });
    expect(rename.status).toBe(409);
    // Keeping its own slug is no clash.
    const same = await request(t.url, `/api/portal/news/${b.id}`, {
      method: 'PUT',
      headers: admin,
      json: article({ slug: b.slug, titleEn: 'Renamed' }),
    });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ slug: b.slug, titleEn: 'Renamed' });
  });

  it('refuses a title with no letters as a slug source with a clear code', async () => {
    const res = await request(t.url, '/api/portal/news', {
      method: 'POST',
      headers: admin,
      json: article({ titleVi: '!!!', titleEn: '???' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('NEWS_SLUG_INVALID');
  });

  it('lists drafts and scheduled articles with their status, and filters by it', async () => {
    const draft = await create({ publishedAt: null });
    const scheduled = await create({ titleVi: `Hẹn giờ ${n}`, publishedAt: iso(3 * DAY) });
    const all = await request(t.url, '/api/portal/news?limit=100', { headers: admin });
    expect(all.status).toBe(200);
    const byId = new Map(all.body.data.map((a: { id: string }) => [a.id, a]));
    expect(byId.get(draft.id)).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect(byId.get(scheduled.id)).toMatchObject({ status: 'SCHEDULED' });

    const drafts = await request(t.url, '/api/portal/news?status=DRAFT&limit=100', {
      headers: admin,
    });
    expect(drafts.body.data.every((a: { status: string }) => a.status === 'DRAFT')).toBe(true);
    expect(drafts.body.data.map((a: { id: string }) => a.id)).toContain(draft.id);
  });

  it('publishes now, schedules, and takes back to draft; the storefront follows', async () => {
    const a = await create({ publishedAt: null });
    const pub = await request(t.url, `/api/portal/news/${a.id}/publish`, {
      method: 'POST',
      headers: admin,
      json: {},
    });
    expect(pub.body.data).toMatchObject({
      status: 'PUBLISHED',
      publishedAt: clock.now().toISOString(),
    });
    expect((await request(t.url, `/api/news/${a.slug}`)).status).toBe(200);

    const sched = await request(t.url, `/api/portal/news/${a.id}/publish`, {
      method: 'POST',
      headers: admin,
      json: { publishedAt: iso(DAY) },
    });
    expect(sched.body.data.status).toBe('SCHEDULED');
    expect((await request(t.url, `/api/news/${a.slug}`)).status).toBe(404);

    const back = await request(t.url, `/api/portal/news/${a.id}/unpublish`, {
      method: 'POST',
      headers: admin,
    });
    expect(back.body.data).toMatchObject({ status: 'DRAFT', publishedAt: null });
    // Again: still a draft, nothing else changes.
    const again = await request(t.url, `/api/portal/news/${a.id}/unpublish`, {
      method: 'POST',
      headers: admin,
    });
    expect(again.body.data.status).toBe('DRAFT');
  });

  it('previews sanitised bodies without saving anything', async () => {
    const before = await request(t.url, '/api/portal/news?limit=1', { headers: admin });
    const res = await request(t.url, '/api/portal/news/preview', {
      method: 'POST',
      headers: admin,
      json: {
        bodyVi: '<p>Xin chào<script>x()</script></p>',
        bodyEn: '<iframe src="https://x"></iframe><ul><li>One</li></ul>',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ bodyVi: '<p>Xin chào</p>', bodyEn: '<ul><li>One</li></ul>' });
    const after = await request(t.url, '/api/portal/news?limit=1', { headers: admin });
    expect(after.body.meta.total).toBe(before.body.meta.total);
  });

  it('deletes an article; a second delete or an unknown id is 404', async () => {
    const a = await create();
    const del = await request(t.url, `/api/portal/news/${a.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(del.status).toBe(200);
    expect((await request(t.url, `/api/news/${a.slug}`)).status).toBe(404);
    for (const path of [`/api/portal/news/${a.id}`, `/api/portal/news/${a.id}/publish`]) {
      const res = await request(t.url, path, {
        method: path.endsWith('publish') ? 'POST' : 'DELETE',
        headers: admin,
        json: {},
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NEWS_NOT_FOUND');
    }
  });

  it('refuses invalid fields with each field named, and changes nothing', async () => {
    const res = await request(t.url, '/api/portal/news', {
      method: 'POST',
      headers: admin,
      json: article({
        titleEn: '',
        slug: 'Bad Slug!',
        image: 'javascript:alert(1)',
        publishedAt: 'tomorrow',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'body.image',
      'body.publishedAt',
      'body.slug',
      'body.titleEn',
    ]);
  });

  it('needs a session (401) and the content permission (403)', async () => {
    const [customer] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    const calls: [string, string][] = [
      ['GET', '/api/portal/news'],
      ['POST', '/api/portal/news'],
      ['POST', '/api/portal/news/preview'],
    ];
    for (const [method, path] of calls) {
      const anon = await request(t.url, path, {
        method,
        json: method === 'POST' ? article() : undefined,
      });
      expect(anon.status).toBe(401);
      const shopper = await request(t.url, path, {
        method,
        headers: customer!.headers,
        json: method === 'POST' ? article() : undefined,
      });
      expect(shopper.status).toBe(403);
    }
  });
});
