import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const webRoot = path.resolve(import.meta.dirname, '../../../web');
const lock = path.join(webRoot, '.build-lock');

let ready: Promise<string> | undefined;

/**
 * The web app's root, with its production build up to date (`build-if-stale`: a fingerprint of
 * its inputs, a build only when they changed). Test processes of both databases may ask at once:
 * a lock directory lets one build while the others wait for it.
 */
export function ensureWebBuild(): Promise<string> {
  ready ??= (async () => {
    for (;;) {
      try {
        mkdirSync(lock);
        break;
      } catch {
        // Another process is building; a lock older than five minutes was left by a crash.
        const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (age > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
        await sleep(250);
      }
    }
    // The build as `npm start` makes it: not under the test runner's NODE_ENV=test, which would
    // give React's development build.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'),
      ),
    );
    try {
      execFileSync(process.execPath, [path.join(webRoot, 'scripts/build-if-stale.ts')], {
        cwd: webRoot,
        env,
        stdio: 'pipe',
      });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr;
      const output = stderr ? stderr.toString('utf8').slice(-2000) : '';
      throw new Error(`the web app did not build:\n${output}`, { cause: error });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    return webRoot;
  })();
  return ready;
}
