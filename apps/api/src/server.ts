import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DatabaseHandle,
  DatabaseUnavailableError,
  MigrationError,
  databaseOptions,
  migrate,
  openDatabase,
} from '@lotus/db';
import { DEMO_ACCOUNTS, seedDemoShop } from '@lotus/db/seed';
import { UnsafeStartError, buildApp } from './app.ts';
import { ConfigError, loadConfig, resolveJwtSecret, type Config } from './config.ts';
import { systemClock } from './lib/clock.ts';
import { COPY_SHUTDOWN_LIMIT_MS, superviseCopies } from './lib/server-copies.ts';
import { registerWeb } from './plugins/web/mount.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webRoot = path.join(repoRoot, 'apps/web');

/** The configuration, or one line naming the bad variable and an exit. */
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Lotus cannot start, configuration error:\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Starts one server: database, migrations, demo seed, API, web app; stops on SIGTERM. A process
 * of several (`WEB_CONCURRENCY`) finds the database migrated and seeded by the primary.
 */
async function main(mode: 'production' | 'development', config: Config) {
  const started = performance.now();

  const database = await openDatabase(databaseOptions(config.databaseUrl, config.dataDir));
  const seed = cluster.isWorker ? null : await prepareDatabase(database, config);

  const clock = systemClock;
  // A person at a terminal outside production reads lines; everything else gets JSON.
  const forPeople = Boolean(process.stdout.isTTY) && !config.isProduction;
  const app = await buildApp(config, {
    database,
    clock,
    jwtSecret: await resolveJwtSecret(config),
    logger: {
      level: config.logLevel,
      ...(forPeople
        ? {
            transport: {
              target: 'pino-pretty',
              options: { ignore: 'pid,hostname,reqId', translateTime: 'SYS:HH:MM:ss' },
            },
          }
        : {}),
    },
    requestLog: config.isProduction ? 'json' : 'lines',
  });
  await registerWeb(app, { mode, webRoot, clock });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), COPY_SHUTDOWN_LIMIT_MS).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Fastify names every address the port answers on (each network interface of 0.0.0.0); the
  // line below names the one the shop is at.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  app.log.info(
    {
      database: `${database.kind} ${database.location}`,
      seeded: seed?.seeded ?? false,
      startupMs: Math.round(performance.now() - started),
    },
    `Lotus is serving ${config.publicUrl}`,
  );
  if (config.demoMode) {
    const title = 'Demo accounts (the embedded database on a local address, or DEMO=1)';
    app.log.info(
      forPeople
        ? `${title}:\n${demoAccountsTable()}`
        : `${title}: ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email} / ${a.password}`).join(', ')}`,
    );
  }
}

/** The demo accounts as a table a person reads at a glance. */
function demoAccountsTable(): string {
  const rows = [
    ['role', 'email', 'password'],
    ...DEMO_ACCOUNTS.map((a) => [a.role, a.email, a.password]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map(
      (row) =>
        '    ' +
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

/** Migrates the database and, with the demo on, seeds the demo shop (once: it is idempotent). */
async function prepareDatabase(database: DatabaseHandle, config: Config) {
  await migrate(database);
  return config.demoMode ? await seedDemoShop(database, { demoAccounts: true }) : null;
}

/**
 * The primary of `WEB_CONCURRENCY` server processes: prepares what every copy shares (the
 * migrated, seeded database and the development signing key, which copies must agree on), then
 * starts the copies, which share the port (lib/server-copies.ts).
 */
async function supervise(config: Config) {
  const database = await openDatabase(databaseOptions(config.databaseUrl, config.dataDir));
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
  await resolveJwtSecret(config);
  superviseCopies(config.processes);
}

/** Starts the server: one process, or `WEB_CONCURRENCY` copies sharing the port in production. */
export function run(mode: 'production' | 'development') {
  const fail = (error: unknown) => {
    if (
      error instanceof DatabaseUnavailableError ||
      error instanceof MigrationError ||
      error instanceof UnsafeStartError
    ) {
      console.error(`Lotus cannot start: ${error.message}`);
    } else {
      console.error('Lotus cannot start:', error);
    }
    process.exit(1);
  };
  const config = readConfig();
  if (cluster.isPrimary && mode === 'production' && config.processes > 1) {
    supervise(config).catch(fail);
  } else {
    main(mode, config).catch(fail);
  }
}

if (import.meta.main) run('production');
