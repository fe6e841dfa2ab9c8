// @vitest-environment node
import {
  authContract,
  catalogContract,
  type ApiRequest,
  type ApiResponse,
  type ApiTransport,
} from '@lotus/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from './api-client';

const answer = (status: number, body: unknown): ApiResponse => ({
  status,
  headers: new Headers({ 'content-type': 'application/json' }),
  body,
});

/** A transport answering `response` and recording the requests it was given. */
function transport(response: () => Promise<ApiResponse>) {
  return vi.fn<(request: ApiRequest) => Promise<ApiResponse>>(response);
}

describe('api client', () => {
  it('unwraps data and meta from the envelope, sending the query as the contract names it', async () => {
    const send = transport(() =>
      Promise.resolve(
        answer(200, { success: true, data: [1, 2], meta: { page: 1, pageSize: 2, total: 9 } }),
      ),
    );
    const api = createApiClient(send);
    const page = await api.call(catalogContract.listPublic, {
      query: { page: 1, name: 'rô bốt', categories: '', inStock: true },
    });
    expect(page).toEqual({ items: [1, 2], meta: { page: 1, pageSize: 2, total: 9 } });
    expect(send.mock.calls[0]![0]).toEqual({
      method: 'GET',
      path: '/api/product/public',
      query: { page: 1, name: 'rô bốt', inStock: 'true' },
      // The same for everyone: the server render may keep it (decision 019).
      shared: true,
      endpoint: { path: '/api/product/public', params: {} },
    });
  });

  it('fills in the path parameters and sends a body, naming the endpoint called', async () => {
    const send = transport(() => Promise.resolve(answer(200, { success: true, data: { ok: 1 } })));
    const api = createApiClient(send);
    await api.call(catalogContract.product, { params: { id: 'áo thun' } });
    await api.call(authContract.resendVerification, { body: { email: 'lan@example.vn' } });
    expect(send.mock.calls.map(([request]) => request)).toEqual([
      {
        method: 'GET',
        path: '/api/product/%C3%A1o%20thun/public',
        shared: true,
        endpoint: { path: '/api/product/:id/public', params: { id: 'áo thun' } },
      },
      {
        method: 'POST',
        path: '/api/auth/resend-verification',
        body: { email: 'lan@example.vn' },
        endpoint: { path: '/api/auth/resend-verification', params: {} },
      },
    ]);
  });

  it('keeps the headers of the answer for an action to pass on', async () => {
    const headers = new Headers();
    headers.append('set-cookie', 'lotus_at=x; Path=/');
    const api = createApiClient(() =>
      Promise.resolve({ status: 200, headers, body: { success: true, data: { loggedOut: true } } }),
    );
    const sent = await api.send(authContract.logout);
    expect(sent.data).toEqual({ loggedOut: true });
    expect(sent.headers.getSetCookie()).toEqual(['lotus_at=x; Path=/']);
  });

  it('throws the catalogued code of a refusal', async () => {
    const api = createApiClient(() =>
      Promise.resolve(
        answer(401, {
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'no',
          requestId: 'r1',
        }),
      ),
    );
    const error = await api.call(authContract.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', requestId: 'r1' });
  });

  it('names an unknown failure by its status class', async () => {
    const api = createApiClient(() => Promise.resolve(answer(502, null)));
    await expect(api.call(authContract.me)).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
    });
  });

  it('reports a transport that timed out as TIMEOUT, and any other failure as NETWORK_ERROR', async () => {
    const timedOut: ApiTransport = () =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(createApiClient(timedOut).call(authContract.me)).rejects.toMatchObject({
      code: 'TIMEOUT',
      status: 0,
    });
    const offline: ApiTransport = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(createApiClient(offline).call(authContract.me)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });
});
