/**
 * `npm run bench:assistant`: the shopping assistant's default engine at 10,000 products on real
 * PostgreSQL (decision 039).
 *
 * Creates a fresh database (on BENCH_DATABASE_URL's server), seeds the demo shop and grows it to
 * 10,000 products as `bench:catalog` does, starts the production API in a child process, and
 * measures with autocannon at 10 connections (after a 3 s warm-up): answers to a product question
 * without diacritics (slots, search, cards), to a policy question, and beside them the same run's
 * catalogue search. Each answer is a new visitor's, so it also writes a conversation and two
 * messages. Prints answers/s and p50/p99; drops the database at the end.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { admin, growCatalogue } from '../lib/catalogue.ts';
import { startBenchServer, stopBenchServer } from '../lib/server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3201);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const name = `lotus_bench_assistant_${Date.now()}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

type Scenario = { title: string; method: 'GET' | 'POST'; path: string; body?: string };

async function measure({ title, method, path, body }: Scenario) {
  const target = `http://127.0.0.1:${port}${path}`;
  const init = { method, headers: { 'content-type': 'application/json' }, body };
  const check = await fetch(target, init);
  if (!check.ok) throw new Error(`${title}: ${check.status} ${await check.text()}`);
  // A scenario that finds nothing would measure the wrong path.
  const data = ((await check.json()) as { data: unknown[] | { cards: unknown[] } }).data;
  const found = Array.isArray(data) ? data : data.cards;
  if (!found.length) throw new Error(`${title}: found nothing`);
  const options = { url: target, ...init, connections: 10 };
  await autocannon({ ...options, duration: 3 }); // warm-up
  const result = await autocannon({ ...options, duration });
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const ask = (text: string) => JSON.stringify({ text });

let server: ChildProcess | undefined;
await admin(adminUrl, `CREATE DATABASE "${name}"`);
try {
  const count = await growCatalogue(url.toString(), products);
  server = await startBenchServer('bench/assistant/server.ts', {
    DATABASE_URL: url.toString(),
    PORT: String(port),
    JWT_SECRET: 'b'.repeat(40),
  });
  const rows = [
    await measure({
      title: 'catalogue search "ao thun"',
      method: 'GET',
      path: '/api/product/public?name=ao%20thun&limit=4',
    }),
    await measure({
      title: 'assistant "ao thun do size M duoi 500k"',
      method: 'POST',
      path: '/api/assistant/messages',
      body: ask('ao thun do size M duoi 500k'),
    }),
    await measure({
      title: 'assistant "robot hut bui"',
      method: 'POST',
      path: '/api/assistant/messages',
      body: ask('robot hut bui'),
    }),
    await measure({
      title: 'assistant "chinh sach doi tra"',
      method: 'POST',
      path: '/api/assistant/messages',
      body: ask('chinh sach doi tra'),
    }),
  ];
  console.log(
    `\nAssistant benchmark: ${count} products on PostgreSQL, autocannon -c 10 -d ${duration}\n`,
  );
  console.log('| scenario | answers/s (c=10) | p50 ms | p99 ms | vs search | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / rows[0]!.rps).toFixed(2)} | ${r.errors} |`,
    );
  }
} finally {
  if (server) await stopBenchServer(server);
  await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
