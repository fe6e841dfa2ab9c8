import { migrate, openDatabase, schema } from '@lotus/db';
import { seedDemoShop } from '@lotus/db/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/** Runs one statement as the server's administrator (CREATE or DROP DATABASE). */
export async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * Migrates and seeds the database at `url` with the demo shop, then grows it to `target`
 * products by cloning the demo ones with new slugs and SKUs (3 variants and an image each), and
 * analyses it the way autovacuum would after a bulk load. Answers the number of products.
 */
export async function growCatalogue(url: string, target: number): Promise<number> {
  const handle = await openDatabase({ kind: 'postgres', url });
  await migrate(handle);
  await seedDemoShop(handle, { demoAccounts: false });
  const db = handle.db;
  await db.execute(sql`
    WITH base AS (SELECT *, row_number() OVER (ORDER BY priority, id) - 1 AS n, count(*) OVER () AS c FROM products),
    copies AS (SELECT g FROM generate_series(1, ${target} - (SELECT count(*) FROM products)) g)
    INSERT INTO products (slug, sku, category_id, name_vi, name_en, short_description_vi, short_description_en,
      description_vi, description_en, provider_name, price, sale_price, statuses, priority, sold_count, created_at)
    SELECT b.slug || '-' || g, b.sku || '-' || g, b.category_id, b.name_vi || ' ' || g, b.name_en || ' ' || g,
      b.short_description_vi, b.short_description_en, b.description_vi, b.description_en, b.provider_name,
      b.price + (g % 50) * 1000, CASE WHEN b.sale_price IS NULL THEN NULL ELSE b.sale_price + (g % 50) * 1000 END,
      b.statuses, b.priority + g, (b.sold_count + g * 7) % 5000, now() - make_interval(secs => g)
    FROM copies JOIN base b ON b.n = (copies.g % b.c)`);
  await db.execute(sql`
    INSERT INTO product_variants (product_id, sku, colour, size, stock, position)
    SELECT p.id, p.sku || '-' || v.k, (ARRAY['black','white','red'])[v.k], (ARRAY['S','M','L'])[v.k], (v.k * 3 + length(p.slug)) % 12, v.k
    FROM products p CROSS JOIN generate_series(1, 3) AS v(k)
    WHERE NOT EXISTS (SELECT 1 FROM product_variants x WHERE x.product_id = p.id)`);
  await db.execute(sql`
    INSERT INTO product_images (product_id, url, width, height, position)
    SELECT p.id, '/images/products/' || split_part(p.slug, '-', 1) || '.webp', 800, 800, 0
    FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images x WHERE x.product_id = p.id)`);
  // What autovacuum does to a table after a bulk load: statistics, the visibility map and the
  // trigram index's pending list flushed (with a long pending list the planner rightly prefers a
  // sequential scan, and every search reads all 10,000 rows).
  await db.execute(sql`VACUUM ANALYZE`);
  const count = await db.$count(schema.products);
  await handle.close();
  return count;
}
