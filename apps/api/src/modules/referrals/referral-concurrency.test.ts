import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { createEventBus } from '../../events/events.ts';
import { placeOrder, testVariant } from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { onPostgres } from '../../test/test-database.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';
import { createOrderPaymentService } from '../orders/order-payment.service.ts';
import { createReferralRewardService } from './referral-rewards.service.ts';

// Races only prove something on a server that runs transactions side by side: PostgreSQL.
describe.skipIf(!onPostgres())('the rewards ledger under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let campaignId: string;
  // The service the listeners call, on the test app's database, called side by side.
  const rewards = createReferralRewardService({
    orders: createOrderPaymentService({ events: createEventBus() }),
  });
  const ctx = (): ServiceContext => ({
    db: t.database.db,
    now: new Date(),
    lang: 'vi',
    actor: null,
    jobs: t.app.jobQueue.jobs(t.database.db),
    inTransaction: false,
  });

  beforeAll(async () => {
    t = await startTestApp({ poolSize: 20, pristine: true });
    const [row] = await t.database.db
      .insert(schema.referralCampaigns)
      .values({
        nameVi: 'Mời bạn',
        nameEn: 'Invite',
        howItWorksVi: '-',
        howItWorksEn: '-',
        startsAt: new Date(Date.now() - 86_400_000),
        isActive: true,
        inviterKind: 'FIXED',
        inviterValue: 50_000,
        inviteeKind: 'FIXED',
        inviteeValue: 0,
        minimumOrder: 0,
        holdingDays: 0,
      })
      .returning({ id: schema.referralCampaigns.id });
    campaignId = row!.id;
  });
  afterAll(() => t.close());

  /** An inviter and an invitee's first order, placed; the reward written pending. */
  async function rewardedOrder() {
    const [inviter, invitee] = await quickCustomers(t.database.db, 2);
    await t.database.db.insert(schema.referralMembers).values({
      userId: inviter!.id,
      code: `C${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      campaignId,
      joinedAt: new Date(),
    });
    await t.database.db.insert(schema.referralAttributions).values({
      inviteeId: invitee!.id,
      inviterId: inviter!.id,
      campaignId,
      source: 'code',
      createdAt: new Date(),
    });
    const variant = await testVariant(t.database.db, { price: 300_000, stock: 5 });
    const order = await placeOrder(t.url, invitee!.headers, [{ infoId: variant.id, quantity: 1 }]);
    await t.settled();
    return { inviter: inviter!, order };
  }

  const ledgerOf = (orderId: string) =>
    t.database.db
      .select()
      .from(schema.referralLedger)
      .where(eq(schema.referralLedger.orderId, orderId));
  const availableOf = async (userId: string) =>
    (
      await t.database.db
        .select({ available: schema.referralMembers.available })
        .from(schema.referralMembers)
        .where(eq(schema.referralMembers.userId, userId))
    )[0]!.available;

  it('approves one reward when "done and paid" is delivered 10 times at once', async () => {
    const { inviter, order } = await rewardedOrder();
    expect((await ledgerOf(order.id)).map((e) => e.status)).toEqual(['pending']);
    await t.database.db
      .update(schema.orders)
      .set({ status: 'done', paymentStatus: 'paid' })
      .where(eq(schema.orders.id, order.id));
    await Promise.all(Array.from({ length: 10 }, () => rewards.orderSettled(ctx(), order.id)));
    const entries = await ledgerOf(order.id);
    expect(entries.map((e) => [e.kind, e.status, e.amount])).toEqual([
      ['reward', 'approved', 50_000],
    ]);
    expect(await availableOf(inviter.id)).toBe(50_000);
  });

  it('leaves the ledger summing to nought for an order whose refund races its approval', async () => {
    for (let round = 0; round < 5; round++) {
      const { inviter, order } = await rewardedOrder();
      const [reward] = await ledgerOf(order.id);
      await t.database.db
        .update(schema.referralLedger)
        .set({ heldAt: new Date(), availableAt: new Date(Date.now() - 1000) })
        .where(eq(schema.referralLedger.id, reward!.id));
      await Promise.all([
        ...Array.from({ length: 5 }, () => rewards.approve(ctx(), reward!.id)),
        ...Array.from({ length: 5 }, () => rewards.orderRefunded(ctx(), order.id)),
      ]);
      const entries = await ledgerOf(order.id);
      const standing = entries
        .filter((e) => e.kind !== 'reward' || e.status === 'approved' || e.status === 'paid')
        .reduce((total, e) => total + e.amount, 0);
      expect(standing, JSON.stringify(entries)).toBe(0);
      expect(entries.filter((e) => e.kind === 'reversal').length).toBeLessThanOrEqual(1);
      expect(await availableOf(inviter.id)).toBe(0);
    }
    // The balance column and the ledger agree for every member.
    const members = await t.database.db.select().from(schema.referralMembers);
    const entries = await t.database.db.select().from(schema.referralLedger);
    for (const member of members) {
      const standing = entries
        .filter((e) => e.userId === member.userId)
        .filter((e) => e.kind !== 'reward' || e.status === 'approved' || e.status === 'paid')
        .reduce((total, e) => total + e.amount, 0);
      expect(member.available).toBe(standing);
    }
  });

  it('lets one of 30 parallel checkouts spend the whole balance, never going below nought', async () => {
    const [member] = await quickCustomers(t.database.db, 1);
    await t.database.db.insert(schema.referralMembers).values({
      userId: member!.id,
      code: `S${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      campaignId,
      available: 70_000,
      joinedAt: new Date(),
    });
    const variant = await testVariant(t.database.db, { price: 100_000, stock: 40 });
    const orders = [];
    for (let i = 0; i < 30; i++) {
      orders.push(await placeOrder(t.url, member!.headers, [{ infoId: variant.id, quantity: 1 }]));
    }
    const actor = {
      id: member!.id,
      role: 'CUSTOMER' as const,
      email: member!.email,
      sessionId: 's',
    };
    const results = await Promise.allSettled(
      orders.map((order) =>
        withTransaction({ ...ctx(), actor }, (tx) =>
          rewards.orderPlacedWithin(tx, {
            orderId: order.id,
            userId: member!.id,
            referralRef: null,
            storeCredit: 70_000,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ code: 'REWARD_BALANCE_TOO_LOW' });
    }
    expect(await availableOf(member!.id)).toBe(0);
    const spends = await t.database.db
      .select()
      .from(schema.referralLedger)
      .where(eq(schema.referralLedger.userId, member!.id));
    expect(spends.map((e) => [e.kind, e.amount])).toEqual([['spend', -70_000]]);
  });

  it('lets one of 30 parallel payout requests hold the balance, never overdrawing it', async () => {
    const [member] = await quickCustomers(t.database.db, 1);
    await t.database.db.insert(schema.referralMembers).values({
      userId: member!.id,
      code: `P${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      campaignId,
      available: 150_000,
      joinedAt: new Date(),
    });
    await t.database.db.insert(schema.referralLedger).values({
      userId: member!.id,
      kind: 'reward',
      amount: 150_000,
      campaignId,
      status: 'approved',
      approvedAt: new Date(),
      createdAt: new Date(),
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(t.url, '/api/referral/payout-request', {
          method: 'POST',
          headers: member!.headers,
          json: {
            amount: 100_000,
            bankName: 'Vietcombank',
            accountNumber: '0123456789',
            accountHolder: 'NGUYEN AN',
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 201)) {
      expect([409]).toContain(a.status);
      expect(['PAYOUT_REQUEST_OPEN', 'REWARD_BALANCE_TOO_LOW']).toContain(a.body.code);
    }
    expect(await availableOf(member!.id)).toBe(50_000);
    const entries = await t.database.db
      .select()
      .from(schema.referralLedger)
      .where(eq(schema.referralLedger.userId, member!.id));
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(50_000);
    expect(entries.filter((e) => e.kind === 'payout').map((e) => e.amount)).toEqual([-100_000]);
  });
});
