/**
 * A "server copy" that dies mid-job, for jobs/queue.test.ts: run by Node as a child process
 * with the PostgreSQL URL and the queue's schema. It starts a queue, enqueues one `test.crash` job, prints
 * `{"running":"<job id>"}` once its handler has the job, and then hangs until it is killed.
 */
import { openDatabase } from '@lotus/db';
import { createJobQueue } from '../jobs/queue.ts';
import { systemClock } from '../lib/clock.ts';
import { CRASH_KIND_OPTIONS } from './job-kinds.ts';

const [url, schema] = process.argv.slice(2);
if (!url || !schema) throw new Error('usage: crash-child.ts <postgres url> <schema>');

const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const quiet = { info() {}, warn() {}, error() {} };
const queue = createJobQueue({
  database,
  clock: systemClock,
  log: quiet,
  schema,
  pollingIntervalSeconds: 0.5,
});
queue.register(
  'test.crash',
  (_ctx, _payload, job) => {
    process.stdout.write(`${JSON.stringify({ running: job.id })}\n`);
    return new Promise(() => {});
  },
  CRASH_KIND_OPTIONS,
);
await queue.start();
await queue.jobs(database.db).enqueue('test.crash', { label: 'survives its server' });
