import type { Transaction } from '@lotus/db';

/**
 * The payload of every kind of job, by kind. A module that adds a kind declares it by
 * declaration merging through the queue's face (`declare module '../../jobs/jobs.ts' {
 * interface JobKinds { … } }`, which hands this interface on) and registers its handler with
 * the queue in `buildApp`. It lives here, with the sink every context carries, so that the
 * service context can name the sink without the queue (which names the context).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobKinds {}

export type JobKind = keyof JobKinds;

export interface EnqueueOptions {
  /** Not before this instant (default: now). */
  startAfter?: Date;
  /**
   * At most one job with this key waits at a time (a repeat enqueue is dropped): for work that
   * must not pile up, such as one gateway query per payment. Only for a kind registered with
   * `uniqueByKey`.
   */
  singletonKey?: string;
  /**
   * The job's own id: a second job with the same id is not written (the first stands). For work
   * derived from something with an identity of its own (one listener's turn at one event).
   */
  id?: string;
}

/** How a context enqueues: through its own database handle, so in its transaction when open. */
export interface Jobs {
  /** Writes a job of `kind`; it exists (and runs) if and only if the caller's change commits. */
  enqueue<K extends JobKind>(
    kind: K,
    payload: JobKinds[K],
    options?: EnqueueOptions,
  ): Promise<void>;
  /**
   * Writes several jobs of `kind` in one statement (ids as `EnqueueOptions.id`: a job whose id
   * exists is not written again); they exist if and only if the caller's change commits.
   */
  enqueueMany<K extends JobKind>(
    kind: K,
    jobs: readonly { payload: JobKinds[K]; id?: string }[],
  ): Promise<void>;
  /**
   * The sink for an open transaction `tx`: jobs written through it are held until `committed()`
   * wakes the workers of their kinds (a rolled-back transaction leaves nothing to run).
   */
  within(tx: Transaction): { jobs: Jobs; committed(): void };
}
