import { Redis } from 'ioredis';
import type { CacheVersions } from '../../lib/cache-versions.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * The shared cache of pages as a visitor without a session sees them (decision 015). A page is
 * rendered once and served to every such visitor of the same address and language until a change
 * it depends on is announced (its tags, collected from the API answers its loaders used; see
 * lib/cache-versions.ts) or it grows old; a stale page is still served while one render replaces
 * it (stale-while-revalidate). Nothing personal enters: only requests without session cookies are
 * looked up or stored, and an answer that sets a cookie is never kept.
 *
 * The per-response CSP nonce is not in a kept page: pages are rendered with `NONCE_PLACEHOLDER`
 * where the nonce goes, and each response gets its own nonce filled in (`fillNonce`).
 */

/** Stands for the response's CSP nonce in a kept page (base64 never contains `~`). */
export const NONCE_PLACEHOLDER = '~lotus-nonce~';

/** A kept page: the answer and what it depends on. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** Tags of the content it shows (`product:<id>`, `lists`, `categories`, `content`). */
  tags: string[];
  /** The newest change version its server copy had heard of when it began rendering. */
  seen: number;
  /** When it was rendered (the one clock, ms). */
  renderedAt: number;
  /**
   * The instant (ms) it stops holding by the clock alone (the earliest `x-cache-until` of its
   * answers: a banner's window, a scheduled article), if one was named. It is not served after.
   */
  until?: number;
}

/** Where kept pages live: this process, or Redis shared by every copy. */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, keepMs: number): Promise<void>;
  /** Forgets the page at `key` (what it showed is gone). */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A page rendered for the cache, or an answer that must not be kept (sent as it is). */
export type Rendered = { page: CachedPage } | { response: Response };

/**
 * Statuses that say the address shows nothing any more (a product unpublished or deleted): a
 * render answering one drops the kept page, which would otherwise be served stale until it aged
 * out. Any other answer not kept (a 5xx while the database is away) leaves the kept page to serve.
 */
const GONE = new Set([404, 410]);

export interface PageCacheOptions {
  versions: CacheVersions;
  clock: Clock;
  store: PageStore;
  /** A page older than this is revalidated even if nothing it shows changed (banners by date). */
  maxAgeMs?: number;
  /** A stale page older than this is not served; the visitor waits for a fresh render. */
  staleForMs?: number;
  /**
   * A page rendered less than this ago counts as fresh whatever changed since, so a storm of
   * changes (a flash sale's stock) re-renders a page at most this often; well under a second.
   */
  minAgeMs?: number;
}

/** How a page was served: from the cache (fresh or stale) or rendered now. */
export type CacheState = 'hit' | 'stale' | 'miss';

export interface PageCache {
  /**
   * The page at `key`: kept and fresh; kept and stale (served, and replaced by one background
   * render); or rendered now, once for all who ask at the same moment.
   */
  serve(
    key: string,
    render: () => Promise<Rendered>,
  ): Promise<({ page: CachedPage } | { response: Response }) & { state: CacheState }>;
}

/** The in-process store: the most recently kept pages, at most `maxEntries`. */
export function memoryPageStore(clock: Clock, maxEntries = 1000): PageStore {
  const pages = new Map<string, { page: CachedPage; until: number }>();
  return {
    get(key) {
      const entry = pages.get(key);
      if (!entry) return Promise.resolve(undefined);
      if (entry.until < clock.now().getTime()) {
        pages.delete(key);
        return Promise.resolve(undefined);
      }
      // Recently used pages stay longest.
      pages.delete(key);
      pages.set(key, entry);
      return Promise.resolve(entry.page);
    },
    set(key, page, keepMs) {
      pages.delete(key);
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
      pages.set(key, { page, until: clock.now().getTime() + keepMs });
      return Promise.resolve();
    },
    delete(key) {
      pages.delete(key);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Pages kept in Redis, shared by every server copy, with this process's own small store in
 * front (a page read from Redis is kept here too). If Redis fails, the process's store serves.
 */
export async function redisPageStore(
  url: string,
  clock: Clock,
  prefix = 'lotus:page:',
): Promise<PageStore> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  redis.on('error', () => {});
  await redis.connect();
  const local = memoryPageStore(clock, 500);
  return {
    async get(key) {
      const near = await local.get(key);
      if (near) return near;
      const raw = await redis.get(prefix + key).catch(() => null);
      if (!raw) return undefined;
      const page = JSON.parse(raw) as CachedPage;
      await local.set(key, page, 5_000);
      return page;
    },
    async set(key, page, keepMs) {
      await local.set(key, page, Math.min(keepMs, 5_000));
      await redis.set(prefix + key, JSON.stringify(page), 'PX', keepMs).catch(() => {});
    },
    async delete(key) {
      await local.delete(key);
      await redis.del(prefix + key).catch(() => {});
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { versions, clock, store } = options;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const staleForMs = options.staleForMs ?? 10 * 60_000;
  const minAgeMs = options.minAgeMs ?? 250;
  const rendering = new Map<string, Promise<Rendered>>();

  /** One render per key at a time; a page is kept when the render says it may be. */
  const renderOnce = (key: string, render: () => Promise<Rendered>) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then(async (rendered) => {
          if ('page' in rendered) await store.set(key, rendered.page, staleForMs);
          else if (GONE.has(rendered.response.status)) await store.delete(key);
          return rendered;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
      return { pending, first: true };
    }
    return { pending, first: false };
  };

  /** Whether the page still shows what the clock shows now (else it is not served at all). */
  const isCurrent = (page: CachedPage) =>
    page.until === undefined || clock.now().getTime() < page.until;
  const isFresh = (page: CachedPage) => {
    const age = clock.now().getTime() - page.renderedAt;
    return age < minAgeMs || (age < maxAgeMs && !versions.changedSince(page.tags, page.seen));
  };

  return {
    async serve(key, render) {
      const found = await store.get(key).catch(() => undefined);
      const kept = found && isCurrent(found) ? found : undefined;
      if (kept && isFresh(kept)) return { page: kept, state: 'hit' };
      if (kept && clock.now().getTime() - kept.renderedAt < staleForMs) {
        // Served as it is; one render in the background replaces it.
        renderOnce(key, render).pending.catch(() => {});
        return { page: kept, state: 'stale' };
      }
      const { pending, first } = renderOnce(key, render);
      const rendered = await pending;
      // Those who waited on someone else's render share its page, never its one-off answer.
      if (!first && 'response' in rendered) {
        return { ...(await render()), state: 'miss' };
      }
      return { ...rendered, state: 'miss' };
    },
  };
}

/** A kept page's body with this response's nonce where the placeholder stands. */
export function fillNonce(body: string, nonce: string): string {
  return body.includes(NONCE_PLACEHOLDER) ? body.replaceAll(NONCE_PLACEHOLDER, nonce) : body;
}
