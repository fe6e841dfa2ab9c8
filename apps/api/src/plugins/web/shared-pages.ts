import { pageLanguage } from '@lotus/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../lib/session-cookies.ts';
import { parseCookieHeader } from './cookie-jar.ts';
import { createNonce } from './csp.ts';
import type { InProcessApi } from './in-process-api.ts';
import { gzipWithNonce, type PreparedPage, preparePage } from './nonce-gzip.ts';
import { withPageStyles } from './page-styles.ts';
import type { CacheVersions } from '../../lib/cache-versions.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type CachedPage,
  fillNonce,
  NONCE_PLACEHOLDER,
  type PageCache,
  type Rendered,
} from './page-cache.ts';

/**
 * Which page requests the shared cache answers, and how a kept page goes out (decision 015).
 */

/**
 * How long a CDN (or any shared cache) may keep a visitor's page: one second fresh, so a change
 * shows within a second there too, and served stale for a minute while it asks again.
 */
const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59';

/** Headers of a rendered page that a kept copy repeats. */
const KEPT_HEADERS = [
  'content-type',
  'content-language',
  'vary',
  'x-robots-tag',
  'link',
  'cache-control',
];

/** Types of answers worth keeping: pages, React Router's data, and text resources (sitemap). */
const KEPT_TYPES = /^(text\/html|text\/x-script|application\/json|application\/xml|text\/plain)/;

/**
 * A GET from a visitor without a session: no session cookie, no bearer token. Only such a request
 * is answered from, or kept in, the shared cache, so nothing personal ever enters it.
 */
export function isSharedPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers.authorization) return false;
  const cookies = parseCookieHeader(request.headers.cookie);
  return !cookies.has(ACCESS_COOKIE) && !cookies.has(REFRESH_COOKIE);
}

/** A kept page's key: the page's language (the only cookie a visitor's page depends on) and URL. */
function pageKey(request: FastifyRequest): string {
  return `${pageLanguage(request.headers.cookie)} ${request.url}`;
}

/** The CSP nonce of this response, as the web plugin chose it (a fresh one if none was). */
export function cspNonce(request: FastifyRequest): string {
  return (request.cspNonce ??= createNonce());
}

/**
 * A rendered answer as a page to keep: a 200 of a kept type that sets no cookie and does not
 * forbid storing; anything else is handed back to be sent as it is. A kept HTML page keeps only
 * the styles its markup uses (page-styles.ts).
 */
async function keepable(
  response: Response,
  { tags, until }: Pick<CachedPage, 'tags' | 'until'>,
  seen: number,
  now: number,
): Promise<Rendered> {
  const type = response.headers.get('content-type') ?? '';
  const keep =
    response.status === 200 &&
    KEPT_TYPES.test(type) &&
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '');
  if (!keep) return { response };
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.push([name, value]);
  }
  const text = await response.text();
  const body = type.startsWith('text/html') ? withPageStyles(text) : text;
  return { page: { status: 200, headers, body, tags, until, seen, renderedAt: now } };
}

/** Kept pages compressed once (a page object from the store is the same until replaced). */
const compressed = new WeakMap<CachedPage, PreparedPage>();

/**
 * Sends a kept page with this response's nonce and the shared cache's Cache-Control: gzip
 * compressed once (nonce-gzip.ts) when the browser takes gzip, as text otherwise.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  nonce: string,
) {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  // A resource that chose its own caching (robots.txt) keeps it; a page gets the shared one.
  if (!page.headers.some(([name]) => name === 'cache-control')) {
    reply.header('cache-control', SHARED_CACHE_CONTROL);
  }
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.send(fillNonce(page.body, nonce));
  }
  let prepared = compressed.get(page);
  if (!prepared) {
    prepared = preparePage(page.body, NONCE_PLACEHOLDER, Buffer.byteLength(nonce));
    compressed.set(page, prepared);
  }
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', 'gzip');
  return reply.send(gzipWithNonce(prepared, nonce));
}

/**
 * An answer rendered for the cache but not kept (a redirect, a 404): its placeholder nonce, if
 * it has a body, becomes this response's.
 */
async function withNonce(response: Response, nonce: string): Promise<Response> {
  if (!response.body) return response;
  const text = await response.text();
  return new Response(fillNonce(text, nonce), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Answers a visitor's page request from the shared cache (`isSharedPageRequest` must hold):
 * kept, or rendered by `render` with the nonce placeholder and what the API answers depend on
 * (their tags, the instant they hold until), and kept when `keepable`. Every response gets its
 * own nonce; `x-page-cache` says hit, stale or miss.
 */
export async function serveShared(
  cache: PageCache,
  versions: CacheVersions,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
  render: (nonce: string) => Promise<{ response: Response } & Pick<InProcessApi, 'tags' | 'until'>>,
) {
  const nonce = cspNonce(request);
  const served = await cache.serve(pageKey(request), async () => {
    const seen = versions.current();
    const { response, tags, until } = await render(NONCE_PLACEHOLDER);
    return keepable(response, { tags: tags(), until: until() }, seen, clock.now().getTime());
  });
  reply.header('x-page-cache', served.state);
  if ('page' in served) return sendPage(request, reply, served.page, nonce);
  return reply.send(await withNonce(served.response, nonce));
}
