/**
 * `npm run bench:lighthouse`: page speed and accessibility of the home page, a list page and a
 * product page, as Lighthouse 12.8.2 measures them with its mobile settings (a mid-range phone on a
 * slow 4G link, simulated), against a production build on a fresh embedded database.
 *
 * 1. Copies apps/web into a temporary folder outside the repository and builds it there (a build
 *    running elsewhere in the checkout can't change the measured files). Outside, because Tailwind
 *    skips git-ignored folders when it looks for class names: a copy under tmp/ would give the
 *    server and browser builds different style sheets.
 * 2. Starts bench/lighthouse/server.ts on a fresh DATA_DIR with the demo shop.
 * 3. Runs Lighthouse BENCH_RUNS times (default 3; 5 recommended on a quiet machine) per page,
 *    each in a fresh Chromium profile, and prints the median performance and accessibility scores
 *    with LCP, TBT, CLS and FCP.
 * 4. Prints the first-load JS of the product page: every script the page loaded, gzip -9 each,
 *    summed, with the library each chunk holds.
 *
 * Lighthouse is run with `npm exec` at a pinned version rather than installed (it would pull a
 * large tree into the workspace's hoisting). CHROME_PATH defaults to /usr/bin/chromium.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startBenchServer } from '../lib/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'lotus-lighthouse-build-'));
const snapshot = path.join(work, 'apps', 'web');
const port = Number(process.env.BENCH_PORT ?? 3300);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const LIGHTHOUSE = 'lighthouse@12.8.2';

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

const startServer = () =>
  startBenchServer('bench/lighthouse/server.ts', {
    BENCH_WEB_ROOT: snapshot,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lotus-lighthouse-')),
    PORT: String(port),
    PUBLIC_URL: base,
    JWT_SECRET: 'l'.repeat(48),
  });

interface Report {
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

/**
 * One Lighthouse run (mobile, its default) in a fresh Chromium profile; a run that fails to record
 * its trace (NO_NAVSTART and the like, which headless Chromium does now and then) is tried again.
 */
function lighthouse(url: string, attempts = 3): Report {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`Lighthouse failed on ${url}, trying again (${attempt}/${attempts - 1})`);
    }
  }
}

function lighthouseOnce(url: string): Report {
  const profile = mkdtempSync(path.join(tmpdir(), 'lotus-chrome-'));
  const out = path.join(work, `report-${Date.now()}.json`);
  try {
    execFileSync(
      npm,
      [
        'exec',
        '--yes',
        `--package=${LIGHTHOUSE}`,
        '--',
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility',
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
let server: ChildProcess | undefined;
try {
  buildSnapshot();
  server = await startServer();
  const list = (await (await fetch(`${base}/api/product/public?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  const pages = [
    { name: 'home', path: '/' },
    { name: 'list', path: '/products?categories=thoi-trang' },
    { name: 'product', path: `/products/${list.data[0]!.slug}` },
  ];
  const results = [];
  let productReport: Report | undefined;
  for (const page of pages) {
    const reports: Report[] = [];
    for (let i = 0; i < runs; i += 1) reports.push(lighthouse(`${base}${page.path}`));
    if (page.name === 'product') productReport = reports[0];
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

  console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, median of ${runs} runs\n`);
  console.log('| page | performance | runs | accessibility | LCP ms | TBT ms | CLS | FCP ms |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.name} \`${r.path}\` | ${r.performance} | ${r.all} | ${r.accessibility} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.fcp)} |`,
    );
  }
  for (const r of results)
    if (r.failing.length) console.log(`  ${r.name}: audits failing: ${r.failing.join(', ')}`);

  const rows = firstLoadJs(productReport!);
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
  console.log('\n| file | KiB raw | KiB gzip |');
  console.log('| --- | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.file} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
} finally {
  server?.kill('SIGTERM');
  // The links first, so removing the folder can't reach what they point at.
  for (const link of ['packages', 'node_modules']) rmSync(path.join(work, link), { force: true });
  rmSync(work, { recursive: true, force: true });
}
