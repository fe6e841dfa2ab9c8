import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCacheVersions } from '../../lib/cache-versions.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  type CachedPage,
  createPageCache,
  memoryPageStore,
  redisPageStore,
  type Rendered,
} from './page-cache.ts';

const redisUrl = process.env.TEST_REDIS_URL;

function setup() {
  const clock = manualClock(new Date('2026-11-23T08:00:00Z'));
  const versions = createCacheVersions();
  let renders = 0;
  const render =
    (tags: string[], body = 'page', until?: number) =>
    (): Promise<Rendered> => {
      renders += 1;
      const page: CachedPage = {
        status: 200,
        headers: [],
        body: `${body} ${renders}`,
        tags,
        seen: versions.current(),
        renderedAt: clock.now().getTime(),
        until,
      };
      return Promise.resolve({ page });
    };
  const cache = createPageCache({ versions, clock, store: memoryPageStore(clock) });
  return { clock, versions, cache, render, renders: () => renders };
}

const bodyOf = (served: object) =>
  'page' in served ? (served.page as CachedPage).body : undefined;

describe('page cache', () => {
  it('keeps a page until one of its tags changes, then serves it stale once while it renders again', async () => {
    const { clock, versions, cache, render } = setup();
    const product = render(['product:a', 'lists']);
    expect(await cache.serve('k', product)).toMatchObject({ state: 'miss' });
    expect(await cache.serve('k', product)).toMatchObject({ state: 'hit' });
    versions.notice('5 product:b');
    expect(await cache.serve('k', product)).toMatchObject({ state: 'hit' });
    clock.advance(300);
    versions.notice('6 product:a lists');
    const stale = await cache.serve('k', product);
    expect(stale.state).toBe('stale');
    expect(bodyOf(stale)).toBe('page 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fresh = await cache.serve('k', product);
    expect(fresh).toMatchObject({ state: 'hit' });
    expect(bodyOf(fresh)).toBe('page 2');
  });

  it('drops a kept page whose render finds it gone (404), but keeps it through a 5xx', async () => {
    const { clock, versions, cache, render } = setup();
    const product = render(['product:a']);
    const answer = (status: number) => (): Promise<Rendered> =>
      Promise.resolve({ response: new Response('', { status }) });
    await cache.serve('k', product);
    clock.advance(300);
    versions.notice('7 product:a');
    // The database is away: the stale page serves, and stays for the next visitor.
    expect(bodyOf(await cache.serve('k', answer(503)))).toBe('page 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.serve('k', answer(503))).toMatchObject({ state: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The product was unpublished: the last stale answer is the last, then the shop's 404.
    await cache.serve('k', answer(404));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const gone = await cache.serve('k', answer(404));
    expect(gone.state).toBe('miss');
    expect('response' in gone && gone.response.status).toBe(404);
  });

  it('counts every product page changed on product:*, and renders a page at most every 250 ms', async () => {
    const { clock, versions, cache, render, renders } = setup();
    const page = render(['product:x']);
    await cache.serve('k', page);
    versions.notice('3 product:*');
    // Rendered just now: a storm of changes does not render it again at once.
    expect(await cache.serve('k', page)).toMatchObject({ state: 'hit' });
    clock.advance(250);
    expect(await cache.serve('k', page)).toMatchObject({ state: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders()).toBe(2);
  });

  it('renders once for all who ask at the same moment', async () => {
    const { cache, render, renders } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => cache.serve('k', render(['lists']))));
    expect(renders()).toBe(1);
    expect(answers.map(bodyOf)).toEqual(['page 1', 'page 1', 'page 1']);
  });

  it('renders again after a minute, and after lost notices (everything seen before is stale)', async () => {
    const { clock, versions, cache, render } = setup();
    const page = render(['content']);
    await cache.serve('k', page);
    clock.advance(61_000);
    expect(await cache.serve('k', page)).toMatchObject({ state: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.advance(300);
    versions.reset(42);
    expect(await cache.serve('k', page)).toMatchObject({ state: 'stale' });
  });

  it('never serves a page past the instant it holds until (a banner that ended), not even stale', async () => {
    const { clock, cache, render } = setup();
    const bannerEnds = clock.now().getTime() + 30_000;
    const home = render(['content'], 'home', bannerEnds);
    await cache.serve('k', home);
    clock.advance(29_999);
    expect(await cache.serve('k', home)).toMatchObject({ state: 'hit' });
    clock.advance(1);
    const after = await cache.serve('k', home);
    expect(after.state).toBe('miss');
    expect(bodyOf(after)).toBe('home 2');
  });

  it.skipIf(!redisUrl)('shares kept pages between server copies through Redis', async () => {
    const clock = manualClock(new Date('2026-11-23T08:00:00Z'));
    const prefix = `lotus:test-page:${randomUUID()}:`;
    const [one, two] = await Promise.all([
      redisPageStore(redisUrl!, clock, prefix),
      redisPageStore(redisUrl!, clock, prefix),
    ]);
    try {
      const versions = createCacheVersions();
      const copyOne = createPageCache({ versions, clock, store: one });
      const copyTwo = createPageCache({ versions, clock, store: two });
      let renders = 0;
      const render = (): Promise<Rendered> => {
        renders += 1;
        return Promise.resolve({
          page: {
            status: 200,
            headers: [],
            body: 'shared',
            tags: ['lists'],
            seen: 0,
            renderedAt: clock.now().getTime(),
          },
        });
      };
      expect(await copyOne.serve('k', render)).toMatchObject({ state: 'miss' });
      expect(await copyTwo.serve('k', render)).toMatchObject({ state: 'hit' });
      expect(renders).toBe(1);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
