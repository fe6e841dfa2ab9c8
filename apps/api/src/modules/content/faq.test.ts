import { randomUUID } from 'node:crypto';
import { DEMO_FAQS } from '@lotus/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  // A database of its own on PostgreSQL: the demo's questions alone, and no other file's content
  // changes announced on the channel its tag test counts.
  t = await startTestApp({ pristine: true });
  operator = (await quickCustomers(t.database.db, 1, 'OPERATOR'))[0]!.headers;
  customer = (await quickCustomers(t.database.db, 1, 'CUSTOMER'))[0]!.headers;
});
afterAll(() => t.close());

interface PortalFaq {
  id: string;
  position: number;
  questionVi: string;
  questionEn: string;
  answerVi: string;
  answerEn: string;
  isPublished: boolean;
}

const faq = (overrides: Record<string, unknown> = {}) => ({
  questionVi: 'Cửa hàng mở cửa lúc mấy giờ?',
  questionEn: 'When is the shop open?',
  answerVi: '<p>Từ 8:00 đến 21:00.</p>',
  answerEn: '<p>From 8 am to 9 pm.</p>',
  ...overrides,
});
const published = async (headers: Record<string, string> = {}) =>
  (await request(t.url, '/api/faq', { headers })).body.data as {
    id: string;
    question: string;
    answer: string;
  }[];
const all = async () =>
  (await request(t.url, '/api/portal/faqs', { headers: operator })).body.data as PortalFaq[];
const create = (json: unknown, headers = operator) =>
  request(t.url, '/api/portal/faqs', { method: 'POST', headers, json });

describe('the storefront’s questions', () => {
  it('lists the demo questions in order, in Vietnamese or English', async () => {
    const vi = await published();
    expect(vi.map((q) => q.question)).toEqual(DEMO_FAQS.map((q) => q.question.vi));
    const en = await published({ 'accept-language': 'en' });
    expect(en[0]).toMatchObject({
      question: DEMO_FAQS[0]!.question.en,
      answer: DEMO_FAQS[0]!.answer.en,
    });
    const answer = await request(t.url, '/api/faq');
    expect(answer.headers.get('x-cache-tags')).toBe('content');
  });

  it('announces to every server copy a change of questions, news or showrooms (tag content)', async () => {
    const heard: string[] = [];
    const stop = t.app.cacheVersions.subscribe((tags) => heard.push(...tags));
    try {
      // A statement trigger fires once per statement, rows or none.
      for (const table of ['faqs', 'news_articles', 'showrooms']) {
        await t.database.db.execute(sql`UPDATE ${sql.identifier(table)} SET id = id WHERE false`);
      }
      await expect.poll(() => heard.filter((tag) => tag === 'content').length).toBe(3);
    } finally {
      stop();
    }
  });

  it('ships demo answers the sanitiser leaves as they are', () => {
    for (const q of DEMO_FAQS) {
      expect(sanitizeRichText(q.answer.vi)).toBe(q.answer.vi);
      expect(sanitizeRichText(q.answer.en)).toBe(q.answer.en);
    }
  });
});

describe('writing questions in the back office', () => {
  it('adds a question last, with its answers sanitised, and shows it on the storefront', async () => {
    const created = await create(
      faq({ answerEn: '<p>Open<script>alert(1)</script></p><img src="a.png" onerror="x()">' }),
    );
    expect(created.status).toBe(201);
    const row = created.body.data as PortalFaq;
    expect(row).toMatchObject({ isPublished: true, position: DEMO_FAQS.length });
    expect(row.answerEn).toBe('<p>Open</p><img src="a.png" loading="lazy" />');
    const shown = await published({ 'accept-language': 'en' });
    expect(shown.at(-1)).toEqual({
      id: row.id,
      question: 'When is the shop open?',
      answer: row.answerEn,
    });
  });

  it('changes a question, and hides and shows it again', async () => {
    const { id } = (await create(faq())).body.data as PortalFaq;
    const updated = await request(t.url, `/api/portal/faqs/${id}`, {
      method: 'PUT',
      headers: operator,
      json: faq({ questionVi: 'Giờ mở cửa?', answerVi: '<p onclick="x()">8:00–21:00</p>' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      questionVi: 'Giờ mở cửa?',
      answerVi: '<p>8:00–21:00</p>',
    });
    expect((await published()).find((q) => q.id === id)!.question).toBe('Giờ mở cửa?');

    const hide = (isPublished: boolean) =>
      request(t.url, `/api/portal/faqs/${id}/publish`, {
        method: 'POST',
        headers: operator,
        json: { isPublished },
      });
    expect((await hide(false)).body.data.isPublished).toBe(false);
    expect((await published()).some((q) => q.id === id)).toBe(false);
    // Hidden questions stay in the back office.
    expect((await all()).find((q) => q.id === id)!.isPublished).toBe(false);
    expect((await hide(false)).status).toBe(200);
    await hide(true);
    expect((await published()).some((q) => q.id === id)).toBe(true);
  });

  it('puts every question in a new order, and refuses a list that leaves one out', async () => {
    const ids = (await all()).map((q) => q.id);
    const reversed = [...ids].reverse();
    const reorder = (json: unknown, headers = operator) =>
      request(t.url, '/api/portal/faqs/reorder', { method: 'POST', headers, json });

    const answer = await reorder({ ids: reversed });
    expect(answer.status).toBe(200);
    expect((answer.body.data as PortalFaq[]).map((q) => q.id)).toEqual(reversed);
    expect((await all()).map((q) => q.position)).toEqual(ids.map((_, i) => i));
    expect((await published()).map((q) => q.id)).toEqual(reversed);

    const missing = await reorder({ ids: reversed.slice(1) });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('FAQ_ORDER_MISMATCH');
    const stranger = await reorder({ ids: [...reversed.slice(1), randomUUID()] });
    expect(stranger.body.code).toBe('FAQ_ORDER_MISMATCH');
    expect((await reorder({ ids: [reversed[0], reversed[0]] })).status).toBe(400);
    expect((await all()).map((q) => q.id)).toEqual(reversed);
    expect((await reorder({ ids: reversed }, customer)).status).toBe(403);
  });

  it('deletes a question once; a second delete is 404', async () => {
    const { id } = (await create(faq())).body.data as PortalFaq;
    const remove = () =>
      request(t.url, `/api/portal/faqs/${id}`, { method: 'DELETE', headers: operator });
    expect((await remove()).body.data).toEqual({ id });
    expect((await all()).some((q) => q.id === id)).toBe(false);
    const again = await remove();
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('FAQ_NOT_FOUND');
  });

  it('refuses bad fields with 400 naming them, and adds nothing', async () => {
    const before = (await all()).length;
    const bad = await create(
      faq({ questionEn: '', answerVi: 'x'.repeat(100_001), isPublished: 'yes' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'body.answerVi',
      'body.isPublished',
      'body.questionEn',
    ]);
    expect((await all()).length).toBe(before);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 and 403 for the wrong people', async () => {
    const put = (id: string, headers = operator) =>
      request(t.url, `/api/portal/faqs/${id}`, { method: 'PUT', headers, json: faq() });
    expect((await put(randomUUID())).status).toBe(404);
    expect((await put('not-a-uuid')).status).toBe(400);
    expect((await create(faq(), {})).status).toBe(401);
    expect((await create(faq(), customer)).status).toBe(403);
    expect((await request(t.url, '/api/portal/faqs', { headers: customer })).status).toBe(403);
  });
});
