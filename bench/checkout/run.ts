/**
 * `npm run bench:checkout` (not part of `npm test`): orders per second on real PostgreSQL, with
 * pgbench's TPC-B-like rate measured on the same database in the same run as the anchor
 * (research/performance.md, A2 and goal G4), then a flash sale on one product with pgbench's
 * single-statement hot-row rate as its anchor (A3b and goal G5).
 *
 * Creates a fresh database on BENCH_DATABASE_URL's server, seeds the demo shop and grows it to
 * 10,000 products (30,000 variants), stops the demo's programmes (price rule, flash sales,
 * promotions: the shoppers' totals here are list prices), gives 30 "hot" variants little stock so
 * they sell out during the run, and prepares shoppers whose server carts hold 1–3 lines each (so
 * every request is one checkout: `POST /api/order` with an Idempotency-Key and the total the
 * pricing engine shows). Then, for each round: pgbench (`-c 8 -j 2`, scale 10) and 50 concurrent
 * buyers against the production API (a child process) for the same length of time. It prints
 * orders/s and its ratio to pgbench, p50/p99, SQL round trips per order (request path, and
 * background mail work), and checks that no unit was oversold and no order lost.
 *
 * The flash sale (bench/checkout/flash-sale.ts): the back office's API creates a running sale of
 * 1,000 units (BENCH_FLASH_QUOTA) of one product with 5,000 in stock, at 60 % of its price, limit 1
 * per customer; 2,000 buyers (BENCH_FLASH_BUYERS), each with a cart of it, preview their total and
 * then order once, 200 at a time (BENCH_FLASH_CONCURRENCY). pgbench runs `fs_cte.sql` (one guarded
 * UPDATE + INSERT on one hot row) with as many clients as the server's pool (BENCH_POOL, 20) just
 * before. It prints purchases/s until the 1,000th success and its ratio to pgbench (target ≥ 0.5),
 * p50/p99 of purchases and of "sold out" answers (target p99 < 50 ms), where a purchase's time
 * goes (the server's statement timeline), and checks the exact sell-out: 1,000 orders at the
 * flash price, `sold = quota`, nobody over the limit, stock 5,000 → 4,000, no 5xx.
 *
 * Switches: BENCH_FLASH=0 skips the flash sale; BENCH_FLASH_ONLY=1 runs only the flash sale (no
 * 40,000 shoppers, no TPC-B rounds: about a minute after the catalogue is grown). BENCH_PROFILE=<dir>
 * writes a CPU profile of the server there when it stops; BENCH_KEEP=1 keeps the database.
 * A failed check (oversold, lost, 5xx, inexact sell-out) makes the script exit non-zero; a missed
 * throughput or latency target is printed, not fatal.
 *
 * Needs pgbench on the PATH (Debian/Ubuntu: `apt-get install -y postgresql-contrib`, or the
 * `postgresql-client` package of your server's version). Figures on a shared 2-core machine are
 * noisy: compare the ratio within one run, not absolute rates across runs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type DeliveryMethod, priceCart, shippingZone } from '@lotus/core';
import { loadVnAdmin, openDatabase } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { createAccessTokens } from '../../apps/api/src/lib/access-tokens.ts';
import { admin, growCatalogue } from '../lib/catalogue.ts';
import { backendCpu, backends as backendsOf, cpuOf, quantile } from '../lib/measure.ts';
import { startBenchServer, stopBenchServer } from '../lib/server.ts';
import { runFlashSale } from './flash-sale.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3210);
const productTarget = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const buyers = Number(process.env.BENCH_BUYERS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 40_000);
const pool = Number(process.env.BENCH_POOL ?? 20);
const flashOnly = process.env.BENCH_FLASH_ONLY === '1';
const flash = flashOnly || process.env.BENCH_FLASH !== '0';
/** The server signs with it (JWT_SECRET); the bench signs its shoppers' tokens with it. */
const BENCH_JWT_SECRET = 'bench-checkout'.padEnd(40, '-');
const HOT_VARIANTS = 30;
const HOT_STOCK = 25;
const STOCK = 1_000;
const FREE_SHIPPING = 500_000;

const name = `lotus_bench_checkout_${Date.now()}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dbUrl = url.toString();

if (spawnSync('pgbench', ['--version']).status !== 0) {
  console.error(
    'pgbench is not installed. On Debian/Ubuntu: apt-get install -y postgresql-contrib ' +
      '(or postgresql-client-<version>); `apt-cache search pgbench` names the package.',
  );
  process.exit(1);
}

/** A small deterministic generator, so every run prepares the same carts. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Stops the demo shop's programmes (its price rule, flash sales and promotions), so the shoppers'
 * totals are the list prices the bench computes, and the flash sale is the only one running.
 */
async function stopDemoProgrammes() {
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 1 });
  for (const table of ['price_rules', 'flash_sales', 'promotions']) {
    await handle.db.execute(
      sql`UPDATE ${sql.identifier(table)} SET stopped_at = now() WHERE stopped_at IS NULL`,
    );
  }
  await handle.db.execute(sql`UPDATE products SET rule_price = NULL WHERE rule_price IS NOT NULL`);
  await handle.close();
}

interface Buyer {
  token: string;
  body: Record<string, unknown>;
}

/** Shoppers with carts, each with the body of their checkout and the engine's total. */
async function prepareBuyers(): Promise<{ buyers: Buyer[]; initialStock: Map<string, number> }> {
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl });
  const db = handle.db;
  const rows = (v: unknown) => (v as { rows: Record<string, unknown>[] }).rows;
  await db.execute(sql`UPDATE product_variants SET stock = ${STOCK}`);
  await db.execute(sql`UPDATE product_variants SET stock = ${HOT_STOCK}
    WHERE id IN (SELECT id FROM product_variants ORDER BY sku LIMIT ${HOT_VARIANTS})`);
  const variants = rows(
    await db.execute(sql`SELECT v.id, v.stock, v.product_id AS "productId", p.price,
      p.sale_price AS "salePrice" FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.is_published ORDER BY v.sku`),
  ) as { id: string; stock: number; productId: string; price: number; salePrice: number | null }[];
  const hot = variants.slice(0, HOT_VARIANTS);
  const users = rows(
    await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, role, is_active)
      SELECT 'bench-' || g || '@example.vn', 'not-a-hash', 'Bench', 'Buyer', 'CUSTOMER', true
      FROM generate_series(1, ${accounts}) g RETURNING id, email`),
  ) as { id: string; email: string }[];

  const { current } = loadVnAdmin();
  const places = ['01', '79', '92', '48'].map((provinceId) => ({
    provinceId,
    wardId: current.wards.find((w) => w.provinceCode === provinceId)!.code,
  }));
  const next = random(42);
  const pick = (list: typeof variants) => list[Math.floor(next() * list.length)]!;
  const tokens = createAccessTokens(BENCH_JWT_SECRET);
  const lineUsers: string[] = [];
  const lineVariants: string[] = [];
  const lineQuantities: number[] = [];
  const prepared: Buyer[] = [];
  for (const user of users) {
    const chosen = new Map<string, { v: (typeof variants)[number]; quantity: number }>();
    const count = 1 + Math.floor(next() * 3);
    for (let i = 0; i < count; i++) {
      const v = next() < 0.1 ? pick(hot) : pick(variants);
      chosen.set(v.id, { v, quantity: 1 + (next() < 0.25 ? 1 : 0) });
    }
    for (const { v, quantity } of chosen.values()) {
      lineUsers.push(user.id);
      lineVariants.push(v.id);
      lineQuantities.push(quantity);
    }
    const place = places[Math.floor(next() * places.length)]!;
    const deliveryMethod: DeliveryMethod = next() < 0.2 ? 'EXPRESS' : 'STANDARD';
    const pricing = priceCart({
      now: new Date(),
      lang: 'vi',
      lines: [...chosen.values()].map(({ v, quantity }) => ({
        infoId: v.id,
        productId: v.productId,
        quantity,
        price: v.price,
        salePrice: v.salePrice,
      })),
      shipping: { method: deliveryMethod, zone: shippingZone('2025-07', place.provinceId) },
      freeShippingThreshold: FREE_SHIPPING,
      offers: [],
    });
    prepared.push({
      token: await tokens.sign(
        { id: user.id, role: 'CUSTOMER', email: user.email },
        randomUUID(),
        new Date(),
      ),
      body: {
        firstName: 'Buyer',
        lastName: 'Bench',
        email: 'bench@example.vn',
        phone: '0912345678',
        address: '1 Đường Thử',
        ...place,
        national: 'Việt Nam',
        deliveryMethod,
        paymentMethod: 'COD',
        note: 'bench',
        expectedTotal: pricing.grandTotal,
      },
    });
  }
  for (let i = 0; i < lineUsers.length; i += 20_000) {
    await db.execute(sql`INSERT INTO cart_lines (user_id, variant_id, quantity)
      SELECT * FROM unnest(${`{${lineUsers.slice(i, i + 20_000).join(',')}}`}::uuid[],
        ${`{${lineVariants.slice(i, i + 20_000).join(',')}}`}::uuid[],
        ${`{${lineQuantities.slice(i, i + 20_000).join(',')}}`}::int[])`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
  await handle.close();
  return { buyers: prepared, initialStock: new Map(variants.map((v) => [v.id, v.stock])) };
}

/** The server; BENCH_PROFILE=<dir> writes a CPU profile of it there when it stops. */
const startServer = () =>
  startBenchServer(
    'bench/checkout/server.ts',
    { DATABASE_URL: dbUrl, PORT: String(port), JWT_SECRET: BENCH_JWT_SECRET },
    process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  );

type Stats = {
  orders: Record<string, { requests: number; statements: number }>;
  background: number;
};
const stats = async (): Promise<Stats> =>
  (await (await fetch(`http://127.0.0.1:${port}/bench/stats`)).json()) as Stats;

function pgbench(args: string[]): string {
  const run = spawnSync('pgbench', [...args, dbUrl], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

/**
 * Runs pgbench while sampling its PostgreSQL backends' CPU (they exit with it, so they are read
 * while they run); answers its output and the backends' CPU milliseconds.
 */
async function pgbenchMeasured(args: string[]): Promise<{ out: string; cpu: number }> {
  const before = backends();
  const seen = new Map<number, number>();
  const child = spawn('pgbench', [...args, dbUrl]);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const sampler = setInterval(() => {
    for (const [pid, ms] of backends()) if (!before.has(pid)) seen.set(pid, ms);
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${err}`);
  return { out, cpu: [...seen.values()].reduce((a, b) => a + b, 0) };
}

/** Waits until the mail jobs of the last round are delivered (they would compete with pgbench). */
async function drainJobs(pollMs = 500) {
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 1 });
  for (let i = 0; i < 240_000 / pollMs; i++) {
    const result: unknown = await handle.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job
      WHERE state = 'active' OR (state IN ('created', 'retry') AND start_after <= now())`);
    if ((result as { rows: { n: number }[] }).rows[0]!.n === 0) break;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  await handle.close();
}

/** CPU milliseconds of the PostgreSQL backends connected to the bench database, by pid. */
const backends = () => backendsOf(name);

let cursor = 0;
const placed: { id: string; grandTotal: number }[] = [];

/**
 * `workers` buyers (default 50) checking out for `seconds` or until `limit` orders were tried;
 * each request is a fresh shopper's whole cart.
 */
async function checkoutRound(list: Buyer[], workers = buyers, limit = list.length) {
  const latencies: number[] = [];
  const counts: Record<string, number> = {};
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const end = Math.min(list.length, cursor + limit);
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline && cursor < end) {
        const buyer = list[cursor++]!;
        const t0 = performance.now();
        let status = 'network error';
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/order`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${buyer.token}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(buyer.body),
          });
          const answer = (await res.json()) as {
            code?: string;
            data?: { id: string; grandTotal: number };
          };
          status = res.status === 201 ? '201' : `${res.status} ${answer.code ?? ''}`;
          if (res.status === 201) {
            placed.push(answer.data!);
            latencies.push(performance.now() - t0);
          }
        } catch {
          // counted below as a network error
        }
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    elapsed,
    counts,
    ordersPerSecond: (counts['201'] ?? 0) / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    exhausted: cursor >= list.length,
  };
}

async function checkInvariants(initialStock: Map<string, number>) {
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 1 });
  const rows = (v: unknown) => (v as { rows: Record<string, number | string>[] }).rows;
  const sold = new Map(
    rows(
      await handle.db.execute(sql`SELECT variant_id AS id, sum(quantity)::int AS units
        FROM order_lines GROUP BY variant_id`),
    ).map((r) => [r.id as string, r.units as number]),
  );
  const finals = rows(await handle.db.execute(sql`SELECT id, stock FROM product_variants`));
  let oversold = 0;
  let mismatched = 0;
  for (const row of finals) {
    const initial = initialStock.get(row.id as string) ?? 0;
    const units = sold.get(row.id as string) ?? 0;
    oversold += Math.max(0, units - initial) + Math.max(0, -(row.stock as number));
    if (initial - (row.stock as number) !== units) mismatched += 1;
  }
  const [stored] = rows(await handle.db.execute(sql`SELECT count(*)::int AS n FROM orders`));
  const ids = placed.map((p) => p.id);
  const found = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 5_000) {
    for (const r of rows(
      await handle.db.execute(sql`SELECT id, grand_total::float8 AS total FROM orders
        WHERE id = ANY(${`{${ids.slice(i, i + 5_000).join(',')}}`}::uuid[])`),
    )) {
      found.set(r.id as string, r.total as number);
    }
  }
  const lost = placed.filter((p) => found.get(p.id) !== p.grandTotal).length;
  const soldOut = finals.filter((r) => (r.stock as number) === 0).length;
  await handle.close();
  return { oversold, mismatched, lost, stored: stored!.n as number, soldOut };
}

/**
 * The checkout rounds: a warm-up, the round trips of one buyer at a time, then `rounds` rounds of
 * pgbench (TPC-B) and the buyers; prints the figures, answers whether nothing was oversold or lost.
 */
async function checkoutRounds(
  server: ChildProcess,
  { buyers: list, initialStock }: Awaited<ReturnType<typeof prepareBuyers>>,
  products: number,
): Promise<boolean> {
  // Warm-up: a few hundred orders (JIT, pools, statement plans), not counted.
  await checkoutRound(list, buyers, 300);
  // Round trips per order, exactly: one buyer at a time, each once the jobs the last one started
  // (its events' listeners, its mail) are done, so no statement waits for a pooled connection
  // that another's callback hands over (which would charge a job's statement to the request).
  await drainJobs();
  const calibration = { before: await stats() };
  for (let i = 0; i < 100; i++) {
    await checkoutRound(list, 1, 1);
    await drainJobs(20);
  }
  const calibrated = await stats();
  const exact = (status: string) => {
    const a = calibrated.orders[status];
    const b = calibration.before.orders[status];
    const requests = (a?.requests ?? 0) - (b?.requests ?? 0);
    return requests ? ((a?.statements ?? 0) - (b?.statements ?? 0)) / requests : 0;
  };
  const roundTrips = exact('201');
  const warmupOrders = placed.length;
  const results: {
    round: number;
    pgbenchTps: number;
    checkout: Awaited<ReturnType<typeof checkoutRound>>;
    perOrder: number;
    perRefusal: number;
    background: number;
    cpu: { server: number; client: number; pg: number };
    pgbenchPgCpu: number;
  }[] = [];
  for (let round = 1; round <= rounds; round++) {
    await drainJobs();
    const { out, cpu: pgbenchPgCpu } = await pgbenchMeasured([
      '-c',
      '8',
      '-j',
      '2',
      '-T',
      String(seconds),
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    const transactions = Number(/processed: (\d+)/.exec(out)?.[1] ?? 0);
    const before = await stats();
    const cpuBefore = { server: cpuOf(server.pid!), client: process.cpuUsage(), pg: backends() };
    const checkout = await checkoutRound(list);
    await drainJobs();
    const after = await stats();
    const orderCount = checkout.counts['201'] ?? 0;
    const cpu = {
      server: (cpuOf(server.pid!) - cpuBefore.server) / orderCount,
      client: (() => {
        const used = process.cpuUsage(cpuBefore.client);
        return (used.user + used.system) / 1000 / orderCount;
      })(),
      pg: backendCpu(cpuBefore.pg, backends()) / orderCount,
    };
    const delta = (status: string) => ({
      requests: (after.orders[status]?.requests ?? 0) - (before.orders[status]?.requests ?? 0),
      statements:
        (after.orders[status]?.statements ?? 0) - (before.orders[status]?.statements ?? 0),
    });
    const ok = delta('201');
    const refused = delta('422');
    results.push({
      round,
      pgbenchTps: tps,
      checkout,
      perOrder: ok.requests ? ok.statements / ok.requests : 0,
      perRefusal: refused.requests ? refused.statements / refused.requests : 0,
      background: ok.requests ? (after.background - before.background) / ok.requests : 0,
      cpu,
      pgbenchPgCpu: transactions ? pgbenchPgCpu / transactions : 0,
    });
    if (checkout.exhausted) console.log(`round ${round}: ran out of prepared shoppers`);
  }
  const invariants = await checkInvariants(initialStock);
  const cpuTable = results.map(
    (r) =>
      `| ${r.round} | ${r.cpu.server.toFixed(2)} | ${r.cpu.pg.toFixed(2)} | ${r.cpu.client.toFixed(2)} | ${r.pgbenchPgCpu.toFixed(2)} |`,
  );

  console.log(
    `\nCheckout benchmark: ${products} products, ${buyers} concurrent buyers, ${seconds} s rounds, PostgreSQL (pgbench -c 8 -j 2, scale 10, same database)\n`,
  );
  console.log(
    '| round | pgbench TPS | orders/s | ratio | p50 / p99 ms | answers | SQL per order (request, approx.) | SQL per refusal (approx.) | SQL per order (background) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |');
  for (const r of results) {
    const answers = Object.entries(r.checkout.counts)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    console.log(
      `| ${r.round} | ${r.pgbenchTps.toFixed(0)} | ${r.checkout.ordersPerSecond.toFixed(0)} | ${(r.checkout.ordersPerSecond / r.pgbenchTps).toFixed(2)} | ${r.checkout.p50.toFixed(1)} / ${r.checkout.p99.toFixed(1)} | ${answers} | ${r.perOrder.toFixed(2)} | ${r.perRefusal.toFixed(2)} | ${r.background.toFixed(2)} |`,
    );
  }
  console.log(
    '\nCPU milliseconds per order (server process incl. its mail worker; PostgreSQL backends of the bench database; the load generator) and per pgbench transaction (PostgreSQL backends):\n',
  );
  console.log(
    '| round | server ms/order | PostgreSQL ms/order | client ms/order | PostgreSQL ms/pgbench txn |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  for (const row of cpuTable) console.log(row);
  const errors = results.reduce(
    (n, r) =>
      n +
      Object.entries(r.checkout.counts)
        .filter(([k]) => k !== '201' && !k.startsWith('422'))
        .reduce((m, [, v]) => m + v, 0),
    0,
  );
  const best = results.map((r) => r.checkout.ordersPerSecond / r.pgbenchTps).sort((a, b) => a - b);
  const median = best[Math.floor(best.length / 2)] ?? 0;
  console.log(
    `\norders in the database: ${invariants.stored} (answered 201: ${placed.length}, of them ${warmupOrders} in the warm-up and calibration); lost: ${invariants.lost}; oversold units: ${invariants.oversold}; variants whose stock does not match their order lines: ${invariants.mismatched}; variants sold out: ${invariants.soldOut}; errors (not 201 or 422): ${errors}`,
  );
  console.log(
    `median ratio to pgbench: ${(median * 100).toFixed(0)} % (target ≥ 40 %); SQL round trips per order on the request path, one buyer at a time: ${roundTrips.toFixed(2)} (target ≤ 6: BEGIN, cart with its programmes, order with its key, order.placed, shared rows, COMMIT)`,
  );
  return !(invariants.oversold || invariants.lost || invariants.mismatched || errors);
}

let server: ChildProcess | undefined;
await admin(adminUrl, `CREATE DATABASE "${name}"`);
try {
  console.log(
    `preparing ${name}: ${productTarget} products${flashOnly ? '' : `, ${accounts} shoppers with carts`}…`,
  );
  const products = await growCatalogue(dbUrl, productTarget);
  await stopDemoProgrammes();
  const shoppers = flashOnly ? null : await prepareBuyers();
  if (shoppers) pgbench(['-i', '-s', '10', '-q']);
  server = await startServer();
  if (shoppers && !(await checkoutRounds(server, shoppers, products))) process.exitCode = 1;
  if (flash) {
    const held = await runFlashSale({
      dbUrl,
      database: name,
      port,
      jwtSecret: BENCH_JWT_SECRET,
      buyers: Number(process.env.BENCH_FLASH_BUYERS ?? 2_000),
      concurrency: Number(process.env.BENCH_FLASH_CONCURRENCY ?? 200),
      quota: Number(process.env.BENCH_FLASH_QUOTA ?? 1_000),
      stock: 5_000,
      perCustomerLimit: 1,
      pgbenchClients: pool,
      pgbenchSeconds: seconds,
      serverPid: server.pid!,
      drainMail: () => drainJobs(),
    });
    if (!held) process.exitCode = 1;
  }
} catch (error) {
  // Said before the database is dropped (a dropped connection would crash the process first).
  console.error(error);
  process.exitCode = 1;
} finally {
  if (server) await stopBenchServer(server);
  if (process.env.BENCH_KEEP) console.log(`kept the database: ${dbUrl}`);
  else await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
