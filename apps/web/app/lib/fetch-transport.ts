import { toQueryString, type ApiRequest, type ApiTransport } from '@lotus/core';
import { HTTP_TIMEOUT_MS } from '../store/common-slice';

const REFRESH_PATH = '/api/auth/refreshToken';

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The browser's transport: same-origin `fetch` with the session cookies, JSON in and out, and the
 * spec's 30000 ms timeout (a timeout rejects with a `TimeoutError`). An answer of 401
 * `ACCESS_TOKEN_EXPIRED` renews the session once (every call waiting on the same renewal) and the
 * call is made again; a refused renewal leaves the 401 for the caller.
 */
export function createFetchTransport(
  options: { baseUrl?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
): ApiTransport {
  const { baseUrl = '', timeoutMs = HTTP_TIMEOUT_MS } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let renewing: Promise<boolean> | null = null;

  const send = async ({ method = 'GET', path, query, body, headers }: ApiRequest) => {
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
    return {
      status: response.status,
      headers: response.headers,
      body: parseJson(await response.text()),
    };
  };

  const renew = () => {
    renewing ??= send({ method: 'POST', path: REFRESH_PATH })
      .then((answer) => answer.status === 200)
      .catch(() => false)
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };

  return async (request) => {
    const answer = await send(request);
    const expired =
      answer.status === 401 &&
      request.path !== REFRESH_PATH &&
      (answer.body as { code?: unknown } | null)?.code === 'ACCESS_TOKEN_EXPIRED';
    if (!expired || !(await renew())) return answer;
    return send(request);
  };
}
