/**
 * What this server copy knows of changes to cached content: the database announces each change
 * as "<version> <tag> <tag>…" (migration 0009), versions from one sequence, so every copy orders
 * them alike. A cached answer remembers the newest version its copy had seen when it began
 * (`current()`), and is stale once one of its tags changed after that (`changedSince`).
 *
 * Tags: `product:<id>` (that product's page), `product:*` (every product page), `lists` (lists,
 * search, home shelves), `search` (what a plain search reads: names, SKUs, publication, order;
 * migration 0018), `categories`, `content` (banners, the shop's setting).
 */
export interface CacheVersions {
  /** The newest version this copy has heard of. */
  current(): number;
  /** Whether something tagged with one of `tags` changed after version `seen`. */
  changedSince(tags: readonly string[], seen: number): boolean;
  /** Records a notice "<version> <tags…>" and tells the subscribers its tags. */
  notice(payload: string): void;
  /**
   * Notices stopped arriving (the listening connection is lost): until `reset`, every kept answer
   * counts as changed and nothing new is kept, since a change would go unheard.
   */
  interrupt(): void;
  /** Whether notices are interrupted now (nothing loaded now may be kept). */
  interrupted(): boolean;
  /**
   * Everything may have changed (notices were lost; `version` is the newest the database has
   * handed out since): every answer seen before now is stale, and notices count as heard again.
   */
  reset(version: number): void;
  /** Calls `listener` with the tags of every change heard from now on. */
  subscribe(listener: (tags: readonly string[]) => void): () => void;
}

const ALL_PRODUCTS = 'product:*';

export function createCacheVersions(start = 0): CacheVersions {
  const versions = new Map<string, number>();
  const listeners = new Set<(tags: readonly string[]) => void>();
  let newest = start;
  // Answers older than this are stale whatever their tags (start-up, a lost connection).
  let floor = start;
  let deaf = false;

  const versionOf = (tag: string) =>
    Math.max(
      floor,
      versions.get(tag) ?? 0,
      tag.startsWith('product:') ? (versions.get(ALL_PRODUCTS) ?? 0) : 0,
    );

  return {
    current: () => newest,
    changedSince: (tags, seen) => deaf || floor > seen || tags.some((tag) => versionOf(tag) > seen),
    notice(payload) {
      const [head, ...tags] = payload.split(' ').filter(Boolean);
      const version = Number(head);
      if (!Number.isSafeInteger(version) || tags.length === 0) return;
      for (const tag of tags) versions.set(tag, Math.max(versions.get(tag) ?? 0, version));
      newest = Math.max(newest, version);
      for (const listener of listeners) listener(tags);
    },
    interrupt() {
      deaf = true;
      for (const listener of listeners) listener(['*']);
    },
    interrupted: () => deaf,
    reset(version) {
      newest = Math.max(newest, version);
      floor = newest;
      deaf = false;
      for (const listener of listeners) listener(['*']);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Values kept by key between requests until a change of `tag` is heard (or notices are lost), at
 * most `maxEntries` of them (the one used least recently goes first). `read` answers the kept
 * value of a key, else loads it; what it loaded is kept unless a change overtook the load, the
 * notices are interrupted, or the caller says not to (a transaction's own, uncommitted view).
 */
export function keptByKeyUntilChanged<T>(versions: CacheVersions, tag: string, maxEntries: number) {
  const kept = new Map<string, T>();
  let generation = 0;
  versions.subscribe((tags) => {
    if (tags.includes(tag) || tags.includes('*')) {
      kept.clear();
      generation++;
    }
  });
  return {
    /** The value kept for `key`, if any. */
    get(key: string): T | undefined {
      const value = kept.get(key);
      if (value !== undefined) {
        // The most recently used goes last, the least first.
        kept.delete(key);
        kept.set(key, value);
      }
      return value;
    },
    async read(key: string, load: () => Promise<T>, keep = true): Promise<T> {
      const known = this.get(key);
      if (known !== undefined) return known;
      const started = generation;
      const value = await load();
      if (keep && started === generation && !versions.interrupted()) {
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(key, value);
      }
      return value;
    },
  };
}

/**
 * One value kept between requests until a change of `tag` is heard (or notices are lost): see
 * `keptByKeyUntilChanged`.
 */
export function keptUntilChanged<T>(versions: CacheVersions, tag: string) {
  const one = keptByKeyUntilChanged<T>(versions, tag, 1);
  return {
    /** The kept value, or null when there is none. */
    get current(): T | null {
      return one.get('') ?? null;
    },
    read(load: () => Promise<T>, keep = true): Promise<T> {
      return one.read('', load, keep);
    },
  };
}
