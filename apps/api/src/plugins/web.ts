import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import {
  pageLanguage,
  toQueryString,
  type ApiRequest,
  type ApiTransport,
  type Language,
} from '@lotus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../lib/session-cookies.ts';

/** What loaders and actions receive (apps/web declares the same shape as `AppLoadContext`). */
export type WebLoadContext = {
  lang: Language;
  requestId: string;
  api: ApiTransport;
  session: SessionState;
};

export interface WebOptions {
  mode: 'production' | 'development';
  /** Absolute path of apps/web. */
  webRoot: string;
  /** Largest form body an action accepts, in bytes (the API's own bodyLimit does not apply). */
  bodyLimit?: number;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor() {
    super('Payload Too Large');
  }
}

/**
 * Serves the React Router app from this Fastify process (DESIGN.md, Web; ssr-spike.md): built
 * assets and public files as static files, and every other path (not `/api`) through React
 * Router's request handler, Web `Request` in and `Response` out. In development Vite runs inside
 * the same server as middleware, with hot reload over the same port.
 * Register after the API, whose `/api/*` catch-all keeps unknown API paths out of the web app.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let useVite: ((scope: FastifyInstance) => Promise<void>) | undefined;

  if (options.mode === 'production') {
    build = await registerProductionFiles(app, options.webRoot);
  } else {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: options.webRoot,
      configFile: path.join(options.webRoot, 'vite.config.ts'),
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    app.addHook('onClose', async () => vite.close());
    // Re-read on every request, so route and component changes apply without a restart.
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    useVite = async (scope) => {
      await scope.register(middie);
      scope.use((req: IncomingMessage, res, next: (error?: unknown) => void) => {
        vite.middlewares(req, res, (error?: unknown) => {
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          next(error);
        });
      });
    };
  }

  const handleRequest = createRequestHandler(build, options.mode);

  await app.register(async (scope) => {
    // Leave request bodies unread: React Router's actions read them from the Web Request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await scope.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
      // Fast brotli for pages rendered per request (assets are precompressed at full quality).
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    if (useVite) await useVite(scope);

    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      // React Router answers HEAD itself; Fastify's automatic HEAD route cannot send a Response.
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const tooLarge = () =>
          reply.code(413).type('text/plain; charset=utf-8').send('Payload Too Large');
        const declared = Number(request.headers['content-length'] ?? 0);
        if (BODY_METHODS.includes(request.method) && declared > bodyLimit) return tooLarge();
        const body = { overLimit: false };
        const { context, renewalCookies } = loadContext(app, request);
        const response = await handleRequest(
          toWebRequest(request, reply, bodyLimit, body),
          context,
        );
        if (body.overLimit) {
          await response.body?.cancel();
          return tooLarge();
        }
        // A session renewed (or ended) while the page's loaders ran reaches the browser here.
        return reply.send(withSetCookies(response, renewalCookies()));
      },
    });
  });
}

/** Static files of the production build, and the server build itself. */
async function registerProductionFiles(
  app: FastifyInstance,
  webRoot: string,
): Promise<ServerBuild> {
  const buildDir = path.join(webRoot, 'build');
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const clientDir = path.join(buildDir, 'client');
  if (!existsSync(serverEntry) || !existsSync(clientDir)) {
    throw new Error(
      `The web app is not built (no ${serverEntry}): run \`npm run build:web\` first.`,
    );
  }

  // Fingerprinted bundles: cached for a year, sent precompressed (.br/.gz written at build time).
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
    decorateReply: false,
    index: false,
  });
  // Product and category pictures: stable names, so a day's cache and a revalidation.
  const imagesDir = path.join(clientDir, 'images');
  if (existsSync(imagesDir)) {
    await app.register(fastifyStatic, {
      root: imagesDir,
      prefix: '/images/',
      maxAge: '1d',
      decorateReply: false,
      index: false,
    });
  }
  // favicon, robots.txt and the like: one route per file found now; everything else is SSR.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', 'images/**', '**/*.br', '**/*.gz'],
    maxAge: '1h',
    preCompressed: true,
    decorateReply: false,
    index: false,
  });

  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

/** The request as React Router wants it: absolute URL, headers, body stream, abort signal. */
function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLimit: number,
  body: { overLimit: boolean },
): Request {
  const url = `${request.protocol}://${request.host}${request.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }

  // Aborts the render when the client goes away before the answer is complete.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (BODY_METHODS.includes(request.method)) {
    // A body without Content-Length (chunked) is counted as it streams and cut at the limit.
    let received = 0;
    const limited = request.raw.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received <= bodyLimit) return callback(null, chunk);
          body.overLimit = true;
          callback(new PayloadTooLargeError());
        },
      }),
    );
    init.body = Readable.toWeb(limited) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

const SESSION_COOKIE_NAMES = [ACCESS_COOKIE, REFRESH_COOKIE];

/** `a=1; b=2` as a map (the first value of a name wins, as browsers send the most specific first). */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !jar.has(name)) jar.set(name, part.slice(index + 1).trim());
  }
  return jar;
}

/** Applies `Set-Cookie` lines to a cookie map: a value is set, an expired or empty one removed. */
export function applySetCookies(jar: Map<string, string>, setCookies: readonly string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=');
      const lower = key.trim().toLowerCase();
      if (lower === 'max-age') return Number(raw.trim()) <= 0;
      if (lower === 'expires') return Date.parse(raw.trim()) <= Date.now();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

const serializeCookies = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** What the in-process API of one page request knows about the visitor's session. */
export interface SessionState {
  /** True once a renewal of an expired session was refused (the visitor must log in again). */
  readonly expired: boolean;
}

export interface InProcessApi {
  api: ApiTransport;
  session: SessionState;
  /**
   * The `Set-Cookie` lines of a silent renewal (new session cookies, or their removal when the
   * renewal was refused), which the page's response must carry to the browser.
   */
  renewalCookies: () => string[];
}

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isAccessTokenExpired = (status: number, body: unknown) =>
  status === 401 &&
  typeof body === 'object' &&
  body !== null &&
  (body as { code?: unknown }).code === 'ACCESS_TOKEN_EXPIRED';

/**
 * The API reached in-process through `app.inject` (Fastify's router, hooks and schemas, no
 * socket) for one page request, carrying the visitor's cookies and address and asking for the
 * page's language so the API's content matches the page around it.
 *
 * It keeps the request's cookies as a small jar: cookies the API sets (a login, a logout) apply
 * to the calls that follow in the same request. When a call answers 401 `ACCESS_TOKEN_EXPIRED`
 * and the visitor has a refresh cookie, the session is renewed once for the whole request (every
 * loader waiting on the same renewal) and the call is repeated with the new cookies; the renewal's
 * `Set-Cookie` lines are handed back for the page's response. A refused renewal marks the session
 * expired (the page sends the shopper to log in) and the calls go on as a visitor's.
 */
export function createInProcessApi(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'headers' | 'ip' | 'id'>,
  lang: Language,
): InProcessApi {
  const userAgent = request.headers['user-agent'];
  const jar = parseCookieHeader(request.headers.cookie);
  const renewal: string[] = [];
  let expired = false;
  let renewing: Promise<boolean> | undefined;

  const call = async ({ method = 'GET', path: apiPath, query, body, headers }: ApiRequest) => {
    const cookie = serializeCookies(jar);
    const response = await app.inject({
      method,
      url: `${apiPath}${toQueryString(query)}`,
      headers: {
        ...(cookie ? { cookie } : {}),
        'accept-language': lang,
        ...(userAgent ? { 'user-agent': userAgent } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': request.ip,
        'x-request-id': request.id,
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const responseHeaders = headersOf(response.headers);
    const setCookies = responseHeaders.getSetCookie();
    applySetCookies(jar, setCookies);
    return {
      status: response.statusCode,
      headers: responseHeaders,
      body: parseJson(response.body),
      setCookies,
    };
  };

  const renew = async (): Promise<boolean> => {
    const response = await call({ method: 'POST', path: '/api/auth/refreshToken' });
    renewal.push(...response.setCookies);
    if (response.status === 200) return true;
    expired = true;
    for (const name of SESSION_COOKIE_NAMES) jar.delete(name);
    return false;
  };

  const api: ApiTransport = async (apiRequest) => {
    const first = await call(apiRequest);
    const retry =
      isAccessTokenExpired(first.status, first.body) &&
      apiRequest.path !== '/api/auth/refreshToken' &&
      (renewing !== undefined || jar.has(REFRESH_COOKIE));
    if (!retry) return { status: first.status, headers: first.headers, body: first.body };
    renewing ??= renew();
    if (!(await renewing))
      return { status: first.status, headers: first.headers, body: first.body };
    const second = await call(apiRequest);
    return { status: second.status, headers: second.headers, body: second.body };
  };

  return {
    api,
    session: {
      get expired() {
        return expired;
      },
    },
    renewalCookies: () => [...renewal],
  };
}

/** `response` with the `Set-Cookie` lines added (a copy when its headers are read-only). */
export function withSetCookies(response: Response, setCookies: readonly string[]): Response {
  if (setCookies.length === 0) return response;
  try {
    for (const line of setCookies) response.headers.append('set-cookie', line);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const line of setCookies) headers.append('set-cookie', line);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}

/**
 * The load context of one page request: the page's language (the shopper's choice, else
 * Vietnamese), the request id, the API reached in-process, and the state of the visitor's
 * session; plus the cookies a silent renewal set, for the response.
 */
function loadContext(
  app: FastifyInstance,
  request: FastifyRequest,
): { context: WebLoadContext; renewalCookies: () => string[] } {
  const lang = pageLanguage(request.headers.cookie);
  const { api, session, renewalCookies } = createInProcessApi(app, request, lang);
  return { context: { lang, requestId: request.id, api, session }, renewalCookies };
}
