import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { fail } from '@lotus/core';
import { type DatabaseHandle, queryRows } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServiceContext, withTransaction } from '../context.ts';
import { systemClock } from '../lib/clock.ts';
import { CRASH_KIND_OPTIONS } from '../test/job-kinds.ts';
import { onPostgres, openTestDatabase, testJobSchema } from '../test/test-database.ts';
import type { JobQueue } from './jobs.ts';
import { type JobQueueOptions, createJobQueue } from './queue.ts';

const quiet = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The file's database (each test uses job kinds of its own); `database()` opens another pool. */
let shared: DatabaseHandle;
beforeAll(async () => {
  shared = await openTestDatabase(3);
});
afterAll(() => shared.close());

async function database(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase(3);
  cleanups.push(() => handle.close());
  return handle;
}

function queueOn(handle: DatabaseHandle, options: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = createJobQueue({
    database: handle,
    clock: systemClock,
    log: quiet,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  cleanups.push(() => queue.stop());
  return queue;
}

const contextOf = (handle: DatabaseHandle, queue: JobQueue): ServiceContext => ({
  db: handle.db,
  now: systemClock.now(),
  lang: 'vi',
  actor: null,
  jobs: queue.jobs(handle.db),
  inTransaction: false,
});

describe('the job queue', () => {
  it('runs a job written in a transaction only if the transaction commits', async () => {
    const db = shared;
    const queue = queueOn(db, { schema: testJobSchema() });
    const ran: string[] = [];
    queue.register('test.tx', async (_ctx, { label }) => {
      ran.push(label);
    });
    await queue.start();
    const ctx = contextOf(db, queue);

    await expect(
      withTransaction(ctx, async (tx) => {
        await tx.jobs.enqueue('test.tx', { label: 'thrown' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const refused = await withTransaction(ctx, async (tx) => {
      await tx.jobs.enqueue('test.tx', { label: 'refused' });
      return fail('VALIDATION_ERROR');
    });
    expect(refused.ok).toBe(false);
    await withTransaction(ctx, async (tx) => {
      await tx.jobs.enqueue('test.tx', { label: 'committed' });
    });

    await queue.settled('test.tx');
    expect(ran).toEqual(['committed']);
  });

  it('wakes its workers when a job is written, without waiting for a poll', async () => {
    const db = shared;
    // A poll every 30 s: only the wake-up can make the jobs run within the test.
    const queue = queueOn(db, { schema: testJobSchema(), pollingIntervalSeconds: 30 });
    const ran: string[] = [];
    queue.register('test.wake', async (_ctx, { label }) => {
      ran.push(label);
    });
    await queue.start();
    await sleep(300);
    const ctx = contextOf(db, queue);

    await withTransaction(ctx, async (tx) => {
      await tx.jobs.enqueue('test.wake', { label: 'after commit' });
    });
    await expect.poll(() => ran, { timeout: 3000, interval: 20 }).toEqual(['after commit']);
    await ctx.jobs.enqueue('test.wake', { label: 'alone' });
    await expect
      .poll(() => ran, { timeout: 3000, interval: 20 })
      .toEqual(['after commit', 'alone']);
  });

  it('keeps one waiting job per key and drops a repeat', async () => {
    const queue = queueOn(shared, { schema: testJobSchema(), pollingIntervalSeconds: 30 });
    const ran: string[] = [];
    queue.register(
      'test.keyed',
      async (_ctx, { payment }) => {
        ran.push(payment);
      },
      { uniqueByKey: true },
    );
    await queue.start();
    const ctx = contextOf(shared, queue);
    // Written in one transaction: nothing runs before the commit, so all three wait together.
    await withTransaction(ctx, async (tx) => {
      for (const payment of ['p1', 'p1', 'p2']) {
        await tx.jobs.enqueue('test.keyed', { payment }, { singletonKey: payment });
      }
    });
    await queue.settled('test.keyed');
    expect(ran.sort()).toEqual(['p1', 'p2']);
    await expect(ctx.jobs.enqueue('test.keyed', { payment: 'p3' })).rejects.toThrow(
      'need a singletonKey',
    );
  });

  it('retries a failing job with growing delays, then keeps it in the dead-letter queue with its error', async () => {
    const db = shared;
    const queue = queueOn(db, { schema: testJobSchema() });
    const attempts: { attempt: number; at: number }[] = [];
    queue.register(
      'test.failing',
      async (_ctx, { n }, job) => {
        attempts.push({ attempt: job.attempt, at: Date.now() });
        throw new Error(`the mail server refused ${n}`);
      },
      { retryLimit: 2, retryDelay: 1 },
    );
    await queue.start();
    await queue.jobs(db.db).enqueue('test.failing', { n: 7 });

    await expect
      .poll(() => queue.deadLetters('test.failing'), { timeout: 20_000, interval: 200 })
      .toHaveLength(1);
    const [dead] = await queue.deadLetters('test.failing');
    expect(dead).toMatchObject({
      payload: { n: 7 },
      attempts: 3,
      error: 'the mail server refused 7',
    });
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    // Exponential backoff from 1 s: the first wait is 1-2 s, the second 2-4 s.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1900);
    await queue.settled('test.failing');
  });

  it('finishes a job whose handler lost the database once it answers again, not after a retry', async () => {
    const db = shared;
    const queue = queueOn(db, { schema: testJobSchema() });
    const attempts: number[] = [];
    queue.register(
      'test.outage',
      async (_ctx, _payload, job) => {
        attempts.push(job.attempt);
        // What a query throws while the database restarts, twice; then it is back.
        if (attempts.length <= 2) throw new Error('Connection terminated unexpectedly');
      },
      { retryLimit: 2, retryDelay: 30 },
    );
    await queue.start();
    await queue.jobs(db.db).enqueue('test.outage', { label: 'through a restart' });
    await queue.settled('test.outage');
    // Run again within its first attempt, not retried 30 s later nor dead-lettered.
    expect(attempts).toEqual([1, 1, 1]);
    expect(await queue.deadLetters('test.outage')).toEqual([]);
  });

  it.skipIf(!onPostgres())(
    'shares 200 jobs between two server copies and runs each exactly once',
    async () => {
      const schema = testJobSchema();
      const table = `job_runs_${randomBytes(4).toString('hex')}`;
      const copies = await Promise.all(
        ['a', 'b'].map(async (name) => {
          const db = name === 'a' ? shared : await database();
          const queue = queueOn(db, { schema });
          queue.register('test.count', async (ctx, { n }) => {
            await sleep(5);
            await ctx.db.execute(
              sql`INSERT INTO ${sql.identifier(table)} (n, copy) VALUES (${n}, ${name})`,
            );
          });
          return { name, db, queue };
        }),
      );
      const [a, b] = copies as [(typeof copies)[0], (typeof copies)[0]];
      await a.db.db.execute(sql.raw(`CREATE TABLE ${table} (n int NOT NULL, copy text NOT NULL)`));
      cleanups.push(() => a.db.db.execute(sql.raw(`DROP TABLE ${table}`)));
      await Promise.all(copies.map(({ queue }) => queue.start()));

      // Each copy writes half the jobs, so each is woken; either may run any of them.
      await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          (n % 2 ? a : b).queue.jobs((n % 2 ? a : b).db.db).enqueue('test.count', { n }),
        ),
      );
      await a.queue.settled('test.count', 20_000);

      const rows = await queryRows<{ runs: number; jobs: number; copies: number }>(
        a.db.db,
        sql.raw(
          `SELECT count(*)::int AS runs, count(DISTINCT n)::int AS jobs,
                  count(DISTINCT copy)::int AS copies FROM ${table}`,
        ),
      );
      expect(rows[0]).toEqual({ runs: 200, jobs: 200, copies: 2 });
    },
  );

  it.skipIf(!onPostgres())(
    'takes back a job whose server was killed mid-job once it expires, and loses none',
    async () => {
      const schema = testJobSchema()!;
      const child = spawn(NODE, [CRASH_CHILD, inject('testDatabaseUrl'), schema], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      cleanups.push(async () => child.kill('SIGKILL'));
      const { running } = await firstLine<{ running: string }>(child, 20_000);
      child.kill('SIGKILL');
      await once(child, 'exit');

      const queue = queueOn(shared, { schema, superviseIntervalSeconds: 1 });
      const runs: { id: string; attempt: number; label: string }[] = [];
      queue.register(
        'test.crash',
        async (_ctx, { label }, job) => {
          runs.push({ ...job, label });
        },
        CRASH_KIND_OPTIONS,
      );
      await queue.start();

      await expect.poll(() => runs, { timeout: 20_000, interval: 100 }).toHaveLength(1);
      expect(runs[0]).toEqual({ id: running, attempt: 2, label: 'survives its server' });
      await queue.settled('test.crash');
      expect(await queue.deadLetters('test.crash')).toEqual([]);
    },
  );
});

/** Node 24 of the repository (the machine's own node may be older). */
const NODE = fileURLToPath(new URL('../../../../node_modules/.bin/node', import.meta.url));
const CRASH_CHILD = fileURLToPath(new URL('../test/crash-child.ts', import.meta.url));

/** The first line the child prints, as JSON. */
async function firstLine<T>(child: ChildProcess, timeoutMs: number): Promise<T> {
  const lines = createInterface({ input: child.stdout! });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    for await (const line of lines) return JSON.parse(line) as T;
    throw new Error(`the child exited (${child.exitCode}) before its job ran`);
  } finally {
    clearTimeout(timer);
    lines.close();
  }
}
