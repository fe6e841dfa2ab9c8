// @vitest-environment node
import { authContract, portalReferralCompanyContract, type Role } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on } from '../../test/fake-api';
import { loader } from './referral-ledger';

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
const ledger = on(
  portalReferralCompanyContract.ledger,
  ok([], { meta: { page: 2, pageSize: 30, total: 31 } }),
);
const load = (url: string, role: Role) => {
  const api = fakeApi(meOf(role), ledger);
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

describe('portal referral ledger', () => {
  it('asks for the page with the filters it knows and drops the ones it does not', async () => {
    const { result, api } = await load(
      'http://x/portal/referral-ledger?page=2&kind=reversal&status=gift&email=%20@gmail.com%20',
      'OPERATOR',
    );
    expect(result).toMatchObject({
      filter: { kind: 'reversal', status: '', email: '@gmail.com' },
      meta: { total: 31 },
    });
    expect(api.calls[1]).toEqual({
      path: '/api/portal/referral/ledger',
      query: { page: 2, limit: 30, kind: 'reversal', email: '@gmail.com' },
    });
  });

  it('is closed to customers (403)', async () => {
    const { result } = await load('http://x/portal/referral-ledger', 'CUSTOMER');
    expect(result).toMatchObject({ init: { status: 403 } });
  });
});
