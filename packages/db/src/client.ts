import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to repositories that must act inside someone else's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for logs (never includes a password). */
  location: string;
  /**
   * The driver underneath, for a library that speaks SQL itself (the job queue, pg-boss): the
   * PostgreSQL connection string, from which it opens its own small pool, or the one PGlite
   * instance, which it shares (PGlite has a single connection). Never log `url`: it may hold a
   * password.
   */
  driver: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** Runs `SELECT 1`; throws when the database can't answer. */
  ping(): Promise<void>;
  /**
   * The connection pool's use now: connections open, idle, callers waiting for one, and the
   * pool's size (PGlite has a single connection).
   */
  connections(): { open: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** A database the process could not reach or open: the message is fit for one log line. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; instance?: PGlite };

/**
 * Where the shop's data lives: PostgreSQL when a URL is given, otherwise the embedded database
 * in `<dataDir>/pglite`. The server and the command-line tools decide the same way.
 */
export function databaseOptions(
  databaseUrl: string | undefined,
  dataDir: string,
): OpenDatabaseOptions {
  return databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
}

/** The contrib extensions the migrations create, loaded into every PGlite instance. */
export const pgliteExtensions = { unaccent, pg_trgm, fuzzystrmatch };

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable url)';
  }
}

/**
 * Opens the embedded PGlite database (kept in `dataDir`, or in memory when none is given) or a
 * real PostgreSQL pool, and checks that it answers before handing it out.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // A connection whose server vanished without a word (a failover) is found out, not kept.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A client that loses its server (a restart, a terminated backend) emits `error`; unheard,
    // the event would end the process. The pool hears its idle clients and drops them, but takes
    // its listener off a client it hands out: one held between the statements of a transaction
    // needs its own. The statement in flight, or the next, fails instead; the transaction rolls
    // back, the pool drops the broken client, and the API answers that failure (decision 032).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const handle: DatabaseHandle = {
      db: drizzlePg({ client: pool, schema }),
      kind: 'postgres',
      location: redact(options.url),
      driver: { kind: 'postgres', url: options.url },
      ping: async () => {
        await pool.query('SELECT 1');
      },
      connections: () => ({
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
    try {
      await handle.ping();
    } catch (error) {
      await pool.end().catch(() => {});
      throw new DatabaseUnavailableError(
        `cannot reach PostgreSQL at ${handle.location}: ${(error as Error).message || String(error)}`,
      );
    }
    return handle;
  }

  let client: PGlite;
  const location = options.dataDir ?? 'memory://';
  try {
    if (options.instance) {
      client = options.instance;
    } else {
      if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
      client = await PGlite.create({
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        extensions: pgliteExtensions,
      });
    }
  } catch (error) {
    throw new DatabaseUnavailableError(
      `cannot open the embedded database in ${location}: ${(error as Error).message || String(error)}` +
        ' (is another Lotus process using it?)',
    );
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    location,
    driver: { kind: 'pglite', client },
    ping: async () => {
      await client.query('SELECT 1');
    },
    connections: () => ({ open: 1, idle: 0, waiting: 0, max: 1 }),
    close: () => client.close(),
  };
}
