import { type DatabaseHandle, isConnectionFailure, preparedRows } from '@lotus/db';
import { type SQL, sql } from 'drizzle-orm';
import { type Db as BossDb, PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { Db } from '../context.ts';
import type { DeadLetter, JobKind, JobKinds } from './jobs.ts';

/** The logger the queue reports to: Fastify's, or pino's in a process without Fastify. */
export interface QueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Where pg-boss keeps its tables unless told otherwise. */
export const JOB_SCHEMA = 'pgboss';

/** The dead-letter queue of `kind`: where a job lands when its last retry has failed. */
export const deadLetterQueue = (kind: JobKind) => `${kind}.dead`;

/**
 * pg-boss on the shop's database: on PostgreSQL with a small pool of its own (from the
 * connection string), on PGlite through the one shared instance (`query()` takes one statement,
 * so pg-boss's adapter sends its multi-statement SQL through `exec()`). Its errors and warnings
 * go to the log: an `error` event nobody listens to would end the process. pg-boss's own pool
 * reports its lost connections there too.
 */
export function openBoss(options: {
  database: DatabaseHandle;
  schema: string;
  poolSize: number;
  superviseIntervalSeconds: number;
  log: QueueLog;
}): PgBoss {
  const { database, schema, superviseIntervalSeconds, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad job queue schema name: ${schema}`);
  const common = {
    schema,
    // No cron schedules yet: no schedule timers.
    schedule: false,
    // Expiry of running jobs is checked in the supervise pass, per queue at the monitor interval.
    superviseIntervalSeconds,
    monitorIntervalSeconds: superviseIntervalSeconds,
  };
  const boss =
    database.driver.kind === 'pglite'
      ? new PgBoss({
          ...common,
          db: fromPglite(database.driver.client),
          backend: 'pglite',
          // Index rebuilds and vacuum checks concern a shared server, not an embedded database.
          reindex: false,
          monitorVacuum: false,
        })
      : new PgBoss({
          ...common,
          connectionString: database.driver.url,
          max: options.poolSize,
          application_name: 'lotus-jobs',
        });
  // The database away (a restart, a failover): every worker's poll fails until it is back, and
  // then they pick up where they were; nothing of ours is wrong (decision 032). One warning each
  // ten seconds of it, with the count of those left out (elapsed time, not the shop's clock).
  let quietUntil = 0;
  let untold = 0;
  boss.on('error', (error) => {
    if (!isConnectionFailure(error)) {
      log.error({ err: error }, 'job queue error');
      return;
    }
    if (performance.now() < quietUntil) {
      untold += 1;
      return;
    }
    log.warn({ err: error, alsoSinceLast: untold }, 'job queue cannot reach the database');
    quietUntil = performance.now() + 10_000;
    untold = 0;
  });
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  return boss;
}

/**
 * A Drizzle database or open transaction as the `db` pg-boss writes a job through: pg-boss's
 * `$1…$n` statement becomes a Drizzle `sql` with bound parameters, run as a named prepared
 * statement (it is written with every order: parsing and planning it each time cost PostgreSQL
 * about as much as running it).
 */
export const through = (db: Db): BossDb =>
  fromDrizzle({ execute: async (query: SQL) => ({ rows: await preparedRows(db, query) }) }, sql);

/** Jobs of `kind` due now or running (a retry waiting out its backoff is not due). */
export async function countPending(
  boss: PgBoss,
  schema: string,
  kinds: readonly JobKind[],
): Promise<number> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT count(*)::int AS n FROM ${schema}.job
      WHERE name = ANY($1::text[]) AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
    [kinds],
  );
  return (rows[0] as { n: number }).n;
}

/** Jobs of `names` by state (pg-boss's: created, retry, active, completed, cancelled, failed). */
export async function countByState(
  boss: PgBoss,
  schema: string,
  names: string[],
): Promise<{ name: string; state: string; n: number }[]> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT name, state::text AS state, count(*)::int AS n FROM ${schema}.job
      WHERE name = ANY($1) GROUP BY name, state`,
    [names],
  );
  return rows as { name: string; state: string; n: number }[];
}

/** The dead-letter queue of `kind`, newest first, each job with its last error. */
export async function readDeadLetters<K extends JobKind>(
  boss: PgBoss,
  kind: K,
): Promise<DeadLetter<K>[]> {
  const dead = await boss.findJobs<JobKinds[K]>(deadLetterQueue(kind));
  return dead
    .map((job) => ({
      id: job.sourceId ?? job.id,
      payload: job.data,
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: errorMessage(job.sourceOutput),
      failedAt: job.createdOn,
    }))
    .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
}

const errorMessage = (output: object | null): string =>
  output && 'message' in output && typeof output.message === 'string'
    ? output.message
    : JSON.stringify(output);
