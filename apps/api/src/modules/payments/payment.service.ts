import type { ServiceContext } from '../../context.ts';
import { findInstallment, installmentsOf } from './installment.repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { createPaymentRefunds } from './payment-refund.service.ts';
import { createPaymentSettlements } from './payment-settle.service.ts';
import { createPaymentStarts } from './payment-start.service.ts';
import { createSavedCards } from './saved-card.service.ts';

export type { Resolution, Settlement } from './payment-settle.service.ts';

declare module '../../jobs/jobs.ts' {
  interface JobKinds {
    /** Ask the gateway what became of an attempt (a return came before its server message). */
    'payments.query': { attemptId: string };
    /** Give an attempt's money back through its gateway. */
    'payments.refund': { attemptId: string };
  }
}

/**
 * Paying orders through the gateways (DESIGN.md, Payments): an attempt per try, a new reference
 * each, settled only by a verified gateway message (the IPN, a webhook, or the answer to our own
 * query), each message deciding its attempt at most once. Money that arrives for an order that
 * is paid already or closed is owed back and refunded by a job. Saved cards keep only the
 * gateway's token and what the shopper recognises. One service for the routes, jobs and orders;
 * each part in its own file.
 */
export function createPaymentService(deps: PaymentDeps) {
  return {
    ...createPaymentStarts(deps),
    ...createPaymentSettlements(deps),
    ...createPaymentRefunds(deps),
    ...createSavedCards(deps),
    /** An INSTALLMENT order's plan (decision 044). */
    installmentPlanOf: (ctx: ServiceContext, orderId: string) => findInstallment(ctx.db, orderId),
    /** The plans of some INSTALLMENT orders, by order (the order lists). */
    installmentPlansOf: (ctx: ServiceContext, orderIds: readonly string[]) =>
      installmentsOf(ctx.db, orderIds),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
