// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/render';
import { loader } from './verify-email';

const run = (url: string, routes: Record<string, unknown>) =>
  loader({
    request: new Request(url),
    params: {},
    context: { lang: 'vi', requestId: 't', api: fakeApi(routes) },
  } as unknown as Parameters<typeof loader>[0]);

describe('verify email', () => {
  it('activates the account of the token', async () => {
    const result = await run('http://x/verify-email?token=abc', {
      '/api/auth/active-user': { success: true, data: { email: 'lan@example.vn' } },
    });
    expect(result).toEqual({ ok: true, email: 'lan@example.vn' });
  });

  it.each([
    ['TOKEN_EXPIRED', 'TOKEN_EXPIRED'],
    ['INVALID_TOKEN', 'INVALID_TOKEN'],
    ['VALIDATION_ERROR', 'INVALID_TOKEN'],
  ])('says a %s link needs renewing (%s)', async (code, shown) => {
    const result = await run('http://x/verify-email?token=abc', {
      '/api/auth/active-user': { success: false, status: 400, code, message: 'x' },
    });
    expect(result).toEqual({ ok: false, code: shown });
  });

  it('treats a link without a token as invalid, without asking the API', async () => {
    expect(await run('http://x/verify-email', {})).toEqual({ ok: false, code: 'INVALID_TOKEN' });
  });
});
