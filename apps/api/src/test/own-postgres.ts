import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const POSTGRESQL_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's `bin` holding initdb and pg_ctl, or null (none here). */
export function postgresBinaries(): string | null {
  if (!existsSync(POSTGRESQL_ROOT)) return null;
  const versions = readdirSync(POSTGRESQL_ROOT)
    .filter((name) => existsSync(path.join(POSTGRESQL_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRESQL_ROOT, versions[0], 'bin') : null;
}

/**
 * Whether this process can run a PostgreSQL of its own: the binaries are here, and either it is
 * not root (initdb refuses root) or it can become the `postgres` user (CI runs tests as root).
 */
export function ownPostgresAvailable(): boolean {
  if (!postgresBinaries()) return false;
  if (userInfo().uid !== 0) return true;
  return (
    postgresAccount() !== null && (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser'))
  );
}

export interface OwnPostgres {
  /** The superuser's address of its `postgres` database. */
  url: string;
  /** `pg_ctl stop -m <mode>`: fast ends every session at once (a package upgrade, a failover). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (its own data directory under the temporary folder, its
 * own port from 5433), which the test may stop and start: the suite's shared server is never
 * stopped. As root it runs as the `postgres` user, since initdb refuses root.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`no PostgreSQL under ${POSTGRESQL_ROOT}`);
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'lotus-own-pg-'));
  if (root) {
    const account = postgresAccount();
    if (!account) throw new Error('no postgres user to run PostgreSQL as (initdb refuses root)');
    chownSync(dir, account.uid, account.gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort(5433);
  const as = (command: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A test's data: nothing to keep across a crash of the machine.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    as('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    as('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop(mode) {
      await stop(mode);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `postgres` account's ids (from /etc/passwd), or null when there is none. */
function postgresAccount(): { uid: number; gid: number } | null {
  const passwd = existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : '';
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
