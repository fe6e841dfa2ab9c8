// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authContract, type ErrorCode } from '@lotus/core';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { loader } from './verify-email';

const run = (url: string, ...routes: FakeRoute[]) =>
  loader({
    request: new Request(url),
    params: {},
    context: { lang: 'vi', requestId: 't', api: fakeApi(...routes) },
  } as unknown as Parameters<typeof loader>[0]);

/** A token as mailed links carry them (the contract takes 16 to 200 characters). */
const TOKEN = 'f3a9c2e1b7d54c8e9a6b0d2f4e1c7a9b';

describe('verify email', () => {
  it('activates the account of the token', async () => {
    const result = await run(
      `http://x/verify-email?token=${TOKEN}`,
      on(authContract.activate, ok({ email: 'lan@example.vn' })),
    );
    expect(result).toEqual({ ok: true, email: 'lan@example.vn' });
  });

  it.each([
    ['TOKEN_EXPIRED', 'TOKEN_EXPIRED'],
    ['INVALID_TOKEN', 'INVALID_TOKEN'],
    ['VALIDATION_ERROR', 'INVALID_TOKEN'],
  ])('says a %s link needs renewing (%s)', async (code, shown) => {
    const result = await run(
      `http://x/verify-email?token=${TOKEN}`,
      on(authContract.activate, refused(code as ErrorCode, { status: 400 })),
    );
    expect(result).toEqual({ ok: false, code: shown });
  });

  it('treats a link without a token as invalid, without asking the API', async () => {
    expect(await run('http://x/verify-email')).toEqual({ ok: false, code: 'INVALID_TOKEN' });
  });
});
