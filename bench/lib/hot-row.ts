/**
 * pgbench's single-statement hot-row rate (research/performance.md, A3b): every transaction is one
 * autocommitted statement, a guarded UPDATE of ONE stock row (`qty >= 1`) and the order's INSERT,
 * so it is the database's ceiling for correct purchases of one product.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backends } from './measure.ts';

/** The script `fs_cte.sql` of research/performance.md, appendix A, on the bench's own tables. */
const FS_CTE = `WITH u AS (UPDATE bench_hot_stock SET qty = qty - 1 WHERE id = 1 AND qty >= 1 RETURNING id) INSERT INTO bench_hot_orders(stock_id) SELECT id FROM u;\n`;

/** Enough stock that the measured seconds never sell it out (the rate, not a sell-out). */
const HOT_STOCK = 10_000_000;

export interface HotRowRate {
  clients: number;
  seconds: number;
  /** Purchases per second (every transaction buys one unit while stock lasts). */
  tps: number;
  transactions: number;
  /** Mean latency per transaction in milliseconds, as pgbench reports it. */
  latency: number;
  /** PostgreSQL CPU milliseconds per purchase. */
  pgCpu: number;
  /** Orders written equal the units taken, and stock never went below zero. */
  consistent: boolean;
}

/**
 * Creates the hot-row tables in the database at `url` (named `database`) on first use (1,000
 * products, the first is the hot one), runs `fs_cte.sql` with `clients` pgbench clients on two
 * threads for `seconds`, and checks that the orders written equal the units taken.
 */
export async function hotRowRate(
  url: string,
  database: string,
  clients: number,
  seconds: number,
): Promise<HotRowRate> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dir = mkdtempSync(path.join(tmpdir(), 'lotus-hot-row-'));
  const script = path.join(dir, 'fs_cte.sql');
  writeFileSync(script, FS_CTE);
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS bench_hot_stock (id int PRIMARY KEY, qty int NOT NULL);
      CREATE TABLE IF NOT EXISTS bench_hot_orders (id bigserial PRIMARY KEY, stock_id int NOT NULL,
        qty int NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now());
      TRUNCATE bench_hot_stock, bench_hot_orders;
      INSERT INTO bench_hot_stock SELECT g, 1000 FROM generate_series(1, 1000) g;
      UPDATE bench_hot_stock SET qty = ${HOT_STOCK} WHERE id = 1;`);
    await client.query('VACUUM ANALYZE bench_hot_stock, bench_hot_orders');
    const before = backends(database);
    const seen = new Map<number, number>();
    const child = spawn('pgbench', [
      '-n',
      '-f',
      script,
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      url,
    ]);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    // pgbench's backends exit with it, so their CPU is read while they run.
    const sampler = setInterval(() => {
      for (const [pid, ms] of backends(database)) if (!before.has(pid)) seen.set(pid, ms);
    }, 200);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearInterval(sampler);
    if (code !== 0) throw new Error(`pgbench (hot row) failed: ${err}`);
    const transactions = Number(/processed: (\d+)/.exec(out)?.[1] ?? 0);
    const { rows } = await client.query<{ orders: number; qty: number }>(
      `SELECT (SELECT count(*)::int FROM bench_hot_orders) AS orders,
        (SELECT qty FROM bench_hot_stock WHERE id = 1) AS qty`,
    );
    const { orders, qty } = rows[0]!;
    const cpu = [...seen.values()].reduce((a, b) => a + b, 0);
    return {
      clients,
      seconds,
      tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0),
      transactions,
      latency: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 0),
      pgCpu: orders ? cpu / orders : 0,
      consistent: qty >= 0 && orders === HOT_STOCK - qty,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await client.end();
  }
}
