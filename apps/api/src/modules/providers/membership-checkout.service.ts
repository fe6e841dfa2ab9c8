import { randomUUID } from 'node:crypto';
import { type Result, fail, ok, paymentWindowEnd, plainOrderInfo } from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import type { GatewayMessage, Gateways } from '../payments/gateways/gateway.ts';
import type { Settlement } from '../payments/payment.service.ts';
import type { ProviderService } from './provider.service.ts';
import * as repo from './provider.repository.ts';

/**
 * Buying and renewing a membership through the shop's online gateway (VNPay, or the built-in
 * sandbox in its place): the payments module's gateway layer starts the payment and verifies its
 * messages; a purchase is decided once, only by a verified message (the IPN the payments module
 * hands over for a reference it does not know, or the signed return), and a paid one adds the
 * plan's period to the membership in the same transaction (decision 040).
 */
export function createMembershipCheckout(deps: {
  gateways: Gateways;
  providers: ProviderService;
  publicUrl: string;
  /** Whether VNPay (real or sandbox) takes payments. */
  online: boolean;
}) {
  const returnUrl = `${deps.publicUrl}/api/provider/membership/vnpay/return`;

  /** Applies a verified VNPay message to the purchase it names, at most once. */
  async function settle(ctx: ServiceContext, message: GatewayMessage): Promise<Settlement> {
    const purchase = await repo.findPurchaseByRef(ctx.db, 'VNPAY', message.txnRef);
    if (!purchase) return 'NOT_FOUND';
    if (message.amount !== purchase.amount) return 'BAD_AMOUNT';
    if (!message.decided) return 'PENDING';
    return withTransaction(ctx, async (tx) => {
      const decided = await repo.decidePurchase(tx.db, {
        id: purchase.id,
        to: message.paid ? 'paid' : 'failed',
        resultCode: message.code,
        message: message.raw,
        now: tx.now,
      });
      if (!decided) return ok<Settlement>('ALREADY');
      if (decided.status === 'paid') {
        const plan = await repo.findPlan(tx.db, decided.planId);
        // A plan is never deleted while a purchase names it (the foreign key restricts).
        const row = await deps.providers.extend(tx, decided.providerId, plan!);
        await repo.setPurchaseWindow(tx.db, decided.id, row);
      }
      return ok<Settlement>('CONFIRMED');
    }).then((result) => (result.ok ? result.value : 'ALREADY'));
  }

  return {
    /**
     * Starts buying (or renewing with) `planId` for the signed-in, approved provider: a pending
     * purchase with a new reference, written before the gateway is asked; the gateway's page.
     */
    async buy(
      ctx: ServiceContext,
      planId: string,
      ipAddr: string,
    ): Promise<Result<{ purchaseId: string; paymentUrl: string }>> {
      if (!deps.online) return fail('PAYMENT_METHOD_UNAVAILABLE');
      const provider = await repo.findProvider(ctx.db, actorOf(ctx).id);
      if (!provider) return fail('PROVIDER_NOT_FOUND');
      if (provider.status !== 'approved') return fail('PROVIDER_NOT_APPROVED');
      const plan = await repo.findPlan(ctx.db, planId);
      if (!plan?.isActive) return fail('PLAN_NOT_FOUND');
      const id = randomUUID();
      const txnRef = id.replace(/-/g, '');
      await repo.insertPurchase(ctx.db, {
        id,
        providerId: provider.userId,
        planId: plan.id,
        amount: plan.price,
        method: 'VNPAY',
        status: 'pending',
        txnRef,
        createdAt: ctx.now,
      });
      const started = await deps.gateways.VNPAY.start({
        txnRef,
        amount: plan.price,
        orderInfo: plainOrderInfo(`Goi thanh vien ${txnRef.slice(0, 8)}`),
        lang: ctx.lang,
        ipAddr,
        createdAt: ctx.now,
        expiresAt: paymentWindowEnd(ctx.now),
        returnUrl,
        buyer: { name: provider.contactPerson, email: provider.email, phone: provider.phone ?? '' },
      });
      await repo.setPaymentUrl(ctx.db, id, started.ok ? started.paymentUrl : null);
      if (!started.ok) {
        return started.code
          ? fail('PAYMENT_INTERRUPTED', { params: { code: started.code } })
          : fail('PAYMENT_GATEWAY_ERROR');
      }
      return ok({ purchaseId: id, paymentUrl: started.paymentUrl });
    },

    /** A VNPay message (IPN or return): verified by the gateway layer; null when forged. */
    verify: (query: unknown) => deps.gateways.VNPAY.verify(query),

    settle,

    /** The provider's purchases, newest first. */
    async purchases(ctx: ServiceContext) {
      return (await repo.purchasesOf(ctx.db, actorOf(ctx).id)).map((row) => ({
        id: row.id,
        planId: row.planId,
        amount: row.amount,
        method: row.method,
        status: row.status,
        startsAt: row.startsAt?.toISOString() ?? null,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type MembershipCheckout = ReturnType<typeof createMembershipCheckout>;
