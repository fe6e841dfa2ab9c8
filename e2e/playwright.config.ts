import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DESKTOP, PHONE } from './devices.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '..');
// Every run starts on a fresh embedded database, seeded with the demo shop. Workers load this
// file again: they inherit the runner's folder through the environment (a spec reads the
// server's development signing key there).
const dataDir = (process.env.LOTUS_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lotus-e2e-')));

/** Journeys in the system Chromium (never a downloaded browser) against the real built shop. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  outputDir: path.join(root, 'tmp', 'e2e-output'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // An action that cannot happen (a page that stopped answering) fails in 30 s and is tried
    // again, instead of holding the run for the journey's whole timeout (up to 3 minutes).
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Each project comes from its own documentation address (the server believes loopback's
  // X-Forwarded-For), so the two stay apart under the API's 30 logins per address in 10 minutes.
  projects: [
    // Phone journeys (phone.spec.ts) run in the mobile project only; a journey tagged `@desktop`
    // or `@phone` (devices.ts) only in that project.
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.10' },
      },
      testIgnore: 'phone.spec.ts',
      grepInvert: new RegExp(PHONE),
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        channel: undefined,
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.20' },
      },
      grepInvert: new RegExp(DESKTOP),
    },
  ],
  webServer: {
    command: 'node apps/api/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mails (verification, password reset) point at the server under test.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TRUST_PROXY: 'loopback',
    },
  },
});
