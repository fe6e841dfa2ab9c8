import type { Db, ServiceContext } from '../context.ts';
import type { JobKind, JobKinds, Jobs } from './job-kinds.ts';

/*
 * The kinds and the context's sink, handed on from job-kinds.ts: a module declares its kind by
 * merging into `JobKinds` through this file (`declare module '../../jobs/jobs.ts'`).
 */
export type { EnqueueOptions, JobKind, JobKinds, Jobs } from './job-kinds.ts';

/** A job's handler: must be safe to run twice (a job may run again after a crash). */
export type JobHandler<K extends JobKind> = (
  ctx: ServiceContext,
  payload: JobKinds[K],
  job: { id: string; attempt: number },
) => Promise<void>;

/** How a kind is retried: pg-boss's own options (attempts, exponential backoff, expiry). */
export interface KindOptions {
  /** Attempts after the first (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled after each failure (default 30). */
  retryDelay?: number;
  /**
   * A running job not finished after this many seconds is taken to have died and is retried
   * (default 900). Its handler is also abandoned locally after this long.
   */
  expireInSeconds?: number;
  /** Jobs of this kind one server copy runs at once (default 5). */
  concurrency?: number;
  /**
   * Every job of this kind carries a `singletonKey`, and at most one job per key waits at a
   * time: a repeat enqueue is dropped (pg-boss's `short` policy, fixed when the queue is first
   * created). Enqueueing with a `singletonKey` needs this.
   */
  uniqueByKey?: boolean;
}

/** A job that failed past its retries, as the dead-letter queue keeps it. */
export interface DeadLetter<K extends JobKind> {
  /** The id the job had in its own queue. */
  id: string;
  payload: JobKinds[K];
  /** How many times it ran. */
  attempts: number;
  /** The message of its last error. */
  error: string;
  failedAt: Date;
}

/**
 * The one job queue (DESIGN.md, Background work): pg-boss on the shop's database. Every server
 * copy runs workers for every registered kind; a job failing past its retries lands in the
 * dead-letter queue with its error.
 */
export interface JobQueue {
  /** The sink for contexts working on `db` outside a transaction (each enqueue commits alone). */
  jobs(db: Db): Jobs;
  register<K extends JobKind>(kind: K, handler: JobHandler<K>, options?: KindOptions): void;
  /**
   * A task `start()` runs once, after the queues exist and before the workers start: a module's
   * one-time move of older pending work into the queue. It may run on several server copies at
   * once, so it must be safe to race.
   */
  onStart(task: (ctx: ServiceContext) => Promise<void>): void;
  /**
   * Creates (or updates) the queue and dead-letter queue of each registered kind, runs the start
   * tasks and starts the workers. Jobs can be enqueued only from here on.
   */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (graceful shutdown). */
  stop(): Promise<void>;
  /**
   * Resolves once no job of `kind` (or of any of the kinds, when a job of one writes jobs of the
   * next: an event's listeners, then their mail) is due or running (tests, the development
   * mailbox); a retry waiting out its backoff does not count. Rejects after `timeoutMs` (10 s).
   */
  settled(kind: JobKind | readonly JobKind[], timeoutMs?: number): Promise<void>;
  /** The jobs of `kind` that failed past their retries, newest first (operators, tests). */
  deadLetters<K extends JobKind>(kind: K): Promise<DeadLetter<K>[]>;
  /**
   * For each registered kind, the jobs waiting (due or not, retries included) and those that
   * failed past their retries (in its dead-letter queue): what the operators' metrics show.
   */
  stats(): Promise<{ kind: JobKind; waiting: number; failed: number }[]>;
}
