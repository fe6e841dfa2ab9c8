// @vitest-environment node
import { authContract, portalContract, type Role } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on } from '../../test/fake-api';
import { loader } from './orders';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: `${role}@lotus.vn`,
      role,
      isActive: true,
      profile: null,
    }),
  );
const list = on(portalContract.orders, ok([], { meta: { page: 1, pageSize: 10, total: 0 } }));
const load = (url: string, role: Role) => {
  const api = fakeApi(meOf(role), list);
  return Promise.resolve(
    loader({
      request: new Request(url),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as never),
  )
    .catch((e: unknown) => e)
    .then((result) => ({ result, api }));
};

describe('portal orders', () => {
  it('searches by order number, phone or email within a status tab', async () => {
    const { result, api } = await load(
      'http://x/portal?tab=NEW&search=%20LT00000042%20',
      'OPERATOR',
    );
    expect(result).toMatchObject({ tab: 'NEW', search: 'LT00000042' });
    expect(api.calls[1]).toEqual({
      path: '/api/portal/orders',
      query: { tab: 'NEW', page: 1, search: 'LT00000042' },
    });
  });

  it('is closed to customers (403)', async () => {
    const { result } = await load('http://x/portal', 'CUSTOMER');
    expect(result).toMatchObject({ init: { status: 403 } });
  });
});
