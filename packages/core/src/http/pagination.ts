import { z } from 'zod';
import { wholeNumber } from './input.ts';

/** The server's page size when a client asks for `limit=0` (the spec's default). */
export const DEFAULT_PAGE_SIZE = 20;
/** No list answers with more than this many items, whatever `limit` asks for. */
export const MAX_PAGE_SIZE = 100;

/**
 * `page` (from 1) and `limit` as the spec names them. `limit=0` means the list's default page
 * size and a limit above the cap is lowered to it, so a shopper's shared URL never errors on size.
 */
export function pageQueryOf(defaultSize: number) {
  return z.object({
    page: wholeNumber(1).default(1),
    limit: wholeNumber(0)
      .default(0)
      .transform((limit) => (limit === 0 ? defaultSize : Math.min(limit, MAX_PAGE_SIZE))),
  });
}

/** A page of a list with the server's default page size. */
export const pageQuerySchema = pageQueryOf(DEFAULT_PAGE_SIZE);

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Rows to skip for a page. */
export function pageOffset({ page, limit }: PageQuery): number {
  return (page - 1) * limit;
}

/** Which way a list is ordered. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * A list's order as its address carries it (`?sort=<column>&dir=asc|desc`), by one of the
 * `columns` the server can order by; without `sort` the list keeps its own order.
 */
export function sortQueryOf<const C extends readonly [string, ...string[]]>(columns: C) {
  return z.object({
    sort: z.enum(columns, { message: 'InvalidValue' }).optional(),
    dir: z.enum(SORT_DIRECTIONS, { message: 'InvalidValue' }).default('asc'),
  });
}

/** The order a `sortQueryOf` query asks for. */
export interface SortQuery<C extends string> {
  sort?: C | undefined;
  dir: (typeof SORT_DIRECTIONS)[number];
}
