import type { ApiResponse, ApiTransport } from './transport.ts';

/** Where a session is renewed: a refresh token (cookie or body) for a new pair. */
export const REFRESH_PATH = '/api/auth/refreshToken';

/** The API's answer to a request whose access token has expired (the session may be renewed). */
export function isAccessTokenExpired(response: Pick<ApiResponse, 'status' | 'body'>): boolean {
  const body = response.body as { code?: unknown } | null;
  return response.status === 401 && body?.code === 'ACCESS_TOKEN_EXPIRED';
}

/**
 * Silent session renewal, the one way both transports do it (the server render's in-process API
 * and the browser's fetch): an answer of 401 `ACCESS_TOKEN_EXPIRED` renews the session once, every
 * call that fails meanwhile waiting on that same renewal, and the call is made again; a refused
 * renewal leaves the 401 for the caller. `canRenew` says whether there is anything to renew with.
 */
export function withSessionRenewal(
  send: ApiTransport,
  renew: () => Promise<boolean>,
  canRenew: () => boolean = () => true,
): ApiTransport {
  let renewing: Promise<boolean> | null = null;
  const renewOnce = () =>
    (renewing ??= renew()
      .catch(() => false)
      .finally(() => {
        renewing = null;
      }));
  return async (request) => {
    const answer = await send(request);
    if (request.path === REFRESH_PATH || !isAccessTokenExpired(answer)) return answer;
    if (!renewing && !canRenew()) return answer;
    return (await renewOnce()) ? send(request) : answer;
  };
}

/** The JSON of an answer's body, or null when it is empty or not JSON. */
export function parseJsonBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
