import type { CacheVersions } from '../../lib/cache-versions.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * The answers of `shared` endpoints (the shop's setting, categories and policy index, which every
 * page's shell shows; the questions, the intro and the news; the product lists, brands, product
 * pages, related products and approved reviews) kept once per address and language for the
 * server render of every page, signed in or not (decision 019). They are the same for every
 * caller, so nothing personal can enter. A kept answer is used while none of its cache tags
 * changed since its call began (the same notices as the page cache, lib/cache-versions.ts), before
 * the instant it said it holds until, if it named one, and for at most a minute.
 *
 * An answer is kept parsed and frozen, and every page reads that one copy: parsing a list's JSON
 * again for each render cost more than anything else of the call. A loader or component that
 * changed an answer in place would change every other page's; frozen, it throws instead.
 */
export interface SharedAnswer {
  status: number;
  /** The answer's headers as the API sent them (its cache tags among them). */
  headers: [string, string][];
  /** The answer's JSON, parsed and deep-frozen (`frozen`): every page reads this one copy. */
  body: unknown;
  tags: string[];
  /** The newest change version this copy had heard of when the call began. */
  seen: number;
  /** When the call began (the one clock, ms). */
  at: number;
  /** The instant (ms) the answer said it holds until (`x-cache-until`), if it named one. */
  until?: number;
}

export interface SharedAnswers {
  /** The kept answer at `key` if still fresh. */
  get(key: string): SharedAnswer | undefined;
  /** What an answer whose call begins now will remember: the version seen and the time. */
  begin(): Pick<SharedAnswer, 'seen' | 'at'>;
  set(key: string, answer: SharedAnswer): void;
}

/**
 * The addresses kept, the least recently used going first: the shell's few, and the lists and
 * product pages visitors ask most (an answer is 1–30 KB of JSON text, about twice that parsed:
 * about 20 MB at most).
 */
const MAX_ENTRIES = 1000;
const MAX_AGE_MS = 60_000;

export function createSharedAnswers(versions: CacheVersions, clock: Clock): SharedAnswers {
  const answers = new Map<string, SharedAnswer>();
  return {
    get(key) {
      const answer = answers.get(key);
      if (!answer) return undefined;
      const now = clock.now().getTime();
      const fresh =
        now - answer.at < MAX_AGE_MS &&
        (answer.until === undefined || now < answer.until) &&
        !versions.changedSince(answer.tags, answer.seen);
      answers.delete(key);
      if (!fresh) return undefined;
      // The most recently used goes last, the least first.
      answers.set(key, answer);
      return answer;
    },
    begin: () => ({ seen: versions.current(), at: clock.now().getTime() }),
    set(key, answer) {
      answers.delete(key);
      if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
    },
  };
}

/** `value` with every object and array in it frozen, in place (JSON: no cycles). */
export function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}
