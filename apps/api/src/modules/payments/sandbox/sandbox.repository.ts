import type { PaymentGatewayName } from '@lotus/core';
import { at, schema } from '@lotus/db';
import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../context.ts';

const { sandboxTransactions, sandboxCards } = schema;

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type SandboxCard = typeof sandboxCards.$inferSelect;

/** What a new transaction holds; the sandbox numbers it itself. */
export interface NewSandboxTransaction {
  gateway: PaymentGatewayName;
  merchantRef: string;
  transactionNo: string;
  amount: number;
  request: Record<string, string>;
  cardToken?: string | null;
  createdAt: Date;
}

/** The gateway's transaction matching `condition`, or null. */
async function findOne(
  db: Db,
  gateway: PaymentGatewayName,
  condition: SQL,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.gateway, gateway), condition));
  return row ?? null;
}

/** A transaction by the merchant's reference. */
export const findTransaction = (db: Db, gateway: PaymentGatewayName, merchantRef: string) =>
  findOne(db, gateway, eq(sandboxTransactions.merchantRef, merchantRef));

/** A transaction by its id (a uuid: the caller checks the shape first). */
export const findTransactionById = (db: Db, gateway: PaymentGatewayName, id: string) =>
  findOne(db, gateway, eq(sandboxTransactions.id, id));

/** A transaction by the gateway's number. */
export const findTransactionByNo = (db: Db, gateway: PaymentGatewayName, transactionNo: string) =>
  findOne(db, gateway, eq(sandboxTransactions.transactionNo, transactionNo));

/**
 * Inserts the transaction unless one with its reference (or, rarely, its number) exists; the
 * inserted row, or null when nothing was inserted.
 */
async function insertTransaction(
  db: Db,
  row: NewSandboxTransaction,
): Promise<SandboxTransaction | null> {
  const [inserted] = await db
    .insert(sandboxTransactions)
    .values({ ...row, cardToken: row.cardToken ?? null })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/**
 * The transaction of the merchant's reference: the one recorded, or a new one numbered by
 * `number` (a number already taken draws another; a parallel insert of the same reference wins).
 */
export async function findOrInsertTransaction(
  db: Db,
  row: Omit<NewSandboxTransaction, 'transactionNo'>,
  number: () => string,
): Promise<SandboxTransaction> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findTransaction(db, row.gateway, row.merchantRef);
    if (existing) return existing;
    const inserted = await insertTransaction(db, { ...row, transactionNo: number() });
    if (inserted) return inserted;
  }
  throw new Error('sandbox: could not record the transaction');
}

/** Records the outcome of a transaction still open; null when it was already decided. */
export async function decideTransaction(
  db: Db,
  id: string,
  resultCode: string,
  decidedAt: Date,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ resultCode, decidedAt })
    .where(and(eq(sandboxTransactions.id, id), isNull(sandboxTransactions.resultCode)))
    .returning();
  return row ?? null;
}

/** Counts one more wrong OTP on an open transaction; the new count, or null when decided. */
export async function addOtpFailure(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ otpFailures: sql`${sandboxTransactions.otpFailures} + 1` })
    .where(and(eq(sandboxTransactions.id, id), isNull(sandboxTransactions.resultCode)))
    .returning({ otpFailures: sandboxTransactions.otpFailures });
  return row ? Number(row.otpFailures) : null;
}

/**
 * Gives back `amount` of a transaction that paid with `paidCode`, if what is left covers it (one
 * conditional update, so two refunds never give back more than was paid); the updated row or null.
 */
export async function addRefund(
  db: Db,
  id: string,
  paidCode: string,
  amount: number,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ refundedAmount: sql`${sandboxTransactions.refundedAmount} + ${amount}` })
    .where(
      and(
        eq(sandboxTransactions.id, id),
        eq(sandboxTransactions.resultCode, paidCode),
        sql`${sandboxTransactions.refundedAmount} + ${amount} <= ${sandboxTransactions.amount}`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertCard(db: Db, card: Omit<SandboxCard, 'removedAt'>): Promise<void> {
  await db.insert(sandboxCards).values(card);
}

export async function findCard(db: Db, token: string): Promise<SandboxCard | null> {
  const [row] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
  return row ?? null;
}

/** Marks a card removed (a second removal keeps the first instant). */
export async function removeCard(db: Db, token: string, removedAt: Date): Promise<void> {
  await db
    .update(sandboxCards)
    .set({ removedAt: sql`COALESCE(${sandboxCards.removedAt}, ${at(removedAt)})` })
    .where(eq(sandboxCards.token, token));
}
