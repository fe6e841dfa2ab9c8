// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createFetchTransport } from './fetch-transport';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expiredAnswer = () =>
  json(401, { success: false, code: 'ACCESS_TOKEN_EXPIRED', message: 'x' });

describe('fetch transport, expired session', () => {
  it('renews an expired access token once for calls made together, then repeats them', async () => {
    let renewed = false;
    const fetch = vi.fn((url: string, _init?: RequestInit) => {
      if (url === '/api/auth/refreshToken') {
        renewed = true;
        return Promise.resolve(json(200, { success: true, data: {} }));
      }
      return Promise.resolve(
        renewed ? json(200, { success: true, data: { url } }) : expiredAnswer(),
      );
    });
    const api = createApiClient(createFetchTransport({ fetch: fetch as typeof globalThis.fetch }));
    const [a, b] = await Promise.all([api.get('/api/a'), api.get('/api/b')]);
    expect(a).toEqual({ url: '/api/a' });
    expect(b).toEqual({ url: '/api/b' });
    const refreshes = fetch.mock.calls.filter(([url]) => url === '/api/auth/refreshToken');
    expect(refreshes).toHaveLength(1);
    expect(fetch.mock.calls.find(([url]) => url === '/api/auth/refreshToken')?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
    });
  });

  it('leaves the 401 to the caller when the session cannot be renewed', async () => {
    const fetch = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/auth/refreshToken'
          ? json(401, { success: false, code: 'SESSION_EXPIRED', message: 'x' })
          : expiredAnswer(),
      ),
    );
    const api = createApiClient(createFetchTransport({ fetch: fetch as typeof globalThis.fetch }));
    await expect(api.get('/api/a')).rejects.toMatchObject({
      status: 401,
      code: 'ACCESS_TOKEN_EXPIRED',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not renew for a visitor or another refusal', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(json(401, { success: false, code: 'UNAUTHORIZED', message: 'x' })),
    );
    const api = createApiClient(createFetchTransport({ fetch }));
    await expect(api.get('/api/a')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
