import { z } from 'zod';

/** The server's page size when a client asks for `limit=0` (the spec's default). */
export const DEFAULT_PAGE_SIZE = 20;
/** No list answers with more than this many items, whatever `limit` asks for. */
export const MAX_PAGE_SIZE = 100;

/**
 * `page` (from 1) and `limit` as the spec names them. `limit=0` means the server's default page
 * size and a limit above the cap is lowered to it, so a shopper's shared URL never errors on size.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .transform((limit) => (limit === 0 ? DEFAULT_PAGE_SIZE : Math.min(limit, MAX_PAGE_SIZE))),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Rows to skip for a page. */
export function pageOffset({ page, limit }: PageQuery): number {
  return (page - 1) * limit;
}
