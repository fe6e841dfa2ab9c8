// @vitest-environment node
import { accountContract, authContract, type Role } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused as refusal, type FakeRoute } from '../../test/fake-api';
import { loader as oldAdmin } from '../admin';
import { action, ACCOUNTS_PAGE_SIZE, loader } from './accounts';

/** The signed-in staff member, and an account they look after. */
const ME = '00000000-0000-4000-8000-0000000000e1';
const U1 = '00000000-0000-4000-8000-0000000000a1';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({ id: ME, email: `${role}@lotus.vn`, role, isActive: true, profile: null }),
  );

const run = <T extends (args: never) => unknown>(fn: T, request: Request, ...routes: FakeRoute[]) =>
  fn({
    request,
    params: {},
    context: { lang: 'vi', requestId: 't', api: fakeApi(...routes) },
  } as never);

describe('back office: accounts', () => {
  const list = ok([], { meta: { page: 2, pageSize: ACCOUNTS_PAGE_SIZE, total: 0 } });

  it('lists accounts for an operator, with the search and page of the address', async () => {
    const api = fakeApi(meOf('OPERATOR'), on(accountContract.list, list));
    const result = await loader({
      request: new Request('http://x/portal/accounts?search=lan&page=2'),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as never);
    expect(result.me).toEqual({ id: ME, role: 'OPERATOR' });
    expect(api.calls[1]).toEqual({
      path: '/api/admin/users',
      query: { page: 2, limit: ACCOUNTS_PAGE_SIZE, search: 'lan' },
    });
  });

  it('shows a customer a 403 and sends a visitor to log in', async () => {
    const customer = await Promise.resolve(
      run(loader, new Request('http://x/portal/accounts'), meOf('CUSTOMER')),
    ).catch((e: unknown) => e);
    expect(customer).toMatchObject({ init: { status: 403 } });
    const visitor = (await Promise.resolve(
      run(
        loader,
        new Request('http://x/portal/accounts'),
        on(authContract.me, refusal('UNAUTHORIZED')),
      ),
    ).catch((e: unknown) => e)) as Response;
    expect(visitor.headers.get('location')).toBe('/login?redirect=%2Fportal%2Faccounts');
  });

  it('lets only an admin lock an account', async () => {
    const post = () =>
      new Request('http://x/portal/accounts', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'lock', id: U1, email: 'lan@example.vn' }),
      });
    const refused = await Promise.resolve(run(action, post(), meOf('OPERATOR'))).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ init: { status: 403 } });

    const done = (await run(
      action,
      post(),
      meOf('ADMIN'),
      on(accountContract.lock, ok({ id: U1, isLocked: true })),
    )) as { data: unknown };
    expect(done.data).toEqual({ ok: true, id: U1, isLocked: true, email: 'lan@example.vn' });
  });
});

describe('/admin', () => {
  it('moved to the portal: old links land on its home', () => {
    const response = oldAdmin();
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/portal');
  });
});
