import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { DatabaseHandle } from '@lotus/db';
import type { FastifyInstance } from 'fastify';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a benchmark's server script (relative to the repository) in a child process, in
 * production mode with logs off and `env` added, and resolves once it prints `ready`.
 */
export async function startBenchServer(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, script)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

/**
 * Stops a benchmark's server and resolves once it has exited, so its connections are closed
 * before the run drops its database (a connection ended by the drop would crash it).
 */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The benchmark server's side: listens on `port`, closes the app and the database on SIGTERM,
 * and prints `ready` for `startBenchServer` (unless a primary of several copies says it for all).
 */
export async function serveUntilTerm(
  app: FastifyInstance,
  database: DatabaseHandle,
  port: number,
  { announce = true } = {},
): Promise<void> {
  await app.listen({ port, host: '127.0.0.1' });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
  if (announce) console.log('ready');
}
