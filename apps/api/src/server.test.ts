import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { login } from './test/factories.ts';
import { request } from './test/test-app.ts';
import { onPostgres, pristineDatabaseUrl } from './test/test-database.ts';
import { ensureWebBuild } from './test/web-build.ts';

/** Starts the real server with `env` and returns how it ended (it must end by itself). */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lotus-start-')),
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('start-up failures', () => {
  it('stops with one line naming a bad variable', () => {
    const { status, stderr } = start({ PORT: 'eighty' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'Lotus cannot start, configuration error:\nPORT must be a port number (got "eighty")',
    );
  });

  it('refuses several processes on the embedded database, which one process opens', () => {
    const { status, stderr } = start({ WEB_CONCURRENCY: '2' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'Lotus cannot start, configuration error:\n' +
        'WEB_CONCURRENCY must be 1 on the embedded database, which one process opens (set DATABASE_URL) (got "2")',
    );
  });

  it('stops with one clear line when the database cannot be reached', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://lotus@127.0.0.1:1/nowhere' });
    expect(status).toBe(1);
    expect(stderr).toMatch(
      /^Lotus cannot start: cannot reach PostgreSQL at postgres:\/\/lotus@127\.0\.0\.1:1\/nowhere: .*ECONNREFUSED/,
    );
    expect(stderr.split('\n')).toHaveLength(1);
  });
});

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(onPostgres())('several server processes (WEB_CONCURRENCY)', () => {
  it('serve one port as one shop, a copy that dies is replaced, and SIGTERM stops them all', async () => {
    await ensureWebBuild();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const primary = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lotus-start-')),
        DATABASE_URL: await pristineDatabaseUrl(),
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    primary.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    primary.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const ended = new Promise<number | null>((resolve) => primary.on('exit', resolve));
    /** The processes that said they serve, in order. */
    const serving = () =>
      log
        .split('\n')
        .filter((line) => line.includes('Lotus is serving'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid);
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 600 && !done(); i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(done(), log).toBe(true);
    };

    try {
      await until(() => serving().length === 2);
      const copies = serving();
      expect(new Set(copies).size).toBe(2);
      expect(copies).not.toContain(primary.pid);

      // Signed in on one copy, known to both: they sign with one key (the primary made it).
      const session = await login(base, 'customer@lotus.vn', 'Customer@2026');
      expect(session.res.status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          request(base, '/api/auth/user/me', { headers: { cookie: session.cookie } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));

      process.kill(copies[0]!, 'SIGKILL');
      await until(() => serving().length === 3);
      expect(log).toContain(`server process ${copies[0]} ended (SIGKILL); starting another`);
      expect((await request(base, '/api/health')).status).toBe(200);

      primary.kill('SIGTERM');
      expect(await ended).toBe(0);
      expect(serving().filter(alive)).toEqual([]);
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL');
      for (const pid of serving().filter(alive)) process.kill(pid, 'SIGKILL');
    }
  }, 90_000);
});
