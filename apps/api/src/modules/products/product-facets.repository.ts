import { preparedRows } from '@lotus/db';
import { sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

/** What a list's published products offer to filter by, with how many products have each. */
export interface FacetRows {
  brands: { name: string; count: number }[] | null;
  colours: { code: string; count: number }[] | null;
  sizes: { size: string; count: number }[] | null;
}

/**
 * The makers, colours and sizes of the published products a list of `category` (by slug, with
 * its sub-categories; every category when undefined) can show, each with how many of those
 * products have it (a product with a size in two colours counts once for the size). One
 * statement, named (its plan kept per connection).
 */
export async function listFacets(db: Db, category: string | undefined): Promise<FacetRows> {
  const inCategory =
    category === undefined
      ? sql``
      : sql`AND p.category_id IN (
          WITH RECURSIVE tree AS (
            SELECT id FROM categories WHERE slug = ${category}
            UNION ALL
            SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
          ) SELECT id FROM tree)`;
  const [row] = await preparedRows<FacetRows>(
    db,
    sql`WITH shown AS (
        SELECT p.id, p.provider_name FROM products p WHERE p.is_published ${inCategory}),
      options AS (
        SELECT DISTINCT v.product_id, v.colour, v.size FROM product_variants v
        JOIN shown s ON s.id = v.product_id)
      SELECT
        (SELECT json_agg(json_build_object('name', b.name, 'count', b.n) ORDER BY b.n DESC, b.name)
          FROM (SELECT provider_name AS name, count(*)::int AS n FROM shown
            WHERE provider_name IS NOT NULL AND provider_name <> '' GROUP BY provider_name) b)
          AS brands,
        (SELECT json_agg(json_build_object('code', c.colour, 'count', c.n))
          FROM (SELECT colour, count(DISTINCT product_id)::int AS n FROM options
            WHERE colour IS NOT NULL GROUP BY colour) c) AS colours,
        (SELECT json_agg(json_build_object('size', z.size, 'count', z.n))
          FROM (SELECT size, count(DISTINCT product_id)::int AS n FROM options
            WHERE size IS NOT NULL AND size <> '' GROUP BY size) z) AS sizes`,
  );
  return row ?? { brands: null, colours: null, sizes: null };
}
