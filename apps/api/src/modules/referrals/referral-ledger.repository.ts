import type { RewardStatus } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../context.ts';

const { referralLedger, referralPayouts, users, orders } = schema;

export type LedgerRow = typeof referralLedger.$inferSelect;

/**
 * Writes a ledger entry; null when its unique key already holds one (a reward for the same
 * campaign, order and beneficiary; a second reversal of one entry; a second spend by an order).
 */
export async function insertEntry(
  db: Db,
  row: typeof referralLedger.$inferInsert,
): Promise<LedgerRow | null> {
  const [inserted] = await db.insert(referralLedger).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function entryById(db: Db, id: string): Promise<LedgerRow | null> {
  const [row] = await db.select().from(referralLedger).where(eq(referralLedger.id, id));
  return row ?? null;
}

/** The reward an order earned (for any beneficiary), or null. */
export async function rewardsForOrder(db: Db, orderId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(referralLedger)
    .where(and(eq(referralLedger.orderId, orderId), eq(referralLedger.kind, 'reward')));
}

/** The store credit an order spent, or null. */
export async function spendForOrder(db: Db, orderId: string): Promise<LedgerRow | null> {
  const [row] = await db
    .select()
    .from(referralLedger)
    .where(and(eq(referralLedger.orderId, orderId), eq(referralLedger.kind, 'spend')));
  return row ?? null;
}

/** The entry reversing `id`, or null. */
export async function reversalOf(db: Db, id: string): Promise<LedgerRow | null> {
  const [row] = await db.select().from(referralLedger).where(eq(referralLedger.reversesId, id));
  return row ?? null;
}

/**
 * Starts a pending reward's holding period (its order is done and paid), once: the reward with
 * its `available_at`, or null when it was already held or is no longer pending.
 */
export async function holdReward(
  db: Db,
  id: string,
  heldAt: Date,
  availableAt: Date,
): Promise<LedgerRow | null> {
  const [row] = await db
    .update(referralLedger)
    .set({ heldAt, availableAt })
    .where(
      and(
        eq(referralLedger.id, id),
        eq(referralLedger.status, 'pending'),
        sql`${referralLedger.heldAt} IS NULL`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Approves a held reward whose holding period is over and that no signal flagged (or that an
 * operator cleared: `reviewed`): the reward, or null if another run approved it or it isn't due.
 */
export async function approveReward(
  db: Db,
  id: string,
  now: Date,
  reviewed = false,
): Promise<LedgerRow | null> {
  const [row] = await db
    .update(referralLedger)
    .set({ status: 'approved', approvedAt: now })
    .where(
      and(
        eq(referralLedger.id, id),
        eq(referralLedger.status, 'pending'),
        lte(referralLedger.availableAt, now),
        reviewed ? undefined : sql`cardinality(${referralLedger.flags}) = 0`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Cancels a reward still pending: the reward, or null when it is not pending any more. */
export async function cancelReward(
  db: Db,
  id: string,
  now: Date,
  reason: string,
): Promise<LedgerRow | null> {
  const [row] = await db
    .update(referralLedger)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason })
    .where(and(eq(referralLedger.id, id), eq(referralLedger.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Rewards whose holding period is over by `now`, not flagged, oldest first. */
export async function dueRewardIds(db: Db, now: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: referralLedger.id })
    .from(referralLedger)
    .where(
      and(
        eq(referralLedger.kind, 'reward'),
        eq(referralLedger.status, 'pending'),
        lte(referralLedger.availableAt, now),
        sql`cardinality(${referralLedger.flags}) = 0`,
      ),
    )
    .orderBy(asc(referralLedger.availableAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What a member's rewards came to between two instants (not cancelled): the monthly cap's use. */
export async function earnedBetween(db: Db, userId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(referralLedger.amount).mapWith(Number) })
    .from(referralLedger)
    .where(
      and(
        eq(referralLedger.userId, userId),
        eq(referralLedger.kind, 'reward'),
        inArray(referralLedger.status, ['pending', 'approved', 'paid']),
        gte(referralLedger.createdAt, from),
        lt(referralLedger.createdAt, to),
      ),
    );
  return row?.total ?? 0;
}

/** A member's ledger summed by kind and status, for core's `balancesOf`. */
export async function ledgerSums(db: Db, userId: string) {
  const rows = await db
    .select({
      kind: referralLedger.kind,
      status: referralLedger.status,
      requested: sql<boolean>`${referralLedger.payoutId} IS NULL`,
      amount: sum(referralLedger.amount).mapWith(Number),
    })
    .from(referralLedger)
    .where(eq(referralLedger.userId, userId))
    .groupBy(referralLedger.kind, referralLedger.status, sql`${referralLedger.payoutId} IS NULL`);
  return sumsAsEntries(rows);
}

/** Grouped sums as core's `balancesOf` reads them (a payout without its transfer is requested). */
export function sumsAsEntries(
  rows: {
    kind: LedgerRow['kind'];
    status: LedgerRow['status'];
    requested: boolean;
    amount: number;
  }[],
) {
  return rows.map((r) => ({
    kind: r.kind,
    amount: r.amount,
    ...(r.status ? { status: r.status } : {}),
    ...(r.kind === 'payout' && r.requested ? { requested: true } : {}),
  }));
}

const invitee = alias(users, 'invitee');

/** A page of a member's ledger, newest first, with the invitee's email and the order's number. */
export async function ledgerPage(
  db: Db,
  userId: string,
  filter: { status?: RewardStatus | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(referralLedger.userId, userId),
    filter.status ? eq(referralLedger.status, filter.status) : undefined,
  );
  const rows = await db
    .select({
      id: referralLedger.id,
      kind: referralLedger.kind,
      amount: referralLedger.amount,
      status: referralLedger.status,
      cappedBy: referralLedger.cappedBy,
      flags: referralLedger.flags,
      availableAt: referralLedger.availableAt,
      createdAt: referralLedger.createdAt,
      inviteeEmail: invitee.email,
      orderNumber: orders.number,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(referralLedger)
    .leftJoin(invitee, eq(invitee.id, referralLedger.inviteeId))
    .leftJoin(orders, eq(orders.id, referralLedger.orderId))
    .where(where)
    .orderBy(desc(referralLedger.createdAt), desc(referralLedger.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return rows;
}

/** Counts a member's entries under a filter (a page past the last). */
export async function ledgerCount(db: Db, userId: string, status?: RewardStatus) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(referralLedger)
    .where(
      and(
        eq(referralLedger.userId, userId),
        status ? eq(referralLedger.status, status) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The states of the rewards an inviter earned for each of these orders. */
export async function rewardStatusesOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({ orderId: referralLedger.orderId, status: referralLedger.status })
    .from(referralLedger)
    .where(and(eq(referralLedger.kind, 'reward'), inArray(referralLedger.orderId, orderIds)));
}

export async function insertPayout(db: Db, row: typeof referralPayouts.$inferInsert) {
  const [inserted] = await db.insert(referralPayouts).values(row).returning();
  return inserted!;
}

/** A member's approved rewards not yet paid, oldest first (a payout marks them paid). */
export async function approvedRewards(db: Db, userId: string) {
  return db
    .select({ id: referralLedger.id, amount: referralLedger.amount })
    .from(referralLedger)
    .where(
      and(
        eq(referralLedger.userId, userId),
        eq(referralLedger.kind, 'reward'),
        eq(referralLedger.status, 'approved'),
        isNotNull(referralLedger.approvedAt),
      ),
    )
    .orderBy(asc(referralLedger.approvedAt));
}

/** Marks approved rewards paid (the payout that covers them). */
export async function markPaid(db: Db, ids: string[], now: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(referralLedger)
    .set({ status: 'paid', paidAt: now })
    .where(and(inArray(referralLedger.id, ids), eq(referralLedger.status, 'approved')));
}

const inviter = alias(users, 'inviter');

/** Pending rewards a signal flagged, oldest first, with who and which order. */
export async function flaggedRewards(db: Db) {
  return db
    .select({
      id: referralLedger.id,
      inviterEmail: inviter.email,
      inviteeEmail: invitee.email,
      amount: referralLedger.amount,
      orderNumber: orders.number,
      flags: referralLedger.flags,
      availableAt: referralLedger.availableAt,
      createdAt: referralLedger.createdAt,
    })
    .from(referralLedger)
    .innerJoin(inviter, eq(inviter.id, referralLedger.userId))
    .leftJoin(invitee, eq(invitee.id, referralLedger.inviteeId))
    .leftJoin(orders, eq(orders.id, referralLedger.orderId))
    .where(
      and(
        eq(referralLedger.kind, 'reward'),
        eq(referralLedger.status, 'pending'),
        sql`cardinality(${referralLedger.flags}) > 0`,
      ),
    )
    .orderBy(asc(referralLedger.createdAt))
    .limit(200);
}

/**
 * Clears a pending reward's flags with the reviewer's note (an operator approved it): the
 * reward, or null when it was not flagged and pending.
 */
export async function clearFlags(db: Db, id: string, note: string): Promise<LedgerRow | null> {
  const [row] = await db
    .update(referralLedger)
    .set({ flags: [], reviewNote: note })
    .where(
      and(
        eq(referralLedger.id, id),
        eq(referralLedger.status, 'pending'),
        sql`cardinality(${referralLedger.flags}) > 0`,
      ),
    )
    .returning();
  return row ?? null;
}
