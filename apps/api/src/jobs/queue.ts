import { AsyncResource } from 'node:async_hooks';
import { type DatabaseHandle, isConnectionFailure } from '@lotus/db';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { Db, ServiceContext } from '../context.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import {
  JOB_SCHEMA,
  type QueueLog,
  countByState,
  countPending,
  deadLetterQueue,
  openBoss,
  readDeadLetters,
  through,
} from './boss.ts';
import type { JobHandler, JobKind, JobKinds, JobQueue, Jobs, KindOptions } from './jobs.ts';

export { JOB_SCHEMA, type QueueLog } from './boss.ts';

export interface JobQueueOptions {
  database: DatabaseHandle;
  clock: Clock;
  log: QueueLog;
  /**
   * Makes the context a job's handler runs with (the app's context factory, for a visitor in
   * Vietnamese). Default: the database itself, the clock's instant, lang 'vi', no actor, and
   * this queue's `jobs(db)`. Called afresh for every job.
   */
  context?: () => ServiceContext;
  /**
   * Seconds between a worker's polls when nothing woke it (default 2). An enqueue on this server
   * copy wakes the workers of its kind at once; the poll finds jobs enqueued by other copies,
   * retries whose backoff is over and jobs taken back after an expiry.
   */
  pollingIntervalSeconds?: number;
  /**
   * Seconds between the checks that take back running jobs past their `expireInSeconds` (a
   * server killed mid-job) and count the queues (default 60). Tests lower it.
   */
  superviseIntervalSeconds?: number;
  /** PostgreSQL only: connections of the queue's own pool (default 4). */
  poolSize?: number;
  /**
   * The schema of pg-boss's own tables, created and migrated by `start()` (default `pgboss`).
   * Tests sharing one PostgreSQL database give each queue its own, so their workers never take
   * each other's jobs.
   */
  schema?: string;
}

const DEFAULTS = {
  retryLimit: 5,
  retryDelay: 30,
  expireInSeconds: 15 * 60,
  concurrency: 5,
  uniqueByKey: false,
};

interface Registration {
  kind: JobKind;
  handler: JobHandler<JobKind>;
  options: Required<KindOptions>;
}

/** How long a job's handler is run again while the database is away before it counts as failed. */
const OUTAGE_PATIENCE_MS = 60_000;

/**
 * Runs a job's handler, and again (after 250 ms, doubling to 2 s) while it fails because the
 * database is away, for up to `OUTAGE_PATIENCE_MS` (decision 032): while the database is away its
 * failure could not be recorded either, and the job would sit taken until its expiry; so it
 * finishes once the database is back. Handlers are safe to run twice (jobs.ts).
 */
async function throughOutage(run: () => Promise<void>): Promise<void> {
  const deadline = performance.now() + OUTAGE_PATIENCE_MS;
  for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      return await run();
    } catch (error) {
      if (!isConnectionFailure(error) || performance.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * The one job queue (DESIGN.md, Background work), on pg-boss in the shop's database: on
 * PostgreSQL through a small pool of its own, on PGlite through the shared instance. A job is
 * written through the caller's own database handle, so in its transaction when one is open: it
 * exists if and only if the caller's change commits. Retries with exponential backoff, expiry of
 * jobs whose server died, and the dead-letter queue are pg-boss's. Every server copy that starts
 * the queue runs workers for every registered kind; an enqueue wakes this copy's workers of that
 * kind at once (after the commit, for a transaction), so work does not wait for a poll.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, clock, log } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const schema = options.schema ?? JOB_SCHEMA;
  const boss = openBoss({
    database,
    schema,
    poolSize: options.poolSize ?? 4,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
    log,
  });

  const registrations = new Map<JobKind, Registration>();
  const startTasks: ((ctx: ServiceContext) => Promise<void>)[] = [];
  /** The worker of each kind on this server copy, to wake when a job of that kind is written. */
  const workers = new Map<JobKind, string>();
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';

  // Bound to the queue's own async context (made with the app, outside any request): a worker
  // woken by a request's commit fetches its jobs as the queue's work, not the request's, so
  // what follows a request (its logs, the benchmark's statement count) is not charged with it.
  const wake = AsyncResource.bind((kind: JobKind) => {
    const worker = workers.get(kind);
    if (worker) boss.notifyWorker(worker);
  });

  function sink(db: Db, written: (kind: JobKind) => void): Jobs {
    return {
      enqueue: async (kind, payload, enqueueOptions) => {
        if (state !== 'started' && state !== 'starting') {
          throw new Error(`cannot enqueue ${kind}: the job queue is ${state}`);
        }
        const keyed = registrations.get(kind)?.options.uniqueByKey;
        if (keyed !== undefined && keyed !== Boolean(enqueueOptions?.singletonKey)) {
          throw new Error(
            keyed
              ? `${kind} jobs need a singletonKey`
              : `${kind} is not registered with uniqueByKey: a singletonKey would not be unique`,
          );
        }
        await boss.send(kind, payload as object, {
          db: through(db),
          ...(enqueueOptions?.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
          ...(enqueueOptions?.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
          ...(enqueueOptions?.id ? { id: enqueueOptions.id } : {}),
        });
        written(kind);
      },
      enqueueMany: async (kind, jobs) => {
        if (state !== 'started' && state !== 'starting') {
          throw new Error(`cannot enqueue ${kind}: the job queue is ${state}`);
        }
        if (registrations.get(kind)?.options.uniqueByKey) {
          throw new Error(`${kind} jobs need a singletonKey: enqueue them one by one`);
        }
        if (!jobs.length) return;
        // One statement for them all; a job whose id exists already is not written again.
        await boss.insert(
          kind,
          jobs.map(({ payload, id }) => ({ data: payload, ...(id ? { id } : {}) })),
          { db: through(db) },
        );
        written(kind);
      },
      within: (tx) => {
        const kinds = new Set<JobKind>();
        return {
          jobs: sink(tx, (kind) => kinds.add(kind)),
          committed: () => kinds.forEach(wake),
        };
      },
    };
  }

  const jobs = (db: Db): Jobs => sink(db, wake);

  /** A job's own context: nobody acting, Vietnamese, the database itself, the clock's instant. */
  const jobContext =
    options.context ??
    ((): ServiceContext => ({
      db: database.db,
      now: clock.now(),
      lang: 'vi',
      actor: null,
      jobs: jobs(database.db),
      inTransaction: false,
    }));

  async function createQueues({ kind, options: kindOptions }: Registration) {
    const retry = {
      retryLimit: kindOptions.retryLimit,
      retryDelay: kindOptions.retryDelay,
      retryBackoff: true,
      expireInSeconds: kindOptions.expireInSeconds,
    };
    // `createQueue` leaves an existing queue as it was; the update carries changed options over.
    await boss.createQueue(deadLetterQueue(kind));
    await boss.createQueue(kind, {
      ...retry,
      deadLetter: deadLetterQueue(kind),
      policy: kindOptions.uniqueByKey ? 'short' : 'standard',
    });
    await boss.updateQueue(kind, retry);
    // Loads the queue into pg-boss's cache now: a first lookup inside a caller's PGlite
    // transaction would wait for that very transaction.
    await boss.findJobs(kind, { id: '00000000-0000-0000-0000-000000000000' });
  }

  async function startWorker({ kind, handler, options: kindOptions }: Registration) {
    const worker = await boss.work(
      kind,
      {
        batchSize: kindOptions.concurrency,
        perJobResults: true,
        includeMetadata: true,
        burstWhenBatchFull: true,
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
      },
      async (batch: JobWithMetadata<object>[]) =>
        Promise.all(
          batch.map(async (job): Promise<JobResult> => {
            const attempt = job.retryCount + 1;
            try {
              await throughOutage(() =>
                handler(jobContext(), job.data as JobKinds[JobKind], { id: job.id, attempt }),
              );
              return { id: job.id, status: 'completed' };
            } catch (error) {
              const last = job.retryCount >= job.retryLimit;
              log[last ? 'error' : 'warn'](
                { err: error, kind, jobId: job.id, attempt },
                last
                  ? 'job failed for the last time: moved to the dead-letter queue'
                  : 'job failed',
              );
              return { id: job.id, status: 'failed', output: error as object };
            }
          }),
        ),
    );
    workers.set(kind, worker);
  }

  return {
    jobs,

    register(kind, handler, kindOptions = {}) {
      if (state !== 'new') throw new Error(`register ${kind} before the job queue starts`);
      if (registrations.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
      registrations.set(kind, {
        kind,
        handler: handler as JobHandler<JobKind>,
        options: { ...DEFAULTS, ...kindOptions },
      });
    },

    onStart(task) {
      if (state !== 'new') throw new Error('add start-up tasks before the job queue starts');
      startTasks.push(task);
    },

    async start() {
      if (state !== 'new') throw new Error(`the job queue cannot start: it is ${state}`);
      state = 'starting';
      const started = performance.now();
      await boss.start();
      for (const registration of registrations.values()) await createQueues(registration);
      for (const task of startTasks) await task(jobContext());
      for (const registration of registrations.values()) await startWorker(registration);
      state = 'started';
      // One short line at start: how many kinds run (which ones: job-kinds.ts).
      log.info(
        {
          kinds: registrations.size,
          ms: Math.round(performance.now() - started),
          driver: database.driver.kind,
        },
        'job queue started',
      );
    },

    async stop() {
      if (state === 'new' || state === 'stopped') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      workers.clear();
      // Graceful: running jobs may finish; one still running at the timeout is failed and retried.
      await boss.stop({ graceful: true, timeout: 10_000 });
    },

    async settled(kind, timeoutMs = 10_000) {
      // Elapsed time (a monotonic timer), not the shop's clock, which tests may hold still.
      const deadline = performance.now() + timeoutMs;
      const kinds: readonly JobKind[] = typeof kind === 'string' ? [kind] : kind;
      kinds.forEach(wake);
      while ((await countPending(boss, schema, kinds)) > 0) {
        if (performance.now() > deadline) {
          throw new Error(
            `jobs of ${kinds.join(', ')} still waiting or running after ${timeoutMs} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    deadLetters: (kind) => readDeadLetters(boss, kind),

    async stats() {
      const kinds = [...registrations.keys()];
      const rows = await countByState(boss, schema, [...kinds, ...kinds.map(deadLetterQueue)]);
      const count = (name: string, states: string[]) =>
        rows
          .filter((row) => row.name === name && states.includes(row.state))
          .reduce((sum, row) => sum + row.n, 0);
      return kinds.map((kind) => ({
        kind,
        waiting: count(kind, ['created', 'retry']),
        failed: count(deadLetterQueue(kind), ['created', 'retry', 'active']),
      }));
    },
  };
}

/**
 * Creates (or migrates) pg-boss's tables and stops. The test suite's prepared database carries
 * them, so the queue of each test starts at once (installing takes about a second on PGlite).
 */
export async function installJobSchema(database: DatabaseHandle): Promise<void> {
  const quiet = { info() {}, warn() {}, error() {} };
  const queue = createJobQueue({ database, clock: systemClock, log: quiet });
  await queue.start();
  await queue.stop();
}
