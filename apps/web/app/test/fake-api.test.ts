// @vitest-environment node
import { authContract, catalogContract, type ApiTransport } from '@lotus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { loader as productsLoader } from '../routes/products';
import { fakeApi, ok, on, refused, takeContractViolations } from './fake-api';
import { productFixture } from './fixtures';

/** The products page's loader over `api`, swallowing what it throws. */
const loadProducts = (api: ApiTransport, search = '') =>
  productsLoader({
    request: new Request(`http://x/products${search}`),
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  } as unknown as Parameters<typeof productsLoader>[0]).catch(() => null);

describe('the fake API holds tests to the contracts', () => {
  // These tests break the contracts on purpose; their violations are read here, not failed on.
  afterEach(() => {
    takeContractViolations();
  });

  it('answers a contract endpoint with what the test gives, and records the call', async () => {
    const api = fakeApi(on(authContract.activate, ok({ email: 'lan@example.vn' })));
    const client = createApiClient(api);
    const answer = await client.call(authContract.activate, {
      query: { token: 'f3a9c2e1b7d54c8e9a6b0d2f4e1c7a9b' },
    });
    expect(answer).toEqual({ email: 'lan@example.vn' });
    expect(api.calls).toEqual([
      { path: '/api/auth/active-user', query: { token: 'f3a9c2e1b7d54c8e9a6b0d2f4e1c7a9b' } },
    ]);
    expect(takeContractViolations()).toEqual([]);
  });

  it('fails a fake answer that does not match the response schema', async () => {
    const drifted = { ...productFixture(), price: '1.234.000 ₫' };
    const api = fakeApi(
      on(catalogContract.listPublic, ok([drifted], { meta: { page: 1, pageSize: 24, total: 1 } })),
    );
    await loadProducts(api);
    expect(takeContractViolations()).toEqual([
      expect.stringMatching(
        /GET \/api\/product\/public: answer item 0 breaks the contract \(price:/,
      ),
    ]);
  });

  it('fails a paged answer without its meta', async () => {
    await loadProducts(fakeApi(on(catalogContract.listPublic, ok([]))));
    expect(takeContractViolations()).toEqual([expect.stringMatching(/needs meta/)]);
  });

  it('fails a refusal with a code the catalogue does not have', async () => {
    const api = fakeApi(
      on(catalogContract.listPublic, refused('NO_SUCH_CODE' as 'NOT_FOUND', { status: 400 })),
    );
    await loadProducts(api);
    expect(takeContractViolations()).toEqual([expect.stringMatching(/not a catalogued code/)]);
  });

  it('fails a request no contract describes, or one whose input breaks its schemas', async () => {
    const api = fakeApi();
    await api({ method: 'GET', path: '/api/product/public/extra' }).catch(() => null);
    await api({ method: 'DELETE', path: '/api/category' }).catch(() => null);
    await api({ method: 'GET', path: '/api/product/public', query: { colour: 'magenta' } }).catch(
      () => null,
    );
    await api({ method: 'POST', path: '/api/auth/login', body: { username: 'lan' } }).catch(
      () => null,
    );
    expect(takeContractViolations()).toEqual([
      'GET /api/product/public/extra: no contract in core describes it',
      'DELETE /api/category: no contract in core describes it',
      expect.stringMatching(/GET \/api\/product\/public: the request's query breaks .*colour/),
      expect.stringMatching(/POST \/api\/auth\/login: the request's body breaks .*password/),
    ]);
  });

  it('answers 404 ROUTE_NOT_FOUND for a contract endpoint the test gave no answer', async () => {
    const response = await fakeApi()({ method: 'GET', path: '/api/category' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    expect(takeContractViolations()).toEqual([]);
  });
});
