// @vitest-environment node
import { authContract } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on } from '../test/fake-api';
import { action } from './logout';

describe('logout action', () => {
  it("ends the session at the API and passes the API's cookie removal on", async () => {
    const headers = new Headers();
    headers.append('set-cookie', 'lotus_at=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/');
    headers.append('set-cookie', 'lotus_rt=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/');
    const api = fakeApi(
      on(authContract.logout, ok({ loggedOut: true }, { code: 'Logout', headers })),
    );
    const calls = api.requests;
    const result = (await action({
      request: new Request('http://x/logout', { method: 'POST' }),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as unknown as Parameters<typeof action>[0])) as unknown as {
      data: unknown;
      init: { headers: Headers };
    };
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/logout',
        endpoint: { path: '/api/auth/logout', params: {} },
      },
    ]);
    expect(result.data).toEqual({ loggedOut: true });
    expect(new Headers(result.init.headers).getSetCookie()).toHaveLength(2);
  });
});
