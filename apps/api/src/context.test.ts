import { randomBytes } from 'node:crypto';
import { fail, ok } from '@lotus/core';
import { type DatabaseHandle, queryRows } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, withTransaction } from './context.ts';
import type { Jobs } from './jobs/jobs.ts';
import { openTestDatabase } from './test/test-database.ts';

let handle: DatabaseHandle;
const table = sql.raw(`ctx_test_${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  handle = await openTestDatabase(3);
  await handle.db.execute(sql`CREATE TABLE ${table} (module text NOT NULL)`);
});
afterAll(async () => {
  await handle.db.execute(sql`DROP TABLE ${table}`);
  await handle.close();
});

/** Jobs are not this test's concern: a sink that only counts wake-ups after commit. */
function countingJobs(counter: { committed: number }): Jobs {
  const jobs: Jobs = {
    enqueue: async () => {},
    enqueueMany: async () => {},
    within: () => ({ jobs, committed: () => void (counter.committed += 1) }),
  };
  return jobs;
}

function context(counter = { committed: 0 }): ServiceContext {
  return {
    db: handle.db,
    now: new Date('2026-11-23T03:00:00Z'),
    lang: 'vi',
    actor: null,
    jobs: countingJobs(counter),
    inTransaction: false,
  };
}

/** Two "modules", each writing its own row inside whatever transaction it is handed. */
const stock = {
  take: (ctx: ServiceContext) =>
    withTransaction(ctx, async (tx) => {
      await tx.db.execute(sql`INSERT INTO ${table} VALUES ('stock')`);
      return ok(tx);
    }),
};
const vouchers = {
  redeem: (ctx: ServiceContext, usable: boolean) =>
    withTransaction(ctx, async (tx) => {
      await tx.db.execute(sql`INSERT INTO ${table} VALUES ('voucher')`);
      return usable ? ok(tx) : fail('VALIDATION_ERROR');
    }),
};

async function rows(): Promise<string[]> {
  const found = await queryRows<{ module: string }>(handle.db, sql`SELECT module FROM ${table}`);
  return found.map((row) => row.module).sort();
}

describe('withTransaction', () => {
  it('hands nested services the same open transaction, and commits their changes together', async () => {
    const counter = { committed: 0 };
    const outcome = await withTransaction(context(counter), async (tx) => {
      const taken = await stock.take(tx);
      const redeemed = await vouchers.redeem(tx, true);
      expect(taken.ok && taken.value.db).toBe(tx.db);
      expect(redeemed.ok && redeemed.value.inTransaction).toBe(true);
      return ok('ordered');
    });
    expect(outcome).toEqual(ok('ordered'));
    expect(await rows()).toEqual(['stock', 'voucher']);
    expect(counter.committed).toBe(1);
    await handle.db.execute(sql`DELETE FROM ${table}`);
  });

  it('rolls back every module when one returns a refusal, and hands the refusal back', async () => {
    const counter = { committed: 0 };
    const outcome = await withTransaction(context(counter), async (tx) => {
      await stock.take(tx);
      const redeemed = await vouchers.redeem(tx, false);
      return redeemed.ok ? ok('ordered') : redeemed;
    });
    expect(outcome).toEqual(fail('VALIDATION_ERROR'));
    expect(await rows()).toEqual([]);
    expect(counter.committed).toBe(0);
  });

  it('rolls back every module when one throws, and lets the error through', async () => {
    await expect(
      withTransaction(context(), async (tx) => {
        await stock.take(tx);
        throw new Error('the gateway is down');
      }),
    ).rejects.toThrow('the gateway is down');
    expect(await rows()).toEqual([]);
  });
});
