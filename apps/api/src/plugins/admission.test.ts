import { type Endpoint, allEndpoints, can } from '@lotus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCaller } from '../lib/contract-routes.ts';
import { quickCustomers } from '../test/factories.ts';
import { type TestApp, request, startTestApp } from '../test/test-app.ts';

let t: TestApp;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  customer = (await quickCustomers(t.database.db, 1))[0]!.headers;
});
afterAll(() => t.close());

/** The endpoint's path with every parameter a value no schema accepts. */
const pathOf = (endpoint: Endpoint) => endpoint.path.replace(/:[A-Za-z]+/g, 'not~a~valid~id');

/** What the contract's `access` must answer a caller before reading a byte of its input. */
function refusal(endpoint: Endpoint, who: 'visitor' | 'customer'): 401 | 403 | null {
  const { access } = endpoint;
  if (access === 'public') return null;
  // A referral-company call needs the company's own token, which neither of them has.
  if (who === 'visitor' || access === 'referral-company') return 401;
  if (access === 'user') return null;
  return can({ role: 'CUSTOMER' }, access) ? null : 403;
}

const cases = allEndpoints().flatMap((endpoint) =>
  (['visitor', 'customer'] as const)
    .map((who) => ({ endpoint, who, status: refusal(endpoint, who) }))
    .filter((c) => c.status !== null),
);

describe('admission before validation', () => {
  it.each(cases.map((c) => [`${c.endpoint.method} ${c.endpoint.path} as a ${c.who}`, c] as const))(
    '%s: refused before its input is read',
    async (_name, { endpoint, who, status }) => {
      const headers = who === 'customer' ? customer : {};
      const path = pathOf(endpoint);
      const body = endpoint.method === 'GET' ? {} : { json: { not: ['what', 'it', 'wants'] } };
      const res = await request(t.url, `${path}?page=-1&limit=x`, {
        method: endpoint.method,
        headers,
        ...body,
      });
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(
        status === 403
          ? 'FORBIDDEN'
          : endpoint.access === 'referral-company'
            ? 'REFERRAL_AUTH_MISSING'
            : 'UNAUTHORIZED',
      );
      expect(res.body.details).toBeUndefined();
      // The server render's direct call of the route answers the same.
      const direct = await contractCaller(t.app).call({
        method: endpoint.method,
        path: endpoint.path,
        params: Object.fromEntries(
          [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, 'x']),
        ),
        query: { page: '-1' },
        body: endpoint.method === 'GET' ? undefined : { not: 1 },
        headers: who === 'customer' ? { authorization: customer.authorization! } : {},
        ip: '127.0.0.1',
        id: 'admission',
      });
      expect(direct?.status).toBe(status);
    },
  );
});
