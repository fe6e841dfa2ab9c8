import type { InstallmentPlan, OrderInstallment } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { orderInstallments, paymentAttempts } = schema;

type InstallmentRow = typeof orderInstallments.$inferSelect;

const toPlan = (row: InstallmentRow): OrderInstallment => ({
  bankCode: row.bankCode,
  bankName: row.bankName,
  scheme: row.scheme,
  months: row.months === 3 || row.months === 6 || row.months === 9 ? row.months : 12,
  amount: row.amount,
  fee: row.fee,
  total: row.total,
  monthly: row.monthly,
  lastMonth: row.lastMonth,
});

/** The plan of an order being placed, in its transaction. */
export async function insertInstallment(
  db: Db,
  orderId: string,
  plan: InstallmentPlan,
  now: Date,
): Promise<void> {
  await db.insert(orderInstallments).values({
    orderId,
    bankCode: plan.bankCode,
    bankName: plan.bankName,
    scheme: plan.scheme,
    months: plan.months,
    amount: plan.amount,
    fee: plan.fee,
    total: plan.total,
    monthly: plan.monthly,
    lastMonth: plan.lastMonth,
    createdAt: now,
  });
}

export async function findInstallment(db: Db, orderId: string): Promise<OrderInstallment | null> {
  const [row] = await db
    .select()
    .from(orderInstallments)
    .where(eq(orderInstallments.orderId, orderId));
  return row ? toPlan(row) : null;
}

/** The plans of some orders, by order (the back office's lists). */
export async function installmentsOf(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderInstallment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderInstallments)
    .where(inArray(orderInstallments.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, toPlan(row)]));
}

/**
 * A gateway's "waiting" outcome on a pending attempt (decision 044): its code and message are
 * kept, the attempt stays pending, and its window lasts at least until `until`.
 */
export async function noteWaiting(
  db: Db,
  input: { id: string; code: string; message: Record<string, unknown>; until: Date },
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({
      resultCode: input.code,
      gatewayMessage: input.message,
      expiresAt: sql`greatest(${paymentAttempts.expiresAt}, ${input.until.toISOString()}::timestamptz)`,
    })
    .where(and(eq(paymentAttempts.id, input.id), eq(paymentAttempts.status, 'PENDING')));
}
