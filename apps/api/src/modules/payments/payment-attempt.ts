import { type PaymentAttempt, paymentOutcome, plainOrderInfo } from '@lotus/core';
import type { AttemptRef } from './gateways/gateway.ts';
import type { AttemptRow } from './payment.repository.ts';

/** An attempt as the shop shows it. */
export const toAttempt = (row: AttemptRow): PaymentAttempt => ({
  id: row.id,
  gateway: row.gateway,
  amount: row.amount,
  status: row.status,
  resultCode: row.resultCode,
  outcome: paymentOutcome(row),
  transactionNo: row.transactionNo,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  refundedAt: row.refundedAt?.toISOString() ?? null,
});

/** What the gateway's pages and statements say an attempt pays for. */
export const orderInfo = (number: string) => plainOrderInfo(`Thanh toan don hang ${number}`);

/** An attempt as its gateway knows it, to query or refund it. */
export const attemptRef = (row: AttemptRow, number: string): AttemptRef => ({
  txnRef: row.txnRef,
  amount: row.amount,
  transactionNo: row.transactionNo,
  createdAt: row.createdAt,
  orderInfo: orderInfo(number),
});
