import { createHash } from 'node:crypto';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';

/** What Drizzle keeps inside a database or transaction object and does not type publicly. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** An instant as a bound `timestamptz` in a raw statement (both drivers take the ISO text). */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/**
 * The first instant after `now` held in any of the timestamp `columns` of the rows selected, as a
 * Date (null when none is later): when something those rows show next changes by the clock.
 */
export const firstAfter = (now: Date, ...columns: [AnyColumn, ...AnyColumn[]]): SQL<Date | null> =>
  sql`least(${sql.join(
    columns.map((column) => sql`min(${column}) FILTER (WHERE ${column} > ${at(now)})`),
    sql`, `,
  )})`.mapWith(columns[0]) as SQL<Date | null>;

/**
 * The rows of a raw statement, on either driver (both answer `{ rows }`), cast: for tests only.
 * The product reads through the builder or `parsedRows`; lint refuses it there (decision 029).
 */
export async function queryRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Runs a hot raw statement as a named prepared statement and answers its rows. On PostgreSQL each
 * connection then parses and plans the text once (after five runs PostgreSQL keeps a generic
 * plan) instead of at every run: for the checkout's statements planning cost as much as running
 * them (bench/checkout/RESULTS.md). The name is a hash of the text, so a name never stands for two
 * texts; use it for statements whose text does not depend on their values (arrays, not lists).
 * PGlite runs it as any other statement. (`db.execute` cannot name a statement, so this reaches
 * Drizzle's session, as `db.execute` itself does.)
 */
export async function preparedRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = `lotus_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}

/**
 * A hot raw statement's rows (`preparedRows`), each checked by `row` (a zod schema, or anything
 * with its `parse`): a raw statement's rows are parsed, never cast (decision 029).
 */
export async function parsedRows<T>(
  db: Database | Transaction,
  query: SQL,
  row: { parse(value: unknown): T },
): Promise<T[]> {
  return (await preparedRows<unknown>(db, query)).map((value) => row.parse(value));
}
