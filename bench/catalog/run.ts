/**
 * `npm run bench:catalog`: the catalogue under load on real PostgreSQL with 10,000 products.
 *
 * Creates a fresh database (on BENCH_DATABASE_URL's server), seeds the demo shop and grows it to
 * 10,000 products (3 variants and an image each), starts the production API with a baseline route
 * in a child process, and measures with autocannon (-c 50 -d 10 after a 3 s warm-up): the list
 * (page 1, a category, a price sort), search and the baseline. Prints req/s, p50/p99, the ratio to
 * the baseline and the SQL statements per request; latency again at 10 connections. Drops the database at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { migrate, openDatabase, schema } from '@lotus/db';
import { seedDemoShop } from '@lotus/db/seed';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3200);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const name = `lotus_bench_${Date.now()}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Grows the demo catalogue to `target` products by cloning it with new slugs and SKUs. */
async function growCatalogue(target: number) {
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
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

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'bench/catalog/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      NODE_ENV: 'production',
      JWT_SECRET: 'b'.repeat(40),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

const statements = async () =>
  ((await (await fetch(`http://127.0.0.1:${port}/bench/stats`)).json()) as { statements: number })
    .statements;

async function measure(title: string, pathAndQuery: string) {
  const target = `http://127.0.0.1:${port}${pathAndQuery}`;
  const check = await fetch(target);
  if (!check.ok) throw new Error(`${title}: ${check.status} ${await check.text()}`);
  // A scenario that finds nothing would measure the wrong path.
  const found = ((await check.json()) as { data: unknown[] }).data;
  if (!found.length) throw new Error(`${title}: found nothing`);
  await autocannon({ url: target, connections: 50, duration: 3 }); // warm-up
  const before = await statements();
  const result = await autocannon({ url: target, connections: 50, duration });
  const after = await statements();
  const requests = result.requests.total;
  // Latency at a moderate load (10 connections), where queueing doesn't dominate.
  const moderate = await autocannon({
    url: target,
    connections: 10,
    duration: Math.max(3, duration / 2),
  });
  return {
    p99at10: moderate.latency.p99,
    p50at10: moderate.latency.p50,
    title,
    path: pathAndQuery,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    sqlPerRequest: Math.round(((after - before) / requests) * 100) / 100,
  };
}

let server: ChildProcess | undefined;
await admin(`CREATE DATABASE "${name}"`);
try {
  const count = await growCatalogue(products);
  server = await startServer();
  const category = (await (await fetch(`http://127.0.0.1:${port}/api/category`)).json()) as {
    data: { slug: string; parentId: string | null }[];
  };
  const leaf = category.data.find((c) => c.parentId !== null)!.slug;
  const rows = [];
  rows.push(await measure('baseline (one SQL)', '/bench/baseline'));
  rows.push(await measure('list page 1', '/api/product/public?page=1&limit=20'));
  rows.push(await measure('list category', `/api/product/public?categories=${leaf}&limit=20`));
  rows.push(await measure('list price sort', '/api/product/public?sort=price_asc&limit=20'));
  rows.push(await measure('search "ao thun"', '/api/product/public?name=ao%20thun&limit=20'));
  rows.push(
    await measure('search "robot hut bui"', '/api/product/public?name=robot%20hut%20bui&limit=20'),
  );
  // A typo matches nothing exactly, so the list is asked again with close spellings.
  rows.push(await measure('search typo "humanoit"', '/api/product/public?name=humanoit&limit=20'));
  rows.push(await measure('suggest', '/api/product/suggest?q=giay'));
  const baseline = rows[0]!.rps;
  console.log(
    `\nCatalogue benchmark: ${count} products on PostgreSQL, autocannon -c 50 -d ${duration}\n`,
  );
  console.log(
    '| scenario | req/s (c=50) | p50 / p99 ms (c=50) | p50 / p99 ms (c=10) | vs baseline | SQL/request | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.title} | ${r.rps} | ${r.p50} / ${r.p99} | ${r.p50at10} / ${r.p99at10} | ${(r.rps / baseline).toFixed(2)} | ${r.sqlPerRequest} | ${r.errors} |`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (process.env.BENCH_KEEP) console.log(`kept the database: ${url.toString()}`);
  else await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
