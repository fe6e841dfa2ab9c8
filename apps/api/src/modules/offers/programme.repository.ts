import { at } from '@lotus/db';
import { type InferSelectModel, type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../context.ts';

/*
 * What the four kinds of programme's queries share: their window as SQL, their rows read back
 * from JSON, and the shape of the back office's reads and writes of one kind's table.
 */

/** The rows of `alias` whose window holds `now` and that no operator stopped before it. */
export const running = (alias: string, now: Date) =>
  sql`${sql.raw(alias)}.starts_at <= ${at(now)} AND ${at(now)} < ${sql.raw(alias)}.ends_at
    AND (${sql.raw(alias)}.stopped_at IS NULL OR ${sql.raw(alias)}.stopped_at > ${at(now)})`;

/** Not stopped and not over at `now` (running or still to come). */
export const notOver = (alias: string, now: Date) =>
  sql`${at(now)} < ${sql.raw(alias)}.ends_at
    AND (${sql.raw(alias)}.stopped_at IS NULL OR ${sql.raw(alias)}.stopped_at > ${at(now)})`;

/** What an operator may still change at `now`: never stopped, not past its end. */
export const editable = (table: { stoppedAt: AnyPgColumn; endsAt: AnyPgColumn }, now: Date): SQL =>
  sql`${table.stoppedAt} IS NULL AND ${table.endsAt} > ${at(now)}`;

/**
 * A row of `table` read back from `to_jsonb(row)`: each column under its property name, mapped
 * as Drizzle maps the column's own value (timestamps to dates, bigints to numbers).
 */
export function fromJson<T extends PgTable>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * The back office's reads and writes of one kind's table: every row newest first, one by id, a
 * new one, and a change (`update`) that only a programme not over at `now` takes (else null).
 */
export interface ProgrammeRows<Row, Insert> {
  list(db: Db): Promise<Row[]>;
  find(db: Db, id: string): Promise<Row | null>;
  insert(db: Db, values: Insert): Promise<Row>;
  update(db: Db, id: string, values: Partial<Insert>, now: Date): Promise<Row | null>;
}

/** The first row of an answer, or null. */
export const first = <Row>(rows: Row[]): Row | null => rows[0] ?? null;

/** The one row an `INSERT … RETURNING` of one row answers. */
export const only = <Row>(rows: Row[]): Row => {
  const [row] = rows;
  if (!row) throw new Error('an insert of one row returned none');
  return row;
};
