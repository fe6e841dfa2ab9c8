import type { SortQuery } from '@lotus/core';
import { type AnyColumn, type SQL, asc, desc } from 'drizzle-orm';

/**
 * The ORDER BY of a list whose query may ask for an order (`sort`, `dir`, core's `sortQueryOf`):
 * the asked column (or columns) first, then the list's own order (`otherwise`), which also breaks
 * ties so that two pages never share a row.
 */
export function listOrder<C extends string>(
  query: SortQuery<C> | undefined,
  columns: Record<C, AnyColumn | SQL | readonly (AnyColumn | SQL)[]>,
  otherwise: readonly SQL[],
): SQL[] {
  if (!query?.sort) return [...otherwise];
  const way = query.dir === 'desc' ? desc : asc;
  return [...[columns[query.sort]].flat().map((column) => way(column)), ...otherwise];
}
