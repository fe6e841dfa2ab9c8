import { describe, expect, it } from 'vitest';
import { withSessionRenewal } from './session-renewal.ts';
import type { ApiRequest, ApiResponse } from './transport.ts';

const answer = (status: number, code?: string): ApiResponse => ({
  status,
  headers: new Headers(),
  body: code ? { success: false, code } : { success: true, data: 1 },
});

/** A server whose access token is stale until a renewal succeeds. */
function server(renewalWorks = true) {
  let fresh = false;
  const calls: string[] = [];
  const send = async (request: ApiRequest) => {
    calls.push(request.path);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return fresh ? answer(200) : answer(401, 'ACCESS_TOKEN_EXPIRED');
  };
  const renew = async () => {
    calls.push('renew');
    await new Promise((resolve) => setTimeout(resolve, 5));
    fresh = renewalWorks;
    return renewalWorks;
  };
  return { send, renew, calls };
}

describe('withSessionRenewal', () => {
  it('renews once for calls that fail together, then repeats each', async () => {
    const s = server();
    const api = withSessionRenewal(s.send, s.renew);
    const answers = await Promise.all([api({ path: '/api/a' }), api({ path: '/api/b' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(s.calls.filter((c) => c === 'renew')).toHaveLength(1);
  });

  it('hands the 401 back when the renewal is refused', async () => {
    const s = server(false);
    const api = withSessionRenewal(s.send, s.renew);
    expect((await api({ path: '/api/a' })).status).toBe(401);
  });

  it('does not renew without anything to renew with', async () => {
    const s = server();
    const api = withSessionRenewal(s.send, s.renew, () => false);
    expect((await api({ path: '/api/a' })).status).toBe(401);
    expect(s.calls).not.toContain('renew');
  });

  it('leaves other refusals alone', async () => {
    const send = async () => answer(401, 'UNAUTHORIZED');
    let renewed = false;
    const api = withSessionRenewal(send, async () => (renewed = true));
    expect((await api({ path: '/api/a' })).status).toBe(401);
    expect(renewed).toBe(false);
  });
});
