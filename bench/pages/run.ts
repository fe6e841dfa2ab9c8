/**
 * `npm run bench:pages`: how fast the storefront's pages are served, beside the API list behind
 * them, on real PostgreSQL with the production build.
 *
 * Creates a fresh database on BENCH_DATABASE_URL's server, migrates it and seeds the demo shop,
 * builds apps/web when its build is missing (`npm run build:web` first to measure a change),
 * then starts bench/pages/server.ts three times on BENCH_PORT: with the shared page cache off (every
 * request renders), the same with BENCH_PROCESSES copies sharing the port (WEB_CONCURRENCY; one per
 * core, at least 2), and with the cache on (visitors' pages from the cache). Each time it measures with
 * autocannon at 10 connections (BENCH_SECONDS, default 10, after a 3 s warm-up): the API list
 * `GET /api/product/public?limit=20`, and the home, list and product pages as a visitor without
 * a session asks for them, with the login page beside them (the shell around a form) (Accept-Encoding: gzip, deflate, br, as browsers send). It prints req/s, p50/p99 and
 * the server's CPU per request (user + system time of its Node processes, from /proc), so a noisy
 * machine shows in the req/s but less in the CPU figure. Drops the database at the end.
 * With BENCH_CPU_PROF_DIR set, each server writes a CPU profile there (`node --cpu-prof`) when it
 * stops: the uncached one first, then the cached one (the copies' primary writes its own too).
 *
 * Last it prints the floor under each page's uncached render (floor.ts): the CPU React alone
 * takes to stream that page's markup, and brotli to compress it, beside the CPU the server spent
 * per request, so what our own code costs on top shows.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '@lotus/db';
import { seedDemoShop } from '@lotus/db/seed';
import autocannon from 'autocannon';
import pg from 'pg';
import { stopBenchServer } from '../lib/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3200);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${port}`;
const name = `lotus_pages_${Date.now()}`;
const profileDir = process.env.BENCH_CPU_PROF_DIR;
/** The copies of the server in the third run (WEB_CONCURRENCY): one per core by default. */
const processes = Number(process.env.BENCH_PROCESSES ?? Math.max(2, availableParallelism()));
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function prepareDatabase() {
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrate(handle);
  await seedDemoShop(handle, { demoAccounts: false });
  await handle.close();
}

async function startServer(pageCache: boolean, copies = 1): Promise<ChildProcess> {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'bench/pages/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      PUBLIC_URL: base,
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      LOG_LEVEL: 'silent',
      BENCH_PAGE_CACHE: pageCache ? 'on' : 'off',
      WEB_CONCURRENCY: String(copies),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`pages server exited with ${code}`)));
  });
  return child;
}

/** User + system CPU of a server so far, its processes together, in milliseconds (Linux /proc). */
function cpuMs(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  const pids = [pid, ...(children ? children.split(' ').map(Number) : [])];
  return pids.reduce((sum, each) => {
    const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }, 0);
}

// What Safari sends: the server picks brotli (Chrome and Firefox add zstd, which it prefers:
// about the same CPU, 10 % fewer bytes; page-compression.ts).
const headers = { 'accept-encoding': 'gzip, deflate, br' };

async function measure(server: ChildProcess, title: string, pathAndQuery: string) {
  const target = `${base}${pathAndQuery}`;
  const check = await fetch(target, { headers });
  if (check.status !== 200) throw new Error(`${title}: ${check.status}`);
  await check.arrayBuffer();
  await autocannon({ url: target, connections: 10, duration: 3, headers }); // warm-up
  const before = cpuMs(server.pid!);
  const result = await autocannon({ url: target, connections: 10, duration, headers });
  const cpu = cpuMs(server.pid!) - before;
  return {
    title,
    path: pathAndQuery,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpu / result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

type Row = Awaited<ReturnType<typeof measure>>;

async function scenarios(
  server: ChildProcess,
  label: string,
  product: string,
  { login = true } = {},
): Promise<Row[]> {
  return [
    await measure(server, `API list (${label})`, '/api/product/public?limit=20'),
    await measure(server, `home page (${label})`, '/'),
    await measure(server, `list page (${label})`, '/products?categories=thoi-trang'),
    await measure(server, `product page (${label})`, `/products/${product}`),
    // The shop's shell around a form: what the router and the header and footer cost alone.
    ...(login ? [await measure(server, `login page (${label})`, '/login')] : []),
  ];
}

/** Each page as the uncached server sends it, saved for floor.ts. */
async function savePages(pages: Row[], folder: string): Promise<string[]> {
  return Promise.all(
    pages.map(async (r, index) => {
      const file = path.join(folder, `page-${index}.html`);
      writeFileSync(file, await (await fetch(`${base}${r.path}`)).text());
      return file;
    }),
  );
}

interface Floor {
  bytes: number;
  elements: number;
  reactMs: number;
  brotliMs: number;
}

/** floor.ts on the saved pages, in its own process with React's production build. */
function floors(files: string[]): Floor[] {
  const output = execFileSync(
    process.execPath,
    [path.join(root, 'bench/pages/floor.ts'), ...files],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  return output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Floor);
}

let server: ChildProcess | undefined;
const pagesFolder = mkdtempSync(path.join(tmpdir(), 'lotus-pages-'));
await admin(`CREATE DATABASE "${name}"`);
try {
  if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  }
  await prepareDatabase();
  const rows: Row[] = [];
  server = await startServer(false);
  const first = (await (await fetch(`${base}/api/product/public?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  const product = first.data[0]!.slug;
  rows.push(...(await scenarios(server, 'uncached', product)));
  const uncachedPages = rows.filter((r) => !r.path.startsWith('/api/'));
  const pageFiles = await savePages(uncachedPages, pagesFolder);
  await stopBenchServer(server);
  server = await startServer(false, processes);
  rows.push(
    ...(await scenarios(server, `uncached, ${processes} processes`, product, { login: false })),
  );
  await stopBenchServer(server);
  server = await startServer(true);
  rows.push(...(await scenarios(server, 'cached', product)));
  await stopBenchServer(server);
  server = undefined;

  console.log(
    `\nPages benchmark: demo shop on PostgreSQL, production build, autocannon -c 10 -d ${duration}\n`,
  );
  console.log('| scenario | req/s | p50 / p99 ms | server CPU ms/request | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.title} \`${r.path}\` | ${r.rps} | ${r.p50} / ${r.p99} | ${r.cpuPerRequest.toFixed(2)} | ${r.errors} |`,
    );
  }

  console.log(
    "\nThe floor under an uncached render: React alone streaming the page's markup (no components, data or router) and brotli compressing the page, CPU ms\n",
  );
  console.log('| page | KB | elements | React | brotli | floor | server per request |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  floors(pageFiles).forEach((f, index) => {
    const r = uncachedPages[index]!;
    console.log(
      `| ${r.title.replace(' (uncached)', '')} | ${(f.bytes / 1024).toFixed(0)} | ${f.elements} | ${f.reactMs.toFixed(2)} | ${f.brotliMs.toFixed(2)} | ${(f.reactMs + f.brotliMs).toFixed(2)} | ${r.cpuPerRequest.toFixed(2)} |`,
    );
  });
} finally {
  rmSync(pagesFolder, { recursive: true, force: true });
  if (server) await stopBenchServer(server);
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
