// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authContract } from '@lotus/core';
import { fakeApi, ok, on, refused, type FakeReply } from '../../test/fake-api';
import { loginPath, requireUser } from './require-user';

const me = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: null,
};

/** A load context whose API answers "who am I" with `me`. */
function context(me: FakeReply, expired = false) {
  return {
    lang: 'vi' as const,
    requestId: 't',
    api: fakeApi(on(authContract.me, me)),
    session: { expired, anonymous: false },
  };
}

const visitor = refused('UNAUTHORIZED');

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('requireUser', () => {
  it('gives the signed-in user', async () => {
    const user = await requireUser(new Request('http://x/profile'), context(ok(me)));
    expect(user.email).toBe('lan@example.vn');
  });

  it('sends a visitor to log in, to come back to the same page', async () => {
    const response = await thrown(
      requireUser(new Request('http://x/profile/contact?x=1'), context(visitor)),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('location')).toBe(
      '/login?redirect=%2Fprofile%2Fcontact%3Fx%3D1',
    );
  });

  it('says so when the session expired and could not be renewed', async () => {
    const response = (await thrown(
      requireUser(new Request('http://x/profile'), context(visitor, true)),
    )) as Response;
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fprofile&expired=1');
  });

  it('refuses a role that may not see the page with a 403', async () => {
    const error = await thrown(
      requireUser(new Request('http://x/admin'), context(ok(me)), { action: 'backoffice.enter' }),
    );
    expect(error).toMatchObject({ data: { code: 'FORBIDDEN' }, init: { status: 403 } });
  });

  it('builds login addresses without a pointless or looping redirect', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fx')).toBe('/login');
    expect(loginPath('/checkout', { expired: true })).toBe('/login?redirect=%2Fcheckout&expired=1');
  });
});
