import type { FastifyInstance } from 'fastify';

/** An HTTP answer as the gateways' code reads it: the status and the parsed JSON body. */
export interface GatewayAnswer {
  status: number;
  body: unknown;
}

/**
 * How we reach a gateway, and how the built-in sandbox gateway reaches the shop (its IPN and
 * webhooks): plain HTTP to a real gateway; in-process requests through the same Fastify routes
 * for the sandbox, which lives in this server (so it works behind any proxy and in tests).
 */
export interface GatewayTransport {
  get(url: string): Promise<GatewayAnswer>;
  post(url: string, body: unknown): Promise<GatewayAnswer>;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** HTTP with the spec's 30 s timeout. */
export function httpTransport(timeoutMs = 30_000): GatewayTransport {
  const send = async (url: string, init: RequestInit): Promise<GatewayAnswer> => {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: parse(await response.text()) };
  };
  return {
    get: (url) => send(url, { method: 'GET' }),
    post: (url, body) =>
      send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}

/** Requests into `app` itself: the path and query of the URL, through every route and hook. */
export function injectTransport(app: () => FastifyInstance): GatewayTransport {
  const pathOf = (url: string) => {
    const parsed = new URL(url, 'http://sandbox.invalid');
    return `${parsed.pathname}${parsed.search}`;
  };
  return {
    async get(url) {
      const response = await app().inject({ method: 'GET', url: pathOf(url) });
      return { status: response.statusCode, body: parse(response.body) };
    },
    async post(url, body) {
      const response = await app().inject({
        method: 'POST',
        url: pathOf(url),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: response.statusCode, body: parse(response.body) };
    },
  };
}
