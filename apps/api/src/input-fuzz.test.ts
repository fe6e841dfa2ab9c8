import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { productListQuerySchema } from '@lotus/core';
import fc from 'fast-check';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeCustomer, bearer, login } from './test/factories.ts';
import {
  type FuzzRequest,
  type WebRoute,
  coreEndpoints,
  endpointRequests,
  pageRequests,
} from './test/fuzz-requests.ts';
import { type TestApp, startTestApp } from './test/test-app.ts';
import { ensureWebBuild } from './test/web-build.ts';

/**
 * Malformed requests derived from every endpoint's schemas in core and from the web build's
 * routes: NUL bytes, lone surrogates, numbers past every range, broken percent-encodings, values
 * of the wrong kind, unknown fields. None may be answered with a 5xx, and the server must still
 * answer normally afterwards. Fixed seed, fixed counts: the same requests every run.
 */
const SEED = 14;
const API_REQUESTS = 1500;
const PAGE_REQUESTS = 300;

let t: TestApp;
let customer: { cookie: string; token: string };
let admin: { token: string };
beforeAll(async () => {
  // Its own database on PostgreSQL: an admitted request the fuzzer makes valid writes a row (an
  // FAQ titled 9007199254740993), which must not turn up in another file's lists.
  t = await startTestApp({ web: true, pristine: true });
  const form = await activeCustomer(t.url);
  const session = await login(t.url, form.email, form.password);
  customer = { cookie: session.cookie, token: session.token };
  admin = { token: (await login(t.url, 'admin@lotus.vn', 'Admin@2026')).token };
});
afterAll(() => t.close());

/** Sends `request` as a visitor, the customer (cookie) or the admin (bearer); its answer. */
async function send(request: FuzzRequest, as: number, form = false) {
  const identity =
    request.name.endsWith('.logout') || as === 0
      ? {}
      : as === 1
        ? { cookie: customer.cookie }
        : bearer(admin.token);
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...identity,
      host: 'shop.test',
      origin: 'http://shop.test',
      ...(request.payload === undefined
        ? {}
        : {
            'content-type': form
              ? 'application/x-www-form-urlencoded'
              : 'application/json; charset=utf-8',
          }),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: res.statusCode, body: res.body };
}

/** Runs `count` requests drawn from `requests`; the ones answered 5xx, and the status tally. */
async function fuzz(requests: fc.Arbitrary<FuzzRequest>, count: number, form = false) {
  const samples = fc.sample(fc.tuple(requests, fc.nat(2)), { seed: SEED, numRuns: count });
  const failures: string[] = [];
  const tally = new Map<number, number>();
  for (const [request, as] of samples) {
    const { status, body } = await send(request, as, form);
    tally.set(status, (tally.get(status) ?? 0) + 1);
    if (status >= 500)
      failures.push(`${status} ${request.method} ${request.url}: ${body.slice(0, 200)}`);
  }
  return { failures, tally: Object.fromEntries([...tally].sort(([a], [b]) => a - b)) };
}

async function healthy() {
  expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/product/public?limit=1' })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/products' })).statusCode).toBe(200);
  const me = await t.app.inject({ url: '/api/auth/user/me', headers: bearer(admin.token) });
  expect(me.statusCode).toBe(200);
}

describe('schema-derived fuzzing', () => {
  it(
    `answers ${API_REQUESTS} malformed API requests from every contract without a 5xx`,
    { timeout: 120_000 },
    async () => {
      const endpoints = await coreEndpoints();
      expect(endpoints.length).toBeGreaterThan(20);
      for (const { name, endpoint } of endpoints) {
        const url = endpoint.path.replace(/:\w+/g, (p) => `:${p.slice(1)}`);
        expect(t.app.hasRoute({ method: endpoint.method, url }), `${name} is not served`).toBe(
          true,
        );
      }
      const requests = fc.oneof(
        ...endpoints.map(({ name, endpoint }) => endpointRequests(name, endpoint)),
      );
      const { failures, tally } = await fuzz(requests, API_REQUESTS);
      console.info(`API answers by status: ${JSON.stringify(tally)}`);
      expect(failures).toEqual([]);
      // A caller the endpoint does not admit is refused before its input is read (401, 403); of
      // the rest, most inputs are malformed and refused by the validation.
      const admitted = API_REQUESTS - (tally[401] ?? 0) - (tally[403] ?? 0);
      expect(tally[400]).toBeGreaterThan(admitted / 2);
      await healthy();
    },
  );

  it(
    `answers ${PAGE_REQUESTS} malformed page requests from the web routes without a 5xx`,
    { timeout: 120_000 },
    async () => {
      const webRoot = await ensureWebBuild();
      const serverEntry = path.join(webRoot, 'build/server/index.js');
      const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
      const full = (id: string): string => {
        const route = build.routes[id]!;
        const parent = route.parentId ? full(route.parentId) : '';
        return [parent, route.path ?? ''].filter(Boolean).join('/');
      };
      const routes: WebRoute[] = Object.entries(build.routes)
        .filter(([id]) => id !== 'root')
        .map(([id, route]) => ({ path: full(id), action: Boolean(route?.module.action) }));
      // The URL parameters the loaders read, as the build shows them, and the list's own.
      const code = readFileSync(serverEntry, 'utf8');
      const read = [...code.matchAll(/\.get\("(\w+)"\)/g)].map((m) => m[1]!);
      const queryNames = [...new Set([...read, ...Object.keys(productListQuerySchema.shape)])];
      // The form fields actions read: every field of every body schema in core.
      const endpoints = await coreEndpoints();
      const formNames = [
        ...new Set([
          ...read,
          ...endpoints.flatMap(({ endpoint }) =>
            endpoint.body
              ? Object.keys(
                  (
                    z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as {
                      properties?: object;
                    }
                  ).properties ?? {},
                )
              : [],
          ),
        ]),
      ];
      expect(routes.length).toBeGreaterThan(15);
      const { failures, tally } = await fuzz(
        pageRequests(routes, queryNames, formNames),
        PAGE_REQUESTS,
        true,
      );
      console.info(`Page answers by status: ${JSON.stringify(tally)}`);
      expect(failures).toEqual([]);
      expect(tally[400]).toBeGreaterThan(0);
      await healthy();
    },
  );
});
