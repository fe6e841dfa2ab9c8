import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import { pageLanguage, type ApiTransport, type Language } from '@lotus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Clock } from '../../lib/clock.ts';
import { contractCaller, type ContractCaller } from '../../lib/contract-routes.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../lib/error-answer.ts';
import { contentSecurityPolicy, createNonce } from './csp.ts';
import { createInProcessApi, type InProcessApi, type SessionState } from './in-process-api.ts';
import { PAGE_BROTLI_OPTIONS, PAGE_ENCODINGS } from './page-compression.ts';
import { createPageCache, memoryPageStore, redisPageStore } from './page-cache.ts';
import { createSharedAnswers, type SharedAnswers } from './shared-answers.ts';
import { isSharedPageRequest, serveShared } from './shared-pages.ts';
import { BODY_METHODS, toWebRequest, withSetCookies } from './request-bridge.ts';

/** What loaders and actions receive (apps/web declares the same shape as `AppLoadContext`). */
export type WebLoadContext = {
  lang: Language;
  requestId: string;
  api: ApiTransport;
  session: SessionState;
  /**
   * The nonce of this page's scripts (its Content-Security-Policy allows only them): this
   * response's own, or, for a page rendered to be kept, `NONCE_PLACEHOLDER`, which every
   * response fills in with its own (page-cache.ts).
   */
  nonce: string;
};

export interface WebOptions {
  mode: 'production' | 'development';
  /** Absolute path of apps/web. */
  webRoot: string;
  /** Largest form body an action accepts, in bytes (the API's own bodyLimit does not apply). */
  bodyLimit?: number;
  /** The one clock (the cookie jar of a page request reads it). */
  clock: Clock;
  /** The shared cache of visitors' pages (default on). */
  pageCache?: boolean;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;
/**
 * A form with files (multipart: a review's photos) may be larger: five photos of 5 MB and the
 * text. The API checks each file again.
 */
const UPLOAD_BODY_LIMIT = 26 * 1024 * 1024;
/** Pages up to this size are compressed in one call (about 1 ms for 150 KB). */
const PAGE_SYNC_COMPRESS_LIMIT = 1024 * 1024;
const isUpload = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
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
  // Answers the same for everyone (the shell's, the catalogue's), kept for every page's render.
  const sharedAnswers = createSharedAnswers(app.cacheVersions, options.clock);
  // The API's contract routes, called by the pages' loaders without a round through HTTP.
  const contracts = contractCaller(app);
  const pageCache =
    options.pageCache === false
      ? null
      : createPageCache({
          versions: app.cacheVersions,
          clock: options.clock,
          store: app.config.redisUrl
            ? await redisPageStore(app.config.redisUrl, options.clock)
            : memoryPageStore(options.clock),
        });

  /** React Router's answer to one request, with the load context of that request. */
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: { overLimit: boolean },
    nonce: string,
  ) => {
    const { context, renewalCookies, tags, until } = loadContext(
      app,
      request,
      options.clock.now(),
      nonce,
      {
        sharedAnswers,
        contracts,
      },
    );
    const response = await handleRequest(
      toWebRequest(request, reply, isUpload(request) ? UPLOAD_BODY_LIMIT : bodyLimit, body),
      context,
    );
    // A page the shop could not show while its database is away (decision 032): browsers,
    // crawlers and balancers are told when to come back.
    if (response.status === 503 && !response.headers.has('retry-after')) {
      response.headers.set('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    }
    // A session renewed (or ended) while the page's loaders ran reaches the browser here.
    return { response: withSetCookies(response, renewalCookies()), tags, until };
  };

  await app.register(async (scope) => {
    // Leave request bodies unread: React Router's actions read them from the Web Request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await scope.register(compress, {
      encodings: [...PAGE_ENCODINGS],
      threshold: 1024,
      globalDecompression: false,
      // In one call for a whole page (sendRendered) rather than through a stream.
      brotliOptions: PAGE_BROTLI_OPTIONS,
      syncThreshold: PAGE_SYNC_COMPRESS_LIMIT,
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
        const limit = isUpload(request) ? UPLOAD_BODY_LIMIT : bodyLimit;
        if (BODY_METHODS.includes(request.method) && declared > limit) return tooLarge();
        const body = { overLimit: false };
        // One nonce per response, whether the page is rendered now or comes from the cache.
        const nonce = (request.cspNonce = createNonce());
        const development = options.mode === 'development';

        if (pageCache && isSharedPageRequest(request)) {
          // A kept page says `public` (page-cache); anything else the cache hands back is private.
          reply.header('content-security-policy', contentSecurityPolicy(nonce, development));
          reply.header('cache-control', 'no-store');
          return serveShared(pageCache, app.cacheVersions, options.clock, request, reply, (n) =>
            render(request, reply, body, n),
          );
        }

        const { response } = await render(request, reply, body, nonce);
        if (body.overLimit) {
          await response.body?.cancel();
          return tooLarge();
        }
        protect(response.headers, nonce, development);
        return sendRendered(reply, response);
      },
    });
  });
}

/**
 * Sends an answer React Router rendered. A page is read whole first, so the compression plugin
 * compresses it in one call (`syncThreshold`) instead of chunk by chunk through streams: no
 * loader defers data, so its body is ready as soon as its shell is. Anything else goes as it is.
 */
async function sendRendered(reply: FastifyReply, response: Response) {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) {
    return reply.send(response);
  }
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * A page's security headers: its Content-Security-Policy with the nonce its scripts were rendered
 * with (HTML only), and `no-store` on anything rendered per request that did not choose its own
 * caching (pages and their data carry the shopper's name, cart and session).
 */
function protect(headers: Headers, nonce: string, development: boolean) {
  if (headers.get('content-type')?.startsWith('text/html')) {
    headers.set('content-security-policy', contentSecurityPolicy(nonce, development));
  }
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
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

/**
 * The load context of one page request: the page's language (the shopper's choice, else
 * Vietnamese), the request id, the API reached in-process, the state of the visitor's session and
 * the nonce of the page's scripts; plus the cookies a silent renewal set, for the response.
 */
function loadContext(
  app: FastifyInstance,
  request: FastifyRequest,
  now: Date,
  nonce: string,
  reach: { sharedAnswers: SharedAnswers; contracts: ContractCaller },
): Omit<InProcessApi, 'api' | 'session'> & { context: WebLoadContext } {
  const lang = pageLanguage(request.headers.cookie);
  const { api, session, ...dependencies } = createInProcessApi(app, request, lang, now, reach);
  return { context: { lang, requestId: request.id, api, session, nonce }, ...dependencies };
}
