import type { PageQuery, PaymentAttemptStatus, PaymentGatewayName, Refund } from '@lotus/core';
import { pageOffset } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { countedPage } from '../../lib/counted-page.ts';

const { orderEvents, orders, paymentAttempts, savedCards } = schema;

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type CardRow = typeof savedCards.$inferSelect;

export async function insertAttempt(
  db: Db,
  attempt: {
    id: string;
    orderId: string;
    gateway: PaymentGatewayName;
    txnRef: string;
    amount: number;
    cardId: string | null;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(paymentAttempts).values(attempt);
}

/** The gateway's answer to starting an attempt: its page, or its refusal. */
export async function startedAttempt(
  db: Db,
  id: string,
  outcome: { paymentUrl: string } | { failedCode: string; now: Date },
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set(
      'paymentUrl' in outcome
        ? { paymentUrl: outcome.paymentUrl }
        : { status: 'FAILED', resultCode: outcome.failedCode, settledAt: outcome.now },
    )
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'PENDING')));
}

export async function findAttempt(db: Db, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row ?? null;
}

export async function findAttemptByRef(
  db: Db,
  gateway: PaymentGatewayName,
  txnRef: string,
): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.gateway, gateway), eq(paymentAttempts.txnRef, txnRef)));
  return row ?? null;
}

/** An order's attempts, newest first. */
export function attemptsOf(db: Db, orderId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
}

/**
 * Decides an attempt in one conditional update: only from a status in `from` (a repeated or
 * parallel message finds it decided and changes nothing). Answers whether this call decided it.
 */
export async function decideAttempt(
  db: Db,
  input: {
    id: string;
    from: readonly PaymentAttemptStatus[];
    to: PaymentAttemptStatus;
    resultCode: string;
    transactionNo: string | null;
    message: Record<string, unknown>;
    refundReason?: 'ORDER_CLOSED' | 'PAID_TWICE';
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({
      status: input.to,
      resultCode: input.resultCode,
      // A gateway answer without a transaction number keeps the one already known.
      transactionNo: sql`coalesce(${input.transactionNo}::text, ${paymentAttempts.transactionNo})`,
      gatewayMessage: input.message,
      refundReason: input.refundReason ?? null,
      settledAt: input.now,
    })
    .where(and(eq(paymentAttempts.id, input.id), inArray(paymentAttempts.status, [...input.from])))
    .returning({ id: paymentAttempts.id });
  return rows.length > 0;
}

/** The attempt that paid an order now owes the money back (the order was cancelled). */
export async function owePaidAttempt(db: Db, orderId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .update(paymentAttempts)
    .set({ status: 'REFUND_DUE', refundReason: 'ORDER_CLOSED' })
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'PAID')))
    .returning();
  return row ?? null;
}

/** The gateway gave the money back (once: only from REFUND_DUE). */
export async function refunded(
  db: Db,
  id: string,
  input: { code: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ status: 'REFUNDED', refundCode: input.code, refundedAt: input.now })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'REFUND_DUE')))
    .returning({ id: paymentAttempts.id });
  return rows.length > 0;
}

/** The gateway refused a refund: its code, for the operators. */
export async function refundRefused(db: Db, id: string, code: string | null): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ refundCode: code ?? 'UNREACHABLE' })
    .where(eq(paymentAttempts.id, id));
}

/** Pending attempts of an order expire unpaid (result 11). */
export async function expireAttempts(db: Db, orderId: string, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: 'EXPIRED', resultCode: '11', settledAt: now })
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'PENDING')));
}

/** Refunds owed or made, newest first, with their orders and the reason their order closed. */
export async function listRefunds(
  db: Db,
  query: PageQuery & { status?: 'REFUND_DUE' | 'REFUNDED' | undefined },
): Promise<{
  rows: (AttemptRow & { order: Refund['order']; note: string | null })[];
  total: number;
}> {
  const where = inArray(
    paymentAttempts.status,
    query.status ? [query.status] : ['REFUND_DUE', 'REFUNDED'],
  );
  // The last reason written on the order's events: the rejection's, or the cancellation's.
  const note = sql`(SELECT e.reason FROM ${orderEvents} e
    WHERE e.order_id = ${orders.id} AND e.reason IS NOT NULL
    ORDER BY e.created_at DESC LIMIT 1)`.mapWith(String);
  const rows = await db
    .select({
      attempt: paymentAttempts,
      order: { id: orders.id, number: orders.number, status: orders.status, email: orders.email },
      note,
      total: sql`count(*) OVER ()`.mapWith(Number),
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(where)
    .orderBy(desc(paymentAttempts.createdAt), paymentAttempts.id)
    .limit(query.limit)
    .offset(pageOffset(query));
  const { rows: page, total } = await countedPage(rows, pageOffset(query), async () => {
    const [counted] = await db.select({ n: count() }).from(paymentAttempts).where(where);
    return counted?.n ?? 0;
  });
  return {
    rows: page.map((row) => ({
      ...row.attempt,
      gatewayMessage: null,
      // The number is generated from the order's sequence (never null once inserted).
      order: { ...row.order, number: row.order.number ?? '' },
      note: row.note ?? null,
    })),
    total,
  };
}

export function cardsOf(db: Db, userId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

export async function findCard(db: Db, id: string, userId: string): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
  return row ?? null;
}

/** Keeps a linked card; the same token again (return URL and webhook) adds nothing. */
export async function saveCard(db: Db, card: Omit<CardRow, 'id'>): Promise<void> {
  await db.insert(savedCards).values(card).onConflictDoNothing({ target: savedCards.token });
}

export async function deleteCard(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}
