import {
  type Result,
  availableFrom,
  benefitAmount,
  campaignRunning,
  cappedReward,
  fail,
  ok,
  reversalAmount,
  vietnamMonth,
  vietnamMonthOf,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import { derivedId } from '../../lib/derived-id.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OrderPaymentService } from '../orders/order-payment.service.ts';
import * as ledger from './referral-ledger.repository.ts';
import * as repo from './referral.repository.ts';
import { campaignTerms } from './referral-views.ts';
import { flagCardAtSettlement, signalsAtPlacement } from './referral-signals.ts';

declare module '../../jobs/jobs.ts' {
  interface JobKinds {
    /** Approves the rewards whose holding period is over (each once, by a conditional update). */
    'referrals.approve-due': Record<string, never>;
  }
}

/** The benefit's inviter-side amount never takes more of an order than this share. */
const MONTH_CAP_REASON = 'monthly-cap';

/**
 * The rewards ledger's moves, each exactly once whatever the retries: a reward when an invitee's
 * first order is placed (pending), its holding period when the order is done and paid, its
 * approval after it (a job), its cancellation or reversal when the order is cancelled or
 * refunded. Called by the listeners of the order events (decision 028), never by the orders
 * module. Every move of money is a ledger entry and a conditional update in one transaction.
 */
export function createReferralRewardService(deps: { orders: OrderPaymentService }) {
  /** Approves one reward if it is due and unflagged; credits the member's available balance. */
  async function approve(ctx: ServiceContext, rewardId: string, reviewed = false) {
    return withTransaction(ctx, async (tx) => {
      const approved = await ledger.approveReward(tx.db, rewardId, tx.now, reviewed);
      if (!approved) return false;
      await repo.moveAvailable(tx.db, approved.userId, approved.amount);
      return true;
    });
  }

  return {
    approve,

    /**
     * In the order's transaction (`order.placed`, within): the welcome gift the order priced is
     * taken once, and the store credit it spends is taken from the balance by a conditional
     * update with its ledger entry. A shortfall throws, which rolls the order back: a parallel
     * checkout spent the balance, or took the gift, first.
     */
    async orderPlacedWithin(
      tx: ServiceContext,
      order: { orderId: string; userId: string; referralRef: string | null; storeCredit: number },
    ): Promise<void> {
      if (
        order.referralRef &&
        !(await repo.claimWelcome(tx.db, order.userId, order.referralRef, order.orderId))
      ) {
        throw HttpError.from(fail('PriceOfItemsChanged'));
      }
      if (order.storeCredit > 0) {
        if (!(await repo.takeAvailable(tx.db, order.userId, order.storeCredit))) {
          throw HttpError.from(fail('REWARD_BALANCE_TOO_LOW'));
        }
        await ledger.insertEntry(tx.db, {
          userId: order.userId,
          kind: 'spend',
          amount: -order.storeCredit,
          orderId: order.orderId,
          createdAt: tx.now,
        });
      }
    },

    /**
     * An order was placed: if it is an invitee's first order and qualifies, the inviter's reward
     * is written pending, within the month's cap and the campaign's budget (the cap that lowered
     * it is recorded; a reward lowered to nothing is written cancelled, so the member sees why).
     */
    async orderPlaced(
      ctx: ServiceContext,
      placed: { orderId: string; userId: string; grandTotal: number; storeCredit: number },
    ): Promise<void> {
      // Store credit is a way to pay, not a discount: the order is worth what it cost.
      const order = { ...placed, grandTotal: placed.grandTotal + placed.storeCredit };
      const attribution = await repo.findAttribution(ctx.db, order.userId);
      if (!attribution) return;
      if (!(await repo.takeFirstOrder(ctx.db, order.userId, order.orderId))) return;
      const campaign = await repo.campaignById(ctx.db, attribution.campaignId);
      if (!campaign || !campaignRunning(campaignTerms(campaign), ctx.now)) return;
      if (order.grandTotal < campaign.minimumOrder) return;
      const inviterId = attribution.inviterId;
      const benefit =
        campaign.inviterKind === 'FIXED'
          ? { kind: 'FIXED' as const, value: campaign.inviterValue }
          : { kind: 'PERCENT' as const, value: campaign.inviterValue, cap: campaign.inviterCap };
      const month = vietnamMonth(vietnamMonthOf(ctx.now));
      const flags = await signalsAtPlacement(ctx, deps.orders, {
        orderId: order.orderId,
        inviteeId: order.userId,
        inviterId,
      });
      await withTransaction(ctx, async (tx) => {
        const capped = cappedReward({
          amount: benefitAmount(benefit, order.grandTotal),
          earnedThisMonth: await ledger.earnedBetween(tx.db, inviterId, month.from, month.to),
          monthlyCap: campaign.monthlyCapPerReferrer,
          spentBudget: campaign.budgetUsed,
          budget: campaign.budget,
        });
        let { amount, cappedBy } = capped;
        if (!(await repo.takeBudget(tx.db, campaign.id, amount)))
          [amount, cappedBy] = [0, 'budget'];
        const written = await ledger.insertEntry(tx.db, {
          userId: inviterId,
          kind: 'reward',
          amount,
          campaignId: campaign.id,
          orderId: order.orderId,
          inviteeId: order.userId,
          status: amount > 0 ? 'pending' : 'cancelled',
          cappedBy,
          ...(amount > 0
            ? {}
            : { cancelledAt: tx.now, cancelReason: cappedBy ?? MONTH_CAP_REASON }),
          flags,
          orderTotal: order.grandTotal,
          createdAt: tx.now,
        });
        // Written by an earlier run of this event: give the budget taken now back (rolls back).
        if (!written) return fail('CONFLICT');
        return ok(null);
      });
    },

    /**
     * An order moved or was paid: once it is done and paid, its rewards' holding period starts
     * (once), and each is approved at its end (now, when the period is nought; else by the job
     * `referrals.approve-due` written to start then).
     */
    async orderSettled(ctx: ServiceContext, orderId: string): Promise<void> {
      const order = await deps.orders.payable(ctx, orderId);
      if (!order || order.status !== 'done' || order.paymentStatus !== 'paid') return;
      const rewards = await ledger.rewardsForOrder(ctx.db, orderId);
      await flagCardAtSettlement(ctx, rewards, orderId);
      for (const reward of rewards) {
        if (reward.status !== 'pending' || !reward.campaignId) continue;
        const campaign = await repo.campaignById(ctx.db, reward.campaignId);
        if (!campaign) continue;
        const availableAt = availableFrom(ctx.now, campaign.holdingDays);
        const held = await ledger.holdReward(ctx.db, reward.id, ctx.now, availableAt);
        const due = held?.availableAt ?? reward.availableAt;
        if (!due) continue;
        if (due <= ctx.now) await approve(ctx, reward.id);
        else {
          await ctx.jobs.enqueue(
            'referrals.approve-due',
            {},
            { startAfter: due, id: derivedId(`referrals.approve/${reward.id}`) },
          );
        }
      }
    },

    /** The rewards a suspicious signal flagged, waiting for an operator. */
    async reviewQueue(ctx: ServiceContext) {
      return (await ledger.flaggedRewards(ctx.db)).map((r) => ({
        ...r,
        availableAt: r.availableAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /**
     * An operator's verdict on a flagged reward: approved, it is credited now if its holding
     * period is over (else by the approval job then); rejected, it is cancelled with the reason
     * and its budget given back. A reward no longer flagged and pending is `REWARD_NOT_FOUND`.
     */
    async review(
      ctx: ServiceContext,
      id: string,
      verdict: { decision: 'approve' | 'reject'; reason: string },
    ): Promise<Result<{ id: string; status: 'pending' | 'approved' | 'cancelled' }>> {
      const by = actorOf(ctx).email;
      return withTransaction(ctx, async (tx) => {
        const current = await ledger.entryById(tx.db, id);
        if (
          !current ||
          current.kind !== 'reward' ||
          current.status !== 'pending' ||
          !current.flags.length
        ) {
          return fail('REWARD_NOT_FOUND');
        }
        if (verdict.decision === 'reject') {
          const cancelled = await ledger.cancelReward(
            tx.db,
            id,
            tx.now,
            `rejected by ${by}: ${verdict.reason}`,
          );
          if (!cancelled) return fail('REWARD_NOT_FOUND');
          if (cancelled.campaignId)
            await repo.giveBackBudget(tx.db, cancelled.campaignId, cancelled.amount);
          return ok({ id, status: 'cancelled' as const });
        }
        if (
          !(await ledger.clearFlags(
            tx.db,
            id,
            `approved by ${by}${verdict.reason ? `: ${verdict.reason}` : ''}`,
          ))
        ) {
          return fail('REWARD_NOT_FOUND');
        }
        const approved = await ledger.approveReward(tx.db, id, tx.now, true);
        if (approved) await repo.moveAvailable(tx.db, approved.userId, approved.amount);
        return ok({ id, status: approved ? ('approved' as const) : ('pending' as const) });
      });
    },

    /** Approves every reward whose holding period is over and that no signal flagged. */
    async approveDue(ctx: ServiceContext): Promise<number> {
      let approved = 0;
      for (const id of await ledger.dueRewardIds(ctx.db, ctx.now)) {
        if (await approve(ctx, id)) approved += 1;
      }
      return approved;
    },

    /** An order was cancelled or rejected: its pending rewards are cancelled, budget given back. */
    async orderCancelled(ctx: ServiceContext, orderId: string, reason: string): Promise<void> {
      for (const reward of await ledger.rewardsForOrder(ctx.db, orderId)) {
        await withTransaction(ctx, async (tx) => {
          const cancelled = await ledger.cancelReward(tx.db, reward.id, tx.now, reason);
          if (cancelled?.campaignId) {
            await repo.giveBackBudget(tx.db, cancelled.campaignId, cancelled.amount);
          }
        });
      }
    },

    /**
     * An order's money went back (`refunded` of it, the whole by default): a pending reward is
     * cancelled; an approved or paid one gets one reversing entry, pro rata, never more than was
     * credited, taken from the member's available balance (which may go below nought: a debt
     * later rewards pay off).
     */
    async orderRefunded(ctx: ServiceContext, orderId: string, refunded?: number): Promise<void> {
      for (const reward of await ledger.rewardsForOrder(ctx.db, orderId)) {
        await withTransaction(ctx, async (tx) => {
          const cancelled = await ledger.cancelReward(tx.db, reward.id, tx.now, 'refunded');
          if (cancelled) {
            if (cancelled.campaignId) {
              await repo.giveBackBudget(tx.db, cancelled.campaignId, cancelled.amount);
            }
            return;
          }
          const current = await ledger.entryById(tx.db, reward.id);
          if (!current || (current.status !== 'approved' && current.status !== 'paid')) return;
          const total = current.orderTotal ?? 0;
          const amount = reversalAmount({
            credited: current.amount,
            alreadyReversed: 0,
            refunded: refunded ?? total,
            orderTotal: total,
          });
          if (amount <= 0) return;
          const reversal = await ledger.insertEntry(tx.db, {
            userId: current.userId,
            kind: 'reversal',
            amount: -amount,
            campaignId: current.campaignId,
            orderId: current.orderId,
            inviteeId: current.inviteeId,
            reversesId: current.id,
            createdAt: tx.now,
          });
          if (!reversal) return;
          await repo.moveAvailable(tx.db, current.userId, -amount);
          if (current.campaignId) await repo.giveBackBudget(tx.db, current.campaignId, amount);
        });
      }
    },

    /** A cancelled order's store credit goes back to its member, once (in the cancel's transaction). */
    async giveBack(tx: ServiceContext, orderId: string): Promise<void> {
      const spent = await ledger.spendForOrder(tx.db, orderId);
      if (!spent) return;
      const back = await ledger.insertEntry(tx.db, {
        userId: spent.userId,
        kind: 'spend-return',
        amount: -spent.amount,
        orderId,
        reversesId: spent.id,
        createdAt: tx.now,
      });
      if (back) await repo.moveAvailable(tx.db, spent.userId, -spent.amount);
    },

    /** Members with an approved balance to pay out (ADMIN). */
    payable(ctx: ServiceContext) {
      return repo.payableMembers(ctx.db);
    },

    /**
     * Records a bank transfer to a member (ADMIN), with its reference, who and when: taken from
     * the available balance by a conditional update; the approved rewards it covers, oldest
     * first, are marked paid.
     */
    async payout(
      ctx: ServiceContext,
      input: { userId: string; amount: number; reference: string },
    ) {
      const admin = actorOf(ctx);
      return withTransaction(ctx, async (tx) => {
        if (!(await repo.findMember(tx.db, input.userId))) return fail('REFERRAL_NOT_JOINED');
        if (!(await repo.takeAvailable(tx.db, input.userId, input.amount))) {
          return fail('REWARD_BALANCE_TOO_LOW');
        }
        const payout = await ledger.insertPayout(tx.db, {
          userId: input.userId,
          amount: input.amount,
          reference: input.reference,
          recordedBy: admin.id,
          recordedAt: tx.now,
        });
        await ledger.insertEntry(tx.db, {
          userId: input.userId,
          kind: 'payout',
          amount: -input.amount,
          payoutId: payout.id,
          createdAt: tx.now,
        });
        let left = input.amount;
        const covered: string[] = [];
        for (const reward of await ledger.approvedRewards(tx.db, input.userId)) {
          if (reward.amount > left) break;
          left -= reward.amount;
          covered.push(reward.id);
        }
        await ledger.markPaid(tx.db, covered, tx.now);
        return ok({
          id: payout.id,
          userId: payout.userId,
          amount: payout.amount,
          reference: payout.reference,
          recordedAt: payout.recordedAt.toISOString(),
        });
      });
    },
  };
}

export type ReferralRewardService = ReturnType<typeof createReferralRewardService>;
