import { allEndpoints, operationIdOf } from '@lotus/core';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let document: {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  components: { securitySchemes: Record<string, unknown> };
};
beforeAll(async () => {
  // With the web app, whose catch-all route must stay out of the document.
  t = await startTestApp({ env: { PUBLIC_URL: 'https://shop.lotus.vn' }, web: true });
  document = (await request(t.url, '/api/docs/json')).body;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
  );

describe('the OpenAPI document', () => {
  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('names each operation after its contract, once', () => {
    const ids = operations().map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('checkout_placeOrder');
    expect(ids).toEqual(expect.arrayContaining(allEndpoints().map((e) => operationIdOf(e))));
  });

  it('asks for the bearer token (or the session cookie) exactly where the contract needs a session', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'bearerAuth',
      'referralBearer',
      'referralCompanyName',
      'sessionCookie',
    ]);
    expect(document.components.securitySchemes.referralCompanyName).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'company-name',
    });
    for (const e of allEndpoints()) {
      const operation = document.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
      expect(operation?.security, `${e.method} ${e.path}`).toEqual(
        e.access === 'public'
          ? []
          : e.access === 'referral-company'
            ? [{ referralBearer: [], referralCompanyName: [] }]
            : [{ bearerAuth: [] }, { sessionCookie: [] }],
      );
    }
  });

  it('is served from the shop’s public address and lists only the API', () => {
    expect(document.servers).toEqual([{ url: 'https://shop.lotus.vn' }]);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });
});
