/**
 * `npm test`: every test of the project, then one plain summary line (`N passed, N failed`).
 *
 * 1. Vitest: core and db units, web components, and the API over HTTP on PGlite (and on real
 *    PostgreSQL too when TEST_DATABASE_URL is set).
 * 2. Playwright journeys in the system Chromium against the built shop. Without a browser they are
 *    skipped with a message, except in CI (CI=true), where a missing browser is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'tmp', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };

/** The counts vitest's JSON reporter writes. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
/** The counts Playwright's JSON reporter writes. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
let broken = false;

// 1. Vitest
const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = readJson<VitestReport>(vitestJson);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (vitestStatus !== 0 && report.numFailedTests === 0) broken = true; // e.g. a file failed to load
} else {
  broken = true;
}

// 2. Browser journeys
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const message = `browser tests need Chromium at ${chrome} (apt-get install chromium, or set CHROME_PATH)`;
  if (process.env.CI) {
    console.error(`\nFAIL: ${message}`);
    broken = true;
  } else {
    console.warn(`\nSkipping the browser tests: ${message}.`);
  }
} else if (run('npm', ['run', 'build:web', '--silent']) !== 0) {
  console.error('\nFAIL: the web app did not build, so the browser tests cannot run');
  broken = true;
} else {
  const playwrightJson = path.join(out, 'playwright.json');
  const status = run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
    CHROME_PATH: chrome,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  if (existsSync(playwrightJson)) {
    const { stats } = readJson<PlaywrightReport>(playwrightJson);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (status !== 0 && stats.unexpected === 0) broken = true;
  } else {
    broken = true;
  }
}

if (broken && totals.failed === 0) totals.failed = 1; // a run that broke before counting still fails
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed` +
    (totals.skipped ? `, ${totals.skipped} skipped` : ''),
);
process.exit(totals.failed > 0 ? 1 : 0);
