import type { KindOptions } from '../jobs/jobs.ts';

/** The job kinds of the queue's own tests (queue.test.ts and its crashing child process). */
declare module '../jobs/jobs.ts' {
  interface JobKinds {
    'test.tx': { label: string };
    'test.wake': { label: string };
    'test.keyed': { payment: string };
    'test.failing': { n: number };
    'test.count': { n: number };
    'test.crash': { label: string };
    'test.outage': { label: string };
  }
}

/** `test.crash` expires in a few seconds, so another server copy takes it back quickly. */
export const CRASH_KIND_OPTIONS: KindOptions = { retryLimit: 2, retryDelay: 1, expireInSeconds: 3 };
