import { SOCIAL_NETWORKS, allEndpoints } from '@lotus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('says the process is alive', async () => {
    const res = await request(t.url, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('is ready when the database answers, and names the driver', async () => {
    const res = await request(t.url, '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('echoes a caller-supplied request id and makes one otherwise', async () => {
    const given = await request(t.url, '/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await request(t.url, '/api/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('client settings', () => {
  it("gives the shop's name, languages, contacts and every social network", async () => {
    const res = await request(t.url, '/api/system/client-setting');
    expect(res.status).toBe(200);
    const setting = res.body.data;
    expect(setting.siteName).toBe('Lotus');
    expect(setting.defaultLanguage).toBe('vi');
    expect(setting.languages).toEqual(['vi', 'en']);
    expect(Object.keys(setting.socialLinks).sort()).toEqual([...SOCIAL_NETWORKS].sort());
    expect(setting.contact.email).toMatch(/@/);
    expect(setting.contact.hotline).not.toBe('');
  });

  it('speaks the language of the cookie, then Accept-Language, else Vietnamese', async () => {
    const vi = await request(t.url, '/api/system/client-setting');
    const en = await request(t.url, '/api/system/client-setting', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    const cookieWins = await request(t.url, '/api/system/client-setting', {
      headers: { 'accept-language': 'en', cookie: 'language=vi' },
    });
    expect(en.body.data.contact.workingHours).not.toBe(vi.body.data.contact.workingHours);
    expect(cookieWins.body.data.contact.workingHours).toBe(vi.body.data.contact.workingHours);
  });
});

describe('errors in the envelope', () => {
  it('answers an unknown API path with 404 ROUTE_NOT_FOUND, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await request(t.url, '/api/no-such-thing', { method });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
      expect(res.body.message).toBe('Đường dẫn API không tồn tại.');
    }
  });

  it('translates the message into the request language', async () => {
    const res = await request(t.url, '/api/no-such-thing', { headers: { cookie: 'language=en' } });
    expect(res.body.message).toBe('This API path does not exist.');
  });

  it('refuses malformed JSON with 400 BAD_REQUEST, not a stack trace', async () => {
    const res = await request(t.url, '/api/product/public', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oops":',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('serves every endpoint core describes, each in the OpenAPI document with its method', async () => {
    const res = await request(t.url, '/api/docs/json');
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const missing = allEndpoints()
      .filter((e) => !paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()])
      .map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
    // And the other way round: no route outside core's list (CONTRACTS in packages/core).
    const described = new Set(
      allEndpoints().map((e) => `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const undescribed = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((route) => !described.has(route)),
    );
    expect(undescribed).toEqual([]);
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await request(t.url, '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/product/public',
        '/api/category',
        '/api/system/client-setting',
      ]),
    );
  });
});
