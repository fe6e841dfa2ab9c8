import {
  addressContract,
  authContract,
  catalogContract,
  endpointRequest,
  type ApiRequest,
} from '@lotus/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessApi } from '../plugins/web/in-process-api.ts';
import { activeCustomer, addressInput, quickCustomers } from '../test/factories.ts';
import { type TestApp, request, startTestApp } from '../test/test-app.ts';
import { contractCaller, type ContractCaller } from './contract-routes.ts';

let t: TestApp;
let contracts: ContractCaller;
beforeAll(async () => {
  t = await startTestApp();
  contracts = contractCaller(t.app);
});
afterAll(() => t.close());

const address = addressInput();

/**
 * One call of a page request's in-process API made both ways: straight to its contract route,
 * and through `app.inject` (the HTTP route with every hook). The direct one must not touch
 * `inject` at all.
 */
async function bothWays(call: ApiRequest, cookie?: string) {
  const page = { headers: cookie ? { cookie } : {}, ip: '127.0.0.1', id: 'page-1' };
  const injected: string[] = [];
  const counting = {
    inject: (options: InjectOptions) => {
      injected.push(typeof options.url === 'string' ? options.url : '');
      return t.app.inject(options);
    },
  } as unknown as FastifyInstance;
  const direct = await createInProcessApi(counting, page, 'vi', new Date(), { contracts }).api(
    call,
  );
  expect(injected).toEqual([]);
  const http = await createInProcessApi(t.app, page, 'vi', new Date()).api(call);
  return { direct, http };
}

/** The parts of an answer a page sees: status, envelope, caching headers, cookie names. */
const seen = ({ status, headers, body }: { status: number; headers: Headers; body: unknown }) => ({
  status,
  body,
  tags: headers.get('x-cache-tags'),
  cacheControl: headers.get('cache-control'),
  cookies: headers.getSetCookie().map((line) => line.replace(/=[^;]*/, '=…')),
});

describe('contract routes called directly', () => {
  it('answer a public list as its HTTP route does, with its cache tags', async () => {
    const { direct, http } = await bothWays(
      endpointRequest(catalogContract.listPublic, { query: { limit: 3, sort: 'new' } }),
    );
    expect(direct.status).toBe(200);
    expect((direct.body as { data: unknown[] }).data).toHaveLength(3);
    expect(seen(direct)).toEqual(seen(http));
  });

  it('refuse an invalid query with the same 400, after admitting the caller', async () => {
    const { direct, http } = await bothWays(
      endpointRequest(catalogContract.listPublic, { query: { limit: 5000, page: -1 } }),
    );
    expect(direct.status).toBe(400);
    expect(direct.body).toMatchObject({ code: 'VALIDATION_ERROR', requestId: 'page-1' });
    expect(seen(direct)).toEqual(seen(http));

    // A private call's bad body is a 401 for a visitor: admission comes first, both ways.
    const unsigned = await bothWays(
      endpointRequest(addressContract.create, { body: { ...address, phone: 'x' } }),
    );
    expect(unsigned.direct.status).toBe(401);
    expect(seen(unsigned.direct)).toEqual(seen(unsigned.http));
  });

  it('refuse a private call without a session (401), and an action the role lacks (403)', async () => {
    const visitor = await bothWays(endpointRequest(addressContract.search, {}));
    expect(visitor.direct.status).toBe(401);
    expect(visitor.direct.body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(seen(visitor.direct)).toEqual(seen(visitor.http));

    const [customer] = await quickCustomers(t.database.db, 1);
    const backOffice = await bothWays({
      ...endpointRequest(catalogContract.listAll, { query: { limit: 2 } }),
      headers: customer!.headers,
    });
    expect(backOffice.direct.status).toBe(403);
    expect(backOffice.direct.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(seen(backOffice.direct)).toEqual(seen(backOffice.http));
  });

  it("show a shopper their own address and never another's", async () => {
    const [owner, other] = await quickCustomers(t.database.db, 2);
    const created = await request(t.url, '/api/user-address', {
      method: 'POST',
      json: address,
      headers: owner!.headers,
    });
    const id = created.body.data.id as string;
    const get = endpointRequest(addressContract.get, { params: { id } });

    const own = await bothWays({ ...get, headers: owner!.headers });
    expect(own.direct.status).toBe(200);
    expect(own.direct.body).toMatchObject({ data: { id } });
    expect(seen(own.direct)).toEqual(seen(own.http));
    expect(seen(own.direct).cacheControl).toBe('no-store');

    const others = await bothWays({ ...get, headers: other!.headers });
    expect(others.direct.status).toBe(404);
    expect(seen(others.direct)).toEqual(seen(others.http));

    const badId = await bothWays({
      ...endpointRequest(addressContract.get, { params: { id: 'not-an-id' } }),
      headers: owner!.headers,
    });
    expect(badId.direct.status).toBe(400);
    expect(seen(badId.direct)).toEqual(seen(badId.http));
  });

  it('sign a shopper in with the same cookies, and refuse a wrong password alike', async () => {
    const form = await activeCustomer(t.url);
    const login = (password: string) =>
      endpointRequest(authContract.login, { body: { username: form.email, password } });
    const signedIn = await bothWays(login(form.password));
    expect(signedIn.direct.status).toBe(200);
    expect(seen(signedIn.direct).cookies).toHaveLength(2);
    expect(seen(signedIn.direct).cookies).toEqual(seen(signedIn.http).cookies);
    expect(seen(signedIn.direct).cacheControl).toBe('no-store');

    const refused = await bothWays(login('not-the-password'));
    expect(refused.direct.status).toBe(401);
    expect(seen(refused.direct)).toEqual(seen(refused.http));
  });
});
