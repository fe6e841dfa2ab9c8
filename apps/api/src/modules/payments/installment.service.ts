import {
  CARD_SCHEMES,
  type InstallmentChoice,
  type InstallmentOffer,
  type InstallmentPlan,
  type InstallmentPlans,
  type OrderInstallment,
  type PaymentMethod,
  type Result,
  fail,
  formatVnd,
  installmentEligible,
  installmentFrom,
  ok,
  pickPlan,
  priceInstallment,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { SystemService } from '../system/system.service.ts';
import type { InstallmentGateway } from './gateways/gateway.ts';
import * as repo from './installment.repository.ts';

/** How long the gateway's offers for an amount are kept (they change with its contracts). */
const OFFERS_KEPT_MS = 5 * 60_000;
const OFFERS_KEPT_AMOUNTS = 500;

/**
 * Paying in installments (decision 044): the plans for an amount, priced in core from the card
 * gateway's offers (the real Alepay when configured, the sandbox's table otherwise) under the
 * shop's minimum; the shopper's pick checked against them; the plan kept with the order.
 */
export function createInstallmentService(deps: {
  gateway: InstallmentGateway;
  system: SystemService;
  offered: readonly PaymentMethod[];
}) {
  const kept = new Map<number, { at: number; offers: InstallmentOffer[] }>();

  async function offers(ctx: ServiceContext, amount: number): Promise<InstallmentOffer[] | null> {
    const hit = kept.get(amount);
    if (hit && ctx.now.getTime() - hit.at < OFFERS_KEPT_MS) return hit.offers;
    const fresh = await deps.gateway.installmentOffers(amount);
    if (!fresh) return null;
    if (kept.size >= OFFERS_KEPT_AMOUNTS) kept.delete(kept.keys().next().value!);
    kept.set(amount, { at: ctx.now.getTime(), offers: fresh });
    return fresh;
  }

  async function plans(ctx: ServiceContext, amount: number): Promise<Result<InstallmentPlans>> {
    const { installmentMinimum: minimum } = await deps.system.checkoutSetting(ctx);
    const eligible = deps.offered.includes('INSTALLMENT') && installmentEligible(amount, minimum);
    if (!eligible) return ok({ amount, minimum, eligible, from: null, plans: [] });
    const found = await offers(ctx, amount);
    if (!found) return fail('PAYMENT_GATEWAY_ERROR');
    const priced = found
      .map((offer) => priceInstallment(amount, offer))
      .sort(
        (a, b) =>
          a.bankName.localeCompare(b.bankName) ||
          CARD_SCHEMES.indexOf(a.scheme) - CARD_SCHEMES.indexOf(b.scheme) ||
          a.months - b.months,
      );
    return ok({ amount, minimum, eligible, from: installmentFrom(priced), plans: priced });
  }

  return {
    plans,

    /**
     * The plan the shopper picked, priced by the server for the order's total; refused when the
     * total is under the minimum or the gateway does not offer that bank, scheme and term.
     */
    async choose(
      ctx: ServiceContext,
      amount: number,
      choice: InstallmentChoice,
    ): Promise<Result<InstallmentPlan>> {
      const offered = await plans(ctx, amount);
      if (!offered.ok) return offered;
      if (!offered.value.eligible) {
        return fail('INSTALLMENT_NOT_ELIGIBLE', {
          params: { minimum: formatVnd(offered.value.minimum, ctx.lang) },
        });
      }
      const plan = pickPlan(offered.value.plans, choice);
      return plan ? ok(plan) : fail('INSTALLMENT_PLAN_UNAVAILABLE');
    },

    /** Keeps the plan with the order, in the order's transaction. */
    record(tx: ServiceContext, orderId: string, plan: InstallmentPlan): Promise<void> {
      return repo.insertInstallment(tx.db, orderId, plan, tx.now);
    },

    /** An order's plan, or null when it is not paid in installments. */
    planOf(ctx: ServiceContext, orderId: string): Promise<OrderInstallment | null> {
      return repo.findInstallment(ctx.db, orderId);
    },

    /** The plans of some orders (the back office's list). */
    plansOf(ctx: ServiceContext, orderIds: readonly string[]) {
      return repo.installmentsOf(ctx.db, orderIds);
    },
  };
}

export type InstallmentService = ReturnType<typeof createInstallmentService>;
