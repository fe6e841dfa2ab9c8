/**
 * `npm start`'s web build: runs `npm run build` only when what the build reads has changed since
 * the last one (the web app, @lotus/core, the build configuration, the lock file), so a restart
 * serves in about a second instead of rebuilding for four. The fingerprint is kept beside the
 * build; `npm run build` itself always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const web = join(import.meta.dirname, '..');
const repo = join(web, '..', '..');
const stamp = join(web, 'build', '.inputs-sha256');
const inputs = [
  join(web, 'app'),
  join(web, 'public'),
  join(web, 'scripts'),
  join(web, 'package.json'),
  join(web, 'vite.config.ts'),
  join(web, 'react-router.config.ts'),
  join(repo, 'packages', 'core', 'src'),
  join(repo, 'packages', 'core', 'package.json'),
  join(repo, 'package-lock.json'),
];

async function* files(path: string): AsyncGenerator<string> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) {
    yield path;
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    yield* files(join(path, entry.name));
  }
}

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for await (const file of files(input)) {
      hash.update(relative(repo, file)).update('\0');
      hash.update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const current = await fingerprint();
const built = await readFile(stamp, 'utf8').catch(() => '');
if (built === current) {
  console.log('web build is up to date');
} else {
  // The bundler's own report (a line per asset, plugin timings) is for whoever runs
  // `npm run build`; here it would bury the server's first lines. Shown only if the build fails.
  console.log('building the web app (first start or changed sources)…');
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: web, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout);
    process.stderr.write(build.stderr);
    process.exit(build.status ?? 1);
  }
  await writeFile(stamp, current);
  console.log(`web app built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
