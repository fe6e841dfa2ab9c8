import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import { pageLanguage, toQueryString, type ApiTransport, type Language } from '@lotus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

/** What loaders and actions receive (apps/web declares the same shape as `AppLoadContext`). */
export type WebLoadContext = {
  lang: Language;
  requestId: string;
  api: ApiTransport;
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
        const response = await handleRequest(
          toWebRequest(request, reply, bodyLimit, body),
          loadContext(app, request),
        );
        if (body.overLimit) {
          await response.body?.cancel();
          return tooLarge();
        }
        return reply.send(response);
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

/**
 * The load context: the page's language (the shopper's choice, else Vietnamese), the request id,
 * and the API reached in-process through `app.inject` (Fastify's router, hooks and schemas, no
 * socket), carrying the visitor's cookies and address, and asking for the page's language so the
 * API's content matches the page around it.
 */
function loadContext(app: FastifyInstance, request: FastifyRequest): WebLoadContext {
  const { cookie, 'user-agent': userAgent } = request.headers;
  const lang = pageLanguage(cookie);
  const api: ApiTransport = async ({ method = 'GET', path: apiPath, query, body, headers }) => {
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
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else responseHeaders.set(name, String(value));
    }
    let parsed: unknown = null;
    if (response.body) {
      try {
        parsed = JSON.parse(response.body);
      } catch {
        parsed = null;
      }
    }
    return { status: response.statusCode, headers: responseHeaders, body: parsed };
  };
  return {
    lang,
    requestId: request.id,
    api,
  };
}
