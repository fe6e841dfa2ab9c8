import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_JWT_SECRET } from './test-app.ts';
import { ensureWebBuild } from './web-build.ts';

/** A port no one listens on now (on 127.0.0.1), from `from` upwards, or any when none is given. */
export async function freePort(from?: number): Promise<number> {
  for (let port = from ?? 0; port < (from ?? 0) + 100; port += 1) {
    const server = createServer();
    const bound = await new Promise<number | null>((resolve) => {
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
    if (bound !== null) {
      await new Promise((resolve) => server.close(resolve));
      return bound;
    }
    if (from === undefined) break;
  }
  throw new Error(`no free port from ${from ?? 0}`);
}

/** Polls `done` every 50 ms until it holds or `ms` have passed; says whether it held. */
export async function until(done: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  log(): string;
  /** How it ended (null while it runs). */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** SIGTERM, then its exit; its data folder is removed. */
  stop(): Promise<void>;
}

/**
 * The real server (server.ts, the production web build) in a process of its own on `databaseUrl`,
 * with the demo shop and the tests' signing key (factories' tokens are valid there); resolves
 * once it says it serves. For what only a process shows: that it stays up.
 */
export async function startServerProcess(
  databaseUrl: string,
  /** On top of the defaults; `undefined` removes one (DEMO, for a production server). */
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  await ensureWebBuild();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-fault-'));
  const given = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    DEMO: '1',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'info',
    ...env,
    PORT: String(port),
  };
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../server.ts')], {
    env: Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let ended: ReturnType<ServerProcess['exit']> = null;
  const keep = (chunk: Buffer) => (log += chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      ended = { code, signal };
      resolve();
    }),
  );
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    log: () => log,
    exit: () => ended,
    async stop() {
      if (!ended) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (!(await until(() => log.includes('Lotus is serving') || ended !== null, 90_000)) || ended) {
    await server.stop();
    throw new Error(`the server did not start:\n${log.slice(-3000)}`);
  }
  return server;
}
