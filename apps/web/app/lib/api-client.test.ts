// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from './api-client';
import { createFetchTransport } from './fetch-transport';
import { safeRedirect } from './safe-redirect';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client over fetch', () => {
  it('unwraps data and meta from the envelope, sending the query and cookies same-origin', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        json(200, { success: true, data: [1, 2], meta: { page: 1, pageSize: 2, total: 9 } }),
      ),
    );
    const api = createApiClient(createFetchTransport({ fetch }));
    const page = await api.page<number>('/api/product/public', {
      page: 1,
      name: 'rô bốt',
      categories: '',
    });
    expect(page).toEqual({ items: [1, 2], meta: { page: 1, pageSize: 2, total: 9 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/product/public?page=1&name=r%C3%B4+b%E1%BB%91t');
    expect(init.credentials).toBe('same-origin');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a JSON body', async () => {
    const fetch = vi.fn(() => Promise.resolve(json(200, { success: true, data: { ok: 1 } })));
    const api = createApiClient(createFetchTransport({ fetch }));
    await api.send({ method: 'POST', path: '/api/x', body: { a: 1 } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('throws the catalogued code of a refusal', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        json(401, { success: false, code: 'INVALID_CREDENTIALS', message: 'no', requestId: 'r1' }),
      ),
    );
    const api = createApiClient(createFetchTransport({ fetch }));
    const error = await api.get('/api/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', requestId: 'r1' });
  });

  it('names an unknown failure by its status class', async () => {
    const api = createApiClient(
      createFetchTransport({
        fetch: () => Promise.resolve(new Response('<html>', { status: 502 })),
      }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });

  it('gives up after the 30 s timeout with TIMEOUT, and reports a dead network as NETWORK_ERROR', async () => {
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    const slow = createApiClient(createFetchTransport({ fetch: hanging, timeoutMs: 20 }));
    await expect(slow.get('/api/x')).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });

    const offline = createApiClient(
      createFetchTransport({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) }),
    );
    await expect(offline.get('/api/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeRedirect('/products?x=1#top')).toBe('/products?x=1#top');
    for (const bad of [null, '', 'products', 'https://x.y', '//x.y', '/\\x.y', '/a\nb']) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
