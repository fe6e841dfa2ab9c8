import type { PageQuery, PaymentAttemptStatus, PaymentGatewayName, Refund } from '@lotus/core';
import { pageOffset } from '@lotus/core';
import { at, queryRows, schema } from '@lotus/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { countedPage } from '../../lib/counted-page.ts';

const { paymentAttempts, savedCards } = schema;

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
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payment_attempts SET status = ${input.to}, result_code = ${input.resultCode},
        transaction_no = coalesce(${input.transactionNo}::text, transaction_no),
        gateway_message = ${JSON.stringify(input.message)}::jsonb,
        refund_reason = ${input.refundReason ?? null}::text, settled_at = ${at(input.now)}
      WHERE id = ${input.id}::uuid
        AND status IN (${sql.join(
          input.from.map((s) => sql`${s}`),
          sql`, `,
        )})
      RETURNING id`,
  );
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

/** Refunds owed or made, newest first, with their orders. */
export async function listRefunds(
  db: Db,
  query: PageQuery & { status?: 'REFUND_DUE' | 'REFUNDED' | undefined },
): Promise<{
  rows: (AttemptRow & { order: Refund['order']; note: string | null })[];
  total: number;
}> {
  const statuses = query.status ? [query.status] : ['REFUND_DUE', 'REFUNDED'];
  const where = sql`a.status IN (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const rows = await queryRows<
    AttemptRow & { order: Refund['order']; note: string | null; total: number }
  >(
    db,
    sql`SELECT a.id, a.order_id AS "orderId", a.gateway, a.txn_ref AS "txnRef",
        a.amount::float8 AS amount, a.status, a.payment_url AS "paymentUrl", a.card_id AS "cardId",
        a.result_code AS "resultCode", a.transaction_no AS "transactionNo",
        a.refund_reason AS "refundReason", a.refund_code AS "refundCode",
        a.expires_at AS "expiresAt", a.created_at AS "createdAt", a.settled_at AS "settledAt",
        a.refunded_at AS "refundedAt",
        json_build_object('id', o.id, 'number', o.number, 'status', o.status,
          'email', o.email) AS "order",
        (SELECT e.reason FROM order_events e WHERE e.order_id = o.id AND e.reason IS NOT NULL
          ORDER BY e.created_at DESC LIMIT 1) AS note,
        count(*) OVER ()::int AS total
      FROM payment_attempts a JOIN orders o ON o.id = a.order_id
      WHERE ${where}
      ORDER BY a.created_at DESC, a.id
      LIMIT ${query.limit} OFFSET ${pageOffset(query)}`,
  );
  const { rows: page, total } = await countedPage(rows, pageOffset(query), async () => {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM payment_attempts a WHERE ${where}`,
    );
    return count?.n ?? 0;
  });
  const dated = page.map((row) => ({
    ...row,
    gatewayMessage: null,
    expiresAt: new Date(row.expiresAt),
    createdAt: new Date(row.createdAt),
    settledAt: row.settledAt && new Date(row.settledAt),
    refundedAt: row.refundedAt && new Date(row.refundedAt),
  }));
  return { rows: dated, total };
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
