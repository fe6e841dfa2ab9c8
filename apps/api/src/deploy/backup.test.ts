import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@lotus/db';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { placeOrder, testVariant } from '../test/checkout.ts';
import { quickCustomers } from '../test/factories.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { type TestApp, request, startTestApp } from '../test/test-app.ts';
import { emptyDatabaseUrl, onPostgres, pristineDatabaseUrl } from '../test/test-database.ts';

/**
 * docs/deploy.md's backup and restore, run as written: `pg_dump --format=custom` of a shop with
 * orders, `pg_restore` into a new database, the server started on the copy. The copy must hold the
 * same orders, stock and ledger sums, and answer the shopper's orders.
 */
const FINGERPRINT = `
  SELECT
    (SELECT count(*) FROM orders)::text AS orders,
    (SELECT coalesce(sum(grand_total), 0) FROM orders)::text AS revenue,
    (SELECT count(*) FROM order_lines)::text AS lines,
    (SELECT coalesce(sum(stock), 0) FROM product_variants)::text AS stock,
    (SELECT coalesce(sum(quantity), 0) FROM stock_movements)::text AS movements,
    (SELECT coalesce(sum(amount), 0) FROM referral_ledger)::text AS rewards,
    (SELECT count(*) FROM users)::text AS users,
    (SELECT max(id::text) FROM orders) AS last_order`;

async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(FINGERPRINT)).rows[0] as Record<string, string>;
  } finally {
    await client.end();
  }
}

let database: DatabaseHandle | undefined;
let shop: TestApp | undefined;
let restored: ServerProcess | undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'lotus-backup-'));
afterAll(async () => {
  await restored?.stop();
  await shop?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.runIf(onPostgres())('a backup of the shop', () => {
  it(
    'restores into a new database that serves the same orders, stock and ledgers',
    { timeout: 300_000 },
    async () => {
      const url = await pristineDatabaseUrl();
      database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
      shop = await startTestApp({ database });
      const [shopper] = await quickCustomers(database.db, 1);
      const variant = await testVariant(database.db, { price: 250_000, stock: 9 });
      const placed = [];
      for (const quantity of [1, 3]) {
        placed.push(
          await placeOrder(shop.url, shopper!.headers, [{ infoId: variant.id, quantity }]),
        );
      }
      const before = await fingerprint(url);
      expect(Number(before.orders)).toBeGreaterThanOrEqual(2);

      // The commands of docs/deploy.md, "Backups".
      const file = path.join(dir, 'lotus.dump');
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url]);
      const copy = await emptyDatabaseUrl();
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copy}`, file]);

      expect(await fingerprint(copy)).toEqual(before);
      restored = await startServerProcess(copy);
      const mine = await request(restored.base, '/api/order/my-order', {
        headers: shopper!.headers,
      });
      expect(mine.status).toBe(200);
      expect(mine.body.data.map((o: { id: string }) => o.id).sort()).toEqual(
        placed.map((o) => o.id).sort(),
      );
      const product = await request(
        restored.base,
        `/api/product/get-list-info-and-attribute/${variant.productId}`,
      );
      expect(JSON.stringify(product.body)).toContain('"stock":5');
    },
  );
});
