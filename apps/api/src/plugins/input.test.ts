import { queryRows, schema } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../test/factories.ts';
import { type TestApp, request, startTestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ web: true });
});
afterAll(() => t.close());

/** The refused fields of a 400 answer. */
const fields = (body: { details?: { field: string; reason: string }[] }) =>
  (body.details ?? []).map((d) => `${d.field}:${d.reason}`);

describe('bad input is a 400 with the field named, on every route', () => {
  it('refuses a NUL in a query parameter or a path', async () => {
    const query = await request(t.url, '/api/product/public?name=%00');
    expect(query.status).toBe(400);
    expect(fields(query.body)).toEqual(['querystring.name:InvalidCharacters']);
    expect(query.body.message).toBe('Dữ liệu gửi lên không hợp lệ.');

    const path = await request(t.url, '/api/product/%00/public', {
      headers: { 'accept-language': 'en' },
    });
    expect(path.status).toBe(400);
    expect(fields(path.body)).toEqual(['params.id:InvalidCharacters']);
    expect(path.body.details[0].message).toBe(
      'This value contains a character that is not allowed.',
    );

    for (const url of [
      '/api/product/suggest?q=ao%00',
      '/api/product/x%00y/related',
      '/api/auth/verify-token?token=aaaaaaaaaaaaaaaa%00',
      '/api/auth/reset-password?email=a%00@example.vn',
    ]) {
      const res = await request(t.url, url);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses prices and pages past the database integer range', async () => {
    for (const [query, field] of [
      ['minPrice=3000000000', 'querystring.minPrice'],
      ['maxPrice=2147483648', 'querystring.maxPrice'],
      ['page=99999999999', 'querystring.page'],
      ['limit=1e30', 'querystring.limit'],
    ]) {
      const res = await request(t.url, `/api/product/public?${query}`);
      expect(res.status, query).toBe(400);
      expect(fields(res.body)[0]?.split(':')[0]).toBe(field);
    }
    const largest = await request(t.url, '/api/product/public?maxPrice=2147483647');
    expect(largest.status).toBe(200);
  });

  it('refuses a NUL or a lone surrogate in a JSON body, and creates nothing', async () => {
    const form = newCustomer({ firstName: 'An\u0000' });
    const nul = await request(t.url, '/api/auth/register', { method: 'POST', json: form });
    expect(nul.status).toBe(400);
    expect(fields(nul.body)).toEqual(['body.firstName:InvalidCharacters']);

    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse reads back.
    const lone = newCustomer({ lastName: 'L\ud800' });
    const surrogate = await request(t.url, '/api/auth/register', { method: 'POST', json: lone });
    expect(surrogate.status).toBe(400);
    expect(fields(surrogate.body)).toEqual(['body.lastName:InvalidCharacters']);

    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ${schema.users} WHERE email IN (${form.email}, ${lone.email})`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('answers an unknown path with a NUL as not found', async () => {
    const res = await request(t.url, '/api/%00/nowhere');
    expect(res.status).toBe(404);
  });
});

describe('pages', () => {
  const page = (path: string) =>
    fetch(t.url + path).then(async (res) => ({ status: res.status, html: await res.text() }));

  it('answer a NUL in a path or a parameter with a 400 page naming it', async () => {
    const product = await page('/products/%00');
    expect(product.status).toBe(400);
    const search = await page('/products?name=ao%00thun');
    expect(search.status).toBe(400);
    expect(search.html).toContain('<code class="font-mono">name</code>');
    expect(search.html).toContain('Tham số không hợp lệ trong địa chỉ:');
  });

  it('answer a price past the database range with a 400 page naming it', async () => {
    const res = await page('/products?minPrice=3000000000');
    expect(res.status).toBe(400);
    expect(res.html).toContain('<code class="font-mono">minPrice</code>');
  });
});
