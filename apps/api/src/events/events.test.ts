import { fail, ok } from '@lotus/core';
import type { DatabaseHandle } from '@lotus/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, withTransaction } from '../context.ts';
import type { JobQueue } from '../jobs/jobs.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { systemClock } from '../lib/clock.ts';
import { openTestDatabase, testJobSchema } from '../test/test-database.ts';
import { type EventBus, createEventBus } from './events.ts';

declare module './events.ts' {
  interface DomainEvents {
    'test.happened': { n: number };
  }
}

const quiet = { info() {}, warn() {}, error() {} };

let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase(3);
});
afterAll(() => db.close());
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A bus on a queue of its own, subscribed by `subscribe` before the queue starts. */
async function busWith(subscribe: (events: EventBus) => void) {
  const events = createEventBus();
  const queue: JobQueue = createJobQueue({
    database: db,
    clock: systemClock,
    log: quiet,
    pollingIntervalSeconds: 0.5,
    schema: testJobSchema(),
  });
  stops.push(() => queue.stop());
  subscribe(events);
  events.register(queue, { retryDelay: 1 });
  await queue.start();
  const ctx: ServiceContext = {
    db: db.db,
    now: systemClock.now(),
    lang: 'vi',
    actor: null,
    jobs: queue.jobs(db.db),
    inTransaction: false,
  };
  const settled = () => queue.settled('events.listen');
  return { events, queue, ctx, settled };
}

describe('events', () => {
  it('runs listeners in the transaction first, the others once after the commit, none after a rollback', async () => {
    const seen: string[] = [];
    const { events, ctx, settled } = await busWith((on) => {
      on.within('test.happened', 'inside', async (tx, { n }) => {
        expect(tx.inTransaction).toBe(true);
        seen.push(`inside ${n}`);
      });
      on.after('test.happened', 'mail', async (_ctx, event) => {
        seen.push(`mail ${event.payload.n}`);
      });
      on.after('test.happened', 'bell', async (_ctx, event) => {
        seen.push(`bell ${event.payload.n}`);
      });
    });
    await withTransaction(ctx, async (tx) => {
      await events.publish(tx, 'test.happened', { n: 1 });
      return ok(true);
    });
    const refused = await withTransaction(ctx, async (tx) => {
      await events.publish(tx, 'test.happened', { n: 2 });
      return fail('VALIDATION_ERROR');
    });
    expect(refused.ok).toBe(false);
    await settled();
    expect(seen.sort()).toEqual(['bell 1', 'inside 1', 'inside 2', 'mail 1']);
  });

  it('rolls the change back when a listener in its transaction throws', async () => {
    const after: number[] = [];
    const { events, ctx, settled } = await busWith((on) => {
      on.within('test.happened', 'refuses', async () => {
        throw new Error('no stock to give back');
      });
      on.after('test.happened', 'mail', async (_ctx, event) => {
        after.push(event.payload.n);
      });
    });
    await expect(
      withTransaction(ctx, (tx) => events.publish(tx, 'test.happened', { n: 3 })),
    ).rejects.toThrow('no stock to give back');
    await settled();
    expect(after).toEqual([]);
  });

  it('retries a failed listener job until it succeeds, without running the others again', async () => {
    const runs: string[] = [];
    const { events, ctx, settled } = await busWith((on) => {
      on.after('test.happened', 'flaky', async (_ctx, event) => {
        runs.push(`flaky ${event.payload.n}`);
        if (runs.filter((r) => r.startsWith('flaky')).length < 2) {
          throw new Error('the mail server is down');
        }
      });
      on.after('test.happened', 'steady', async (_ctx, event) => {
        runs.push(`steady ${event.payload.n}`);
      });
    });
    await withTransaction(ctx, (tx) => events.publish(tx, 'test.happened', { n: 4 }));
    await expect
      .poll(() => runs.filter((r) => r === 'flaky 4').length, { timeout: 15_000, interval: 100 })
      .toBe(2);
    await settled();
    expect(runs.filter((r) => r === 'steady 4')).toHaveLength(1);
  });

  it('writes a turn per listener, skips a listener whose `when` says no, and runs a turn once', async () => {
    const runs: string[] = [];
    const { events, ctx, settled } = await busWith((on) => {
      on.after('test.happened', 'once', async (_ctx, event) => {
        runs.push(`once ${event.payload.n}`);
      });
      on.after(
        'test.happened',
        'odd',
        async (_ctx, event) => {
          runs.push(`odd ${event.payload.n}`);
        },
        { when: ({ n }) => n % 2 === 1 },
      );
    });
    await withTransaction(ctx, (tx) => events.publish(tx, 'test.happened', { n: 4 }));
    await withTransaction(ctx, (tx) => events.publish(tx, 'test.happened', { n: 5 }));
    await settled();
    expect(runs.sort()).toEqual(['odd 5', 'once 4', 'once 5']);
    // A turn written again (a publisher's statement retried) is not run again.
    const event = {
      id: '0b7c6a2e-5f0e-4d7e-9c1b-3a2f1e0d9c8b',
      name: 'test.happened' as const,
      payload: { n: 6 },
      at: new Date().toISOString(),
    };
    const turn = {
      payload: { listener: 'test.happened/once', event },
      id: '5d0c7a0e-3b1f-4c2a-8e9d-0a1b2c3d4e5f',
    };
    await ctx.jobs.enqueueMany('events.listen', [turn]);
    await settled();
    await ctx.jobs.enqueueMany('events.listen', [turn]);
    await settled();
    expect(runs.filter((r) => r === 'once 6')).toHaveLength(1);
  });

  it('refuses a publication outside a transaction, and a subscription after the queue started', async () => {
    const { events, ctx } = await busWith(() => {});
    await expect(events.publish(ctx, 'test.happened', { n: 6 })).rejects.toThrow(
      'inside a transaction',
    );
    expect(() => events.after('test.happened', 'late', async () => {})).toThrow(
      'before the job queue starts',
    );
  });
});
