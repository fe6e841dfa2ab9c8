import { toQueryString, type ApiTransport } from '@lotus/core';
import { HTTP_TIMEOUT_MS } from '../store/common-slice';

/**
 * The browser's transport: same-origin `fetch` with the session cookies, JSON in and out, and the
 * spec's 30000 ms timeout (a timeout rejects with a `TimeoutError`).
 */
export function createFetchTransport(
  options: { baseUrl?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
): ApiTransport {
  const { baseUrl = '', timeoutMs = HTTP_TIMEOUT_MS } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async ({ method = 'GET', path, query, body, headers }) => {
    const response = await doFetch(`${baseUrl}${path}${toQueryString(query)}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
}
