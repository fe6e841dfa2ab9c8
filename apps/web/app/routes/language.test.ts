// @vitest-environment node
import type { ApiTransport } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { action, loader } from './language';

const context = {
  lang: 'vi' as const,
  requestId: 'test',
  api: (() => Promise.resolve({})) as unknown as ApiTransport,
};

function post(fields: Record<string, string>, url = 'http://localhost:3000/language') {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
}

function run(request: Request): Promise<Response> {
  return action({ request, params: {}, context } as Parameters<typeof action>[0]);
}

describe('language action', () => {
  it('keeps the choice in the language cookie for a year and returns to the same page', async () => {
    const response = await run(post({ lang: 'en', redirectTo: '/products?name=robot' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/products?name=robot');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toBe('language=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('marks the cookie Secure over https', async () => {
    const response = await run(post({ lang: 'vi', redirectTo: '/' }, 'https://lotus.vn/language'));
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it('never sends the shopper to another site', async () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await run(post({ lang: 'en', redirectTo: target }));
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('ignores an unknown language without setting a cookie', async () => {
    const response = await run(post({ lang: 'fr', redirectTo: '/cart' }));
    expect(response.headers.get('location')).toBe('/cart');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('sends a plain GET home', () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});
