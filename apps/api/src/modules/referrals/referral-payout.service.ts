import { type PayoutRequestInput, fail, ok } from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import * as ledger from './referral-ledger.repository.ts';
import * as payouts from './referral-payout.repository.ts';
import * as repo from './referral.repository.ts';

type RequestRow = NonNullable<Awaited<ReturnType<typeof payouts.latestRequest>>>;

const view = (r: Omit<RequestRow, 'userId'>) => ({
  id: r.id,
  amount: r.amount,
  bankName: r.bankName,
  accountNumber: r.accountNumber,
  accountHolder: r.accountHolder,
  status: r.status,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
});

/**
 * A member's own payout request and the ADMIN's transfer that pays it. The request holds its
 * amount at once: taken from the available balance by a conditional update with its ledger
 * entry (a `payout` without its transfer), so parallel requests, a checkout spending the balance
 * and an ADMIN's payout can never take the same money twice; one request is open at a time.
 */
export function createReferralPayoutService() {
  return {
    /** The member's latest request, or null. */
    async mine(ctx: ServiceContext) {
      const row = await payouts.latestRequest(ctx.db, actorOf(ctx).id);
      return row && view(row);
    },

    /**
     * Asks for `amount` of the approved balance by bank transfer: at least the campaign's
     * minimum, no more than the balance, one open request at a time.
     */
    async request(ctx: ServiceContext, input: PayoutRequestInput) {
      const userId = actorOf(ctx).id;
      const member = await repo.findMember(ctx.db, userId);
      if (!member) return fail('REFERRAL_NOT_JOINED');
      const campaign = await repo.campaignById(ctx.db, member.campaignId);
      const minimum = campaign?.minimumPayout ?? 0;
      if (input.amount < minimum) {
        return fail('PAYOUT_BELOW_MINIMUM', { params: { minimum } });
      }
      return withTransaction(ctx, async (tx) => {
        const request = await payouts.insertRequest(tx.db, {
          userId,
          amount: input.amount,
          bankName: input.bankName,
          accountNumber: input.accountNumber,
          accountHolder: input.accountHolder,
          createdAt: tx.now,
        });
        if (!request) return fail('PAYOUT_REQUEST_OPEN');
        if (!(await repo.takeAvailable(tx.db, userId, input.amount))) {
          return fail('REWARD_BALANCE_TOO_LOW');
        }
        await ledger.insertEntry(tx.db, {
          userId,
          kind: 'payout',
          amount: -input.amount,
          requestId: request.id,
          createdAt: tx.now,
        });
        return ok(view({ ...request, reference: null }));
      });
    },

    /** Open requests, oldest first (ADMIN). */
    async open(ctx: ServiceContext) {
      return (await payouts.openRequests(ctx.db)).map((r) => ({
        ...view(r),
        userId: r.userId,
        email: r.email,
      }));
    },

    /**
     * Records the transfer that pays an open request (ADMIN): its reference, who and when; the
     * held amount is now paid (nothing is taken twice), and the approved rewards it covers,
     * oldest first, are marked paid.
     */
    async transfer(ctx: ServiceContext, id: string, reference: string) {
      const admin = actorOf(ctx);
      return withTransaction(ctx, async (tx) => {
        const current = await payouts.openRequest(tx.db, id);
        if (!current) return fail('PAYOUT_REQUEST_NOT_FOUND');
        const payout = await ledger.insertPayout(tx.db, {
          userId: current.userId,
          amount: current.amount,
          reference,
          recordedBy: admin.id,
          recordedAt: tx.now,
        });
        const closed = await payouts.closeRequest(tx.db, id, payout.id, tx.now);
        if (!closed) return fail('PAYOUT_REQUEST_NOT_FOUND');
        await payouts.linkHold(tx.db, id, payout.id);
        let left = current.amount;
        const covered: string[] = [];
        for (const reward of await ledger.approvedRewards(tx.db, current.userId)) {
          if (reward.amount > left) break;
          left -= reward.amount;
          covered.push(reward.id);
        }
        await ledger.markPaid(tx.db, covered, tx.now);
        return ok(view({ ...closed, reference }));
      });
    },
  };
}

export type ReferralPayoutService = ReturnType<typeof createReferralPayoutService>;
