/**
 * `npm run bench:lighthouse`: page speed and accessibility of the home page, a list page and a
 * product page, as Lighthouse measures them with its mobile settings (a mid-range phone on a slow
 * 4G link, simulated), and the first-load JavaScript of every storefront page against its budget,
 * on a production build with a fresh embedded database.
 *
 * 1. Copies apps/web into a temporary folder outside the repository and builds it there (a build
 *    running elsewhere in the checkout can't change the measured files). Outside, because Tailwind
 *    skips git-ignored folders when it looks for class names: a copy under tmp/ would give the
 *    server and browser builds different style sheets.
 * 2. Starts bench/lighthouse/server.ts on a fresh DATA_DIR with the demo shop and its accounts.
 * 3. Runs Lighthouse BENCH_RUNS times (default 3; 5 recommended on a quiet machine) on the home,
 *    list and product pages, each in a fresh Chromium profile, and prints the median performance
 *    and accessibility scores with LCP, TBT, CLS and FCP.
 * 4. Logs the demo customer in through the API (`POST /api/auth/login`) and runs Lighthouse once
 *    more on the wishlist (`/profile/wishlist`), login and profile pages, for their network
 *    requests only; the signed-in pages get the session cookies as an extra `Cookie` header.
 * 5. Prints each of the six pages' first-load JS (every script the page loaded, gzip -9 each,
 *    summed) against the budget of 150 KiB (aim 135), and what each chunk of the product page holds.
 *
 * Exits with code 1 when a page's first-load JS is over the 150 KiB budget; the Lighthouse scores
 * are printed, not enforced (they move with the machine's load).
 *
 * Lighthouse is the @lotus/bench workspace's exact-pinned devDependency, run from node_modules
 * with this process's Node: nothing is fetched at run time. CHROME_PATH defaults to
 * /usr/bin/chromium.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_ACCOUNTS } from '@lotus/db/seed';
import { startBenchServer, stopBenchServer } from '../lib/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'lotus-lighthouse-build-'));
const snapshot = path.join(work, 'apps', 'web');
const port = Number(process.env.BENCH_PORT ?? 3300);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
// The installed CLI, resolved the way Node resolves the workspace's own dependencies (hoisted to
// the root node_modules or kept in bench/node_modules), so no `npm exec` download is involved.
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
/** The budget for each page's first-load JavaScript, gzip, and the size we aim for. */
const BUDGET_KIB = 150;
const AIM_KIB = 135;

/** The web app's sources copied beside the files its configuration reaches, then built. */
function buildSnapshot() {
  mkdirSync(path.dirname(snapshot), { recursive: true });
  cpSync(path.join(root, 'apps/web'), snapshot, {
    recursive: true,
    filter: (source) => !/[/\\](build|node_modules|\.react-router)$/.test(source),
  });
  cpSync(path.join(root, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
  symlinkSync(path.join(root, 'packages'), path.join(work, 'packages'), 'dir');
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const cli = path.join(root, 'node_modules/@react-router/dev/bin.js');
  execFileSync(process.execPath, [cli, 'build'], { cwd: snapshot, stdio: 'ignore' });
  execFileSync(process.execPath, ['scripts/precompress.ts'], { cwd: snapshot, stdio: 'ignore' });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-lighthouse-'));
const startServer = () =>
  startBenchServer('bench/lighthouse/server.ts', {
    BENCH_WEB_ROOT: snapshot,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: base,
    JWT_SECRET: 'l'.repeat(48),
  });

interface Report {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  /** Empty for the network-only runs (`networkOnly`). */
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      title?: string;
      details?: { items?: { url?: string; resourceType?: string; node?: { snippet?: string } }[] };
    }
  >;
}

interface RunOptions {
  /** Only the network-requests audit (for first-load JS), not the scored categories. */
  networkOnly?: boolean;
  /** The `Cookie` header sent with every request, for a signed-in page. */
  cookie?: string;
}

/**
 * One Lighthouse run (mobile, its default) in a fresh Chromium profile; a run that fails to record
 * its trace (NO_NAVSTART and the like, which headless Chromium does now and then) is tried again.
 * A page that ends somewhere else (a signed-in page sending the visitor to log in) is an error,
 * not a measurement of the page asked for.
 */
function lighthouse(url: string, options: RunOptions = {}, attempts = 3): Report {
  for (let attempt = 1; ; attempt += 1) {
    let report: Report;
    try {
      report = lighthouseOnce(url, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`Lighthouse failed on ${url}, trying again (${attempt}/${attempts - 1})`);
      continue;
    }
    const ended = new URL(report.finalDisplayedUrl);
    const asked = new URL(url);
    if (ended.pathname !== asked.pathname)
      throw new Error(`${asked.pathname} ended at ${ended.pathname}${ended.search}`);
    return report;
  }
}

function lighthouseOnce(url: string, { networkOnly = false, cookie }: RunOptions): Report {
  const profile = mkdtempSync(path.join(tmpdir(), 'lotus-chrome-'));
  const out = path.join(work, `report-${Date.now()}.json`);
  try {
    execFileSync(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        networkOnly
          ? '--only-audits=network-requests'
          : '--only-categories=performance,accessibility',
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${profile}`,
      ],
      {
        cwd: work,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: chrome },
      },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as Report;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Logs the demo customer in through the API, as the login form does, and answers the session
 * cookies it set (`name=value; name=value`) for a `Cookie` header.
 */
async function logIn(): Promise<string> {
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER')!;
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: customer.email, password: customer.password }),
  });
  if (!response.ok)
    throw new Error(`Logging in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (cookies.length === 0) throw new Error('Logging in set no cookies');
  return cookies.join('; ');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** What a chunk of the build mostly is (for the first-load breakdown). */
function library(file: string, text: string): string {
  if (/^entry\.client-/.test(file)) return 'react-dom + scheduler (with the entry)';
  if (/^(vi|en)-/.test(file)) return 'dictionaries (one language)';
  if (text.includes('hydrationRouteProperties')) return 'react-router + react';
  if (text.includes('i18next:')) return 'i18next + react-i18next (with the JSX runtime)';
  if (text.includes('Immer')) return 'redux toolkit + react-redux';
  if (/^useTranslation-/.test(file)) return 'react-i18next';
  // Forms that check input in the browser bring zod in with core's schemas (the profile page).
  if (text.includes('$ZodType')) return "zod (with core's schemas)";
  return 'app code';
}

function firstLoadJs(report: Report) {
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url?.startsWith(base),
  );
  const files = [...new Set(scripts.map((s) => new URL(s.url!).pathname))];
  const rows = files.map((pathname) => {
    const content = readFileSync(path.join(snapshot, 'build/client', pathname));
    const file = path.basename(pathname);
    return {
      file,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      library: library(file, content.toString('utf8')),
    };
  });
  return rows.sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printFiles(rows: ReturnType<typeof firstLoadJs>) {
  console.log('| file | part | KiB raw | KiB gzip |');
  console.log('| --- | --- | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.file} | ${r.library} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
}
let server: ChildProcess | undefined;
try {
  buildSnapshot();
  server = await startServer();
  const list = (await (await fetch(`${base}/api/product/public?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  const product = `/products/${list.data[0]!.slug}`;
  const scoredPages = [
    { name: 'home', path: '/' },
    { name: 'list', path: '/products?categories=thoi-trang' },
    { name: 'product', path: product },
  ];
  const results = [];
  // The first run of each page gives its first-load JS (the scripts don't change between runs).
  const loaded: { name: string; path: string; report: Report }[] = [];
  for (const page of scoredPages) {
    const reports: Report[] = [];
    for (let i = 0; i < runs; i += 1) reports.push(lighthouse(`${base}${page.path}`));
    loaded.push({ ...page, report: reports[0]! });
    const audit = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? 0));
    results.push({
      ...page,
      performance: median(reports.map((r) => Math.round(r.categories.performance.score * 100))),
      accessibility: median(reports.map((r) => Math.round(r.categories.accessibility.score * 100))),
      all: reports.map((r) => Math.round(r.categories.performance.score * 100)).join(', '),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      failing: [
        ...new Set(
          reports.flatMap((r) =>
            Object.entries(r.audits)
              .filter(([id, a]) => a.score === 0 && !id.includes('network') && a.title)
              .map(([id]) => id),
          ),
        ),
      ],
    });
  }

  // Logged in only now: the access token lives 15 minutes, longer than these three runs take but
  // not necessarily than the scored runs above.
  const cookie = await logIn();
  const otherPages = [
    // `/wishlist` is only the heart buttons' data route; the page a shopper sees is this one.
    { name: 'wishlist', path: '/profile/wishlist', cookie },
    { name: 'login', path: '/login', cookie: undefined },
    { name: 'profile', path: '/profile', cookie },
  ];
  for (const page of otherPages) {
    const report = lighthouse(`${base}${page.path}`, { networkOnly: true, cookie: page.cookie });
    loaded.push({ name: page.name, path: page.path, report });
  }

  const version = loaded[0]!.report.lighthouseVersion;
  console.log(`\nLighthouse ${version}, mobile, median of ${runs} runs\n`);
  console.log('| page | performance | runs | accessibility | LCP ms | TBT ms | CLS | FCP ms |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.name} \`${r.path}\` | ${r.performance} | ${r.all} | ${r.accessibility} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.fcp)} |`,
    );
  }
  for (const r of results)
    if (r.failing.length) console.log(`  ${r.name}: audits failing: ${r.failing.join(', ')}`);

  console.log(
    `\nFirst-load JS (every script the page loaded, gzip -9 each, summed), budget ${BUDGET_KIB} KiB (aim ${AIM_KIB})\n`,
  );
  console.log('| page | first-load KiB gzip | files | budget KiB | within |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  const over: { name: string; rows: ReturnType<typeof firstLoadJs> }[] = [];
  for (const page of loaded) {
    const rows = firstLoadJs(page.report);
    const total = rows.reduce((sum, r) => sum + r.gzip, 0);
    const within = total <= BUDGET_KIB * 1024;
    if (!within) over.push({ name: page.name, rows });
    console.log(
      `| ${page.name} \`${page.path}\` | ${kb(total)} | ${rows.length} | ${BUDGET_KIB} | ${within ? 'yes' : 'no'} |`,
    );
  }
  // A page over the budget shows its files, so the chunk that pushed it over can be found.
  for (const page of over) {
    console.log(`\nOver the ${BUDGET_KIB} KiB budget: ${page.name}\n`);
    printFiles(page.rows);
  }
  if (over.length) process.exitCode = 1;

  const rows = firstLoadJs(loaded.find((page) => page.name === 'product')!.report);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(
    `\nFirst-load JS of the product page: ${kb(total)} KiB gzip -9 (${rows.length} files)\n`,
  );
  const byLibrary = new Map<string, number>();
  for (const r of rows) byLibrary.set(r.library, (byLibrary.get(r.library) ?? 0) + r.gzip);
  console.log('| part | KiB gzip |');
  console.log('| --- | ---: |');
  for (const [name, bytes] of [...byLibrary].sort((a, b) => b[1] - a[1]))
    console.log(`| ${name} | ${kb(bytes)} |`);
  console.log('');
  printFiles(rows);
} finally {
  // The database is removed once the server has closed it (some 40 MB a run otherwise left behind).
  if (server) await stopBenchServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  // The links first, so removing the folder can't reach what they point at.
  for (const link of ['packages', 'node_modules']) rmSync(path.join(work, link), { force: true });
  rmSync(work, { recursive: true, force: true });
}
