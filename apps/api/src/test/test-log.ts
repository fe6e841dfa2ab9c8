import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Database, schema } from '@lotus/db';
import { destination } from 'pino';

/** Where the API suite's apps write their logs, one folder per database run. */
export const TEST_LOG_ROOT = path.resolve(import.meta.dirname, '../../../../tmp/test-logs');

const testLogDir = (database: 'pglite' | 'postgres') => path.join(TEST_LOG_ROOT, `api-${database}`);

/** Empties the log folder of one database run (the suite's global setup, at its start). */
export function resetTestLogs(database: 'pglite' | 'postgres'): void {
  const dir = testLogDir(database);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/**
 * The log of one test app: pino at `info` (the production level) into its own file, through the
 * API's own logger options, so the log audit (`logs.audit.ts`) reads what a shop's log would hold.
 */
export function testLogFile(database: 'pglite' | 'postgres') {
  const dir = testLogDir(database);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.log`);
  return { file, stream: destination({ dest: file, sync: true }) };
}

/**
 * Writes beside a test app's log the secrets and personal data its database holds (emails,
 * phones, password hashes, token hashes), which the log audit then looks for in every log.
 */
export async function writeKnownSecrets(db: Database, logFile: string): Promise<void> {
  const users = await db
    .select({
      email: schema.users.email,
      phone: schema.users.phone,
      hash: schema.users.passwordHash,
    })
    .from(schema.users);
  const refresh = await db
    .select({ hash: schema.refreshTokens.tokenHash })
    .from(schema.refreshTokens);
  const links = await db.select({ hash: schema.userTokens.tokenHash }).from(schema.userTokens);
  const secrets = [
    ...users.flatMap((u) => [u.email, u.phone, u.hash]),
    ...refresh.map((r) => r.hash),
    ...links.map((l) => l.hash),
  ].filter((value): value is string => typeof value === 'string' && value.length >= 6);
  writeFileSync(`${logFile}.secrets.json`, JSON.stringify([...new Set(secrets)]));
}
