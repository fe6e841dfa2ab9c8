import { schema } from '@lotus/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { referralPayoutRequests, referralPayouts, referralLedger, users } = schema;

export type PayoutRequestRow = typeof referralPayoutRequests.$inferSelect;

const requestColumns = {
  id: referralPayoutRequests.id,
  userId: referralPayoutRequests.userId,
  amount: referralPayoutRequests.amount,
  bankName: referralPayoutRequests.bankName,
  accountNumber: referralPayoutRequests.accountNumber,
  accountHolder: referralPayoutRequests.accountHolder,
  status: referralPayoutRequests.status,
  createdAt: referralPayoutRequests.createdAt,
  paidAt: referralPayoutRequests.paidAt,
  reference: referralPayouts.reference,
};

/**
 * A member's new open request, or null when they have one open already (the partial unique
 * index: of parallel requests, one is written).
 */
export async function insertRequest(
  db: Db,
  row: Omit<typeof referralPayoutRequests.$inferInsert, 'status'>,
): Promise<PayoutRequestRow | null> {
  const [inserted] = await db
    .insert(referralPayoutRequests)
    .values({ ...row, status: 'open' })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** A member's latest request, with its transfer's reference once paid. */
export async function latestRequest(db: Db, userId: string) {
  const [row] = await db
    .select(requestColumns)
    .from(referralPayoutRequests)
    .leftJoin(referralPayouts, eq(referralPayouts.id, referralPayoutRequests.payoutId))
    .where(eq(referralPayoutRequests.userId, userId))
    .orderBy(desc(referralPayoutRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** Open requests, oldest first, with whose they are. */
export function openRequests(db: Db) {
  return db
    .select({ ...requestColumns, email: users.email })
    .from(referralPayoutRequests)
    .innerJoin(users, eq(users.id, referralPayoutRequests.userId))
    .leftJoin(referralPayouts, eq(referralPayouts.id, referralPayoutRequests.payoutId))
    .where(eq(referralPayoutRequests.status, 'open'))
    .orderBy(asc(referralPayoutRequests.createdAt))
    .limit(200);
}

/** Closes an open request with its transfer, once: the request, or null if it was not open. */
export async function closeRequest(
  db: Db,
  id: string,
  payoutId: string,
  now: Date,
): Promise<PayoutRequestRow | null> {
  const [row] = await db
    .update(referralPayoutRequests)
    .set({ status: 'paid', payoutId, paidAt: now })
    .where(and(eq(referralPayoutRequests.id, id), eq(referralPayoutRequests.status, 'open')))
    .returning();
  return row ?? null;
}

/** Links the ledger's hold of a request to the transfer that paid it. */
export async function linkHold(db: Db, requestId: string, payoutId: string): Promise<void> {
  await db
    .update(referralLedger)
    .set({ payoutId })
    .where(and(eq(referralLedger.requestId, requestId), eq(referralLedger.kind, 'payout')));
}

/** An open request by id, or null. */
export async function openRequest(db: Db, id: string): Promise<PayoutRequestRow | null> {
  const [row] = await db
    .select()
    .from(referralPayoutRequests)
    .where(and(eq(referralPayoutRequests.id, id), eq(referralPayoutRequests.status, 'open')));
  return row ?? null;
}
