// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/render';
import { action, ADMIN_PAGE_SIZE, loader } from './admin';

const meOf = (role: string) => ({
  success: true,
  data: { id: 'me', email: `${role}@lotus.vn`, role, isActive: true, profile: null },
});

const run = <T extends (args: never) => unknown>(fn: T, request: Request, routes: object) =>
  fn({
    request,
    params: {},
    context: { lang: 'vi', requestId: 't', api: fakeApi(routes as Record<string, unknown>) },
  } as never);

describe('back office', () => {
  const list = { success: true, data: [], meta: { page: 2, pageSize: ADMIN_PAGE_SIZE, total: 0 } };

  it('lists accounts for an operator, with the search and page of the address', async () => {
    const routes = { '/api/auth/user/me': meOf('OPERATOR'), '/api/admin/users': list };
    const api = fakeApi(routes);
    const result = await loader({
      request: new Request('http://x/admin?search=lan&page=2'),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as never);
    expect(result.me).toEqual({ id: 'me', role: 'OPERATOR', name: 'OPERATOR' });
    expect(api.calls[1]).toEqual({
      path: '/api/admin/users',
      query: { page: 2, limit: ADMIN_PAGE_SIZE, search: 'lan' },
    });
  });

  it('shows a customer a 403 and sends a visitor to log in', async () => {
    const customer = await Promise.resolve(
      run(loader, new Request('http://x/admin'), { '/api/auth/user/me': meOf('CUSTOMER') }),
    ).catch((e: unknown) => e);
    expect(customer).toMatchObject({ init: { status: 403 } });
    const visitor = (await Promise.resolve(
      run(loader, new Request('http://x/admin'), {
        '/api/auth/user/me': { success: false, status: 401, code: 'UNAUTHORIZED', message: 'x' },
      }),
    ).catch((e: unknown) => e)) as Response;
    expect(visitor.headers.get('location')).toBe('/login?redirect=%2Fadmin');
  });

  it('lets only an admin lock an account', async () => {
    const post = () =>
      new Request('http://x/admin', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'lock', id: 'u1', email: 'lan@example.vn' }),
      });
    const refused = await Promise.resolve(
      run(action, post(), { '/api/auth/user/me': meOf('OPERATOR') }),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 403 } });

    const done = (await run(action, post(), {
      '/api/auth/user/me': meOf('ADMIN'),
      '/api/admin/users/u1/lock': { success: true, data: { id: 'u1', isLocked: true } },
    })) as { data: unknown };
    expect(done.data).toEqual({ ok: true, id: 'u1', isLocked: true, email: 'lan@example.vn' });
  });
});
