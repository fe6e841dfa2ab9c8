/**
 * `npm run bench:catalog`: the catalogue under load on real PostgreSQL with 10,000 products.
 *
 * Creates a fresh database (on BENCH_DATABASE_URL's server), seeds the demo shop and grows it to
 * 10,000 products (3 variants and an image each), starts the production API with a baseline route
 * in a child process, and measures with autocannon (-c 50 -d 10 after a 3 s warm-up): the list
 * (page 1, a category, a price sort), search and the baseline. Prints req/s, p50/p99, the ratio to
 * the baseline and the SQL statements per request; latency again at 10 connections. Drops the database at the end.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { admin, growCatalogue } from '../lib/catalogue.ts';
import { startBenchServer, stopBenchServer } from '../lib/server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3200);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const name = `lotus_bench_${Date.now()}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const startServer = () =>
  startBenchServer('bench/catalog/server.ts', {
    DATABASE_URL: url.toString(),
    PORT: String(port),
    JWT_SECRET: 'b'.repeat(40),
  });

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
await admin(adminUrl, `CREATE DATABASE "${name}"`);
try {
  const count = await growCatalogue(url.toString(), products);
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
  if (server) await stopBenchServer(server);
  if (process.env.BENCH_KEEP) console.log(`kept the database: ${url.toString()}`);
  else await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
