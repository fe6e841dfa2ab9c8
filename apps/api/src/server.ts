import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DatabaseUnavailableError,
  MigrationError,
  databaseOptions,
  migrate,
  openDatabase,
} from '@lotus/db';
import { DEMO_ACCOUNTS, seedDemoShop } from '@lotus/db/seed';
import { UnsafeStartError, buildApp } from './app.ts';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.ts';
import { systemClock } from './lib/clock.ts';
import { registerWeb } from './plugins/web/mount.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webRoot = path.join(repoRoot, 'apps/web');

/** Starts the one server: database, migrations, demo seed, API, web app; stops on SIGTERM. */
async function main(mode: 'production' | 'development') {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Lotus cannot start, configuration error:\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(databaseOptions(config.databaseUrl, config.dataDir));
  await migrate(database);
  const seed = config.demoMode ? await seedDemoShop(database, { demoAccounts: true }) : null;

  const clock = systemClock;
  const app = await buildApp(config, {
    database,
    clock,
    jwtSecret: await resolveJwtSecret(config),
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY && !config.isProduction
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
    },
  });
  await registerWeb(app, { mode, webRoot, clock });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: `${database.kind} ${database.location}`,
      seeded: seed?.seeded ?? false,
      startupMs: Math.round(performance.now() - started),
    },
    `Lotus is serving ${config.publicUrl}`,
  );
  if (config.demoMode) {
    app.log.info(
      'Demo accounts (the embedded database on a local address, or DEMO=1): ' +
        DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email} / ${a.password}`).join(', '),
    );
  }
}

export function run(mode: 'production' | 'development') {
  main(mode).catch((error: unknown) => {
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
  });
}

if (import.meta.main) run('production');
