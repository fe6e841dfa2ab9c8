import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('stops with one clear line when the database cannot be reached', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://lotus@127.0.0.1:1/nowhere' });
    expect(status).toBe(1);
    expect(stderr).toMatch(
      /^Lotus cannot start: cannot reach PostgreSQL at postgres:\/\/lotus@127\.0\.0\.1:1\/nowhere: .*ECONNREFUSED/,
    );
    expect(stderr.split('\n')).toHaveLength(1);
  });
});
