import type { PageQuery } from '@lotus/core';
import { pageOffset } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../context.ts';
import { type ProgrammeRows, editable, first, notOver, only } from '../programme.repository.ts';

const { vouchers, userVouchers } = schema;

export type VoucherRow = typeof vouchers.$inferSelect;

/** The back office's vouchers (`find` also serves a shopper's claim by id). */
export const voucherRows: ProgrammeRows<VoucherRow, typeof vouchers.$inferInsert> = {
  list: (db) => db.select().from(vouchers).orderBy(desc(vouchers.createdAt)),
  find: (db, id) => db.select().from(vouchers).where(eq(vouchers.id, id)).then(first),
  insert: (db, values) => db.insert(vouchers).values(values).returning().then(only),
  update: (db, id, values, now) =>
    db
      .update(vouchers)
      .set(values)
      .where(and(eq(vouchers.id, id), editable(vouchers, now)))
      .returning()
      .then(first),
};

export async function voucherByCode(db: Db, code: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  return row ?? null;
}

/** Public vouchers not over at `now`, soonest ending first. */
export async function publicVouchers(
  db: Db,
  now: Date,
  page: PageQuery,
): Promise<{ rows: VoucherRow[]; total: number }> {
  const where = and(eq(vouchers.isPublic, true), notOver('vouchers', now));
  const rows = await db
    .select()
    .from(vouchers)
    .where(where)
    .orderBy(vouchers.endsAt, vouchers.code)
    .limit(page.limit)
    .offset(pageOffset(page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vouchers)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A customer's wallet: their vouchers with their uses, newest claim first. */
export function walletOf(db: Db, userId: string): Promise<(VoucherRow & { mine: number })[]> {
  return db
    .select({ voucher: vouchers, mine: userVouchers.used })
    .from(userVouchers)
    .innerJoin(vouchers, eq(vouchers.id, userVouchers.voucherId))
    .where(eq(userVouchers.userId, userId))
    .orderBy(desc(userVouchers.claimedAt))
    .then((rows) => rows.map((r) => ({ ...r.voucher, mine: r.mine })));
}

/** A customer's uses of a voucher, or null when it is not in their wallet. */
export async function walletEntry(
  db: Db,
  userId: string,
  voucherId: string,
): Promise<{ used: number } | null> {
  const [row] = await db
    .select({ used: userVouchers.used })
    .from(userVouchers)
    .where(and(eq(userVouchers.userId, userId), eq(userVouchers.voucherId, voucherId)));
  return row ?? null;
}

/** Puts a voucher into a wallet (nothing changes when it is there already). */
export async function addToWallet(
  db: Db,
  userId: string,
  voucherId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(userVouchers)
    .values({ userId, voucherId, used: 0, claimedAt: now })
    .onConflictDoNothing();
}
