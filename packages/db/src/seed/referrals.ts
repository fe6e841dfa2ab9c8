import type { RewardStatus } from '@lotus/core';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import {
  orders,
  referralAttributions,
  referralCampaigns,
  referralCompanies,
  referralCompanyUsers,
  referralLedger,
  referralMembers,
  referralPayouts,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './content/shop.ts';
import { DEMO_REVIEWERS } from './reviews.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo customer's referral code (readable: no 0/O, 1/I/L). */
export const DEMO_REFERRAL_CODE = 'KHACH268';

/** What each demo invitee's first order earned the demo customer: one reward in every status. */
const DEMO_REWARDS: { status: RewardStatus; daysAgo: number }[] = [
  { status: 'approved', daysAgo: 20 },
  { status: 'paid', daysAgo: 40 },
  { status: 'pending', daysAgo: 3 },
  { status: 'cancelled', daysAgo: 10 },
];

const REWARD = 50_000;

/**
 * The referral programme's demo: a running campaign and an ended one; the demo customer a
 * member with invitees (the demo reviewers, whose first done orders qualified) and a reward in
 * every status, one paid out with its transfer reference. Only into a shop without campaigns.
 */
export async function seedDemoReferrals(tx: Transaction, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(referralCampaigns);
  if (existing?.n) return;
  const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const [running] = await tx
    .insert(referralCampaigns)
    .values([
      {
        nameVi: 'Mời bạn mới – cùng nhận quà',
        nameEn: 'Invite a friend – you both get a gift',
        howItWorksVi:
          'Chia sẻ mã hoặc đường dẫn của bạn. Bạn bè đăng ký và đặt đơn đầu tiên; khi đơn hoàn tất và đã thanh toán, bạn nhận thưởng.',
        howItWorksEn:
          'Share your code or link. Your friend signs up and places a first order; when it is done and paid, you get your reward.',
        startsAt: day(60),
        endsAt: null,
        isActive: true,
        inviterKind: 'FIXED',
        inviterValue: REWARD,
        inviteeKind: 'PERCENT',
        inviteeValue: 10,
        inviteeCap: 50_000,
        minimumOrder: 200_000,
        minimumPayout: 50_000,
        holdingDays: 14,
        attributionDays: 30,
        monthlyCapPerReferrer: 500_000,
        budget: 50_000_000,
        budgetUsed: REWARD * 3,
      },
      {
        nameVi: 'Giới thiệu mùa hè (đã kết thúc)',
        nameEn: 'Summer referrals (ended)',
        howItWorksVi: 'Chương trình đã kết thúc.',
        howItWorksEn: 'This campaign has ended.',
        startsAt: day(180),
        endsAt: day(90),
        isActive: true,
        inviterKind: 'FIXED',
        inviterValue: 30_000,
        inviteeKind: 'FIXED',
        inviteeValue: 20_000,
        minimumOrder: 100_000,
        holdingDays: 7,
        attributionDays: 30,
      },
    ])
    .returning({ id: referralCampaigns.id });
  const campaignId = running!.id;

  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'CUSTOMER')!;
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
  const idOf = async (email: string) =>
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    )[0]?.id;
  const memberId = await idOf(customer.email);
  const adminId = await idOf(admin.email);
  if (!memberId || !adminId) return;

  await tx
    .insert(referralMembers)
    .values({ userId: memberId, code: DEMO_REFERRAL_CODE, campaignId, joinedAt: day(58) })
    .onConflictDoNothing();
  await tx.update(users).set({ referralCode: DEMO_REFERRAL_CODE }).where(eq(users.id, memberId));

  let available = 0;
  for (const [i, reward] of DEMO_REWARDS.entries()) {
    const reviewer = DEMO_REVIEWERS[i];
    const inviteeId = reviewer && (await idOf(reviewer.email));
    if (!inviteeId) continue;
    const [first] = await tx
      .select({ id: orders.id, grandTotal: orders.grandTotal })
      .from(orders)
      .where(eq(orders.userId, inviteeId))
      .orderBy(asc(orders.createdAt))
      .limit(1);
    const at = day(reward.daysAgo);
    await tx
      .insert(referralAttributions)
      .values({
        inviteeId,
        inviterId: memberId,
        campaignId,
        source: 'link',
        firstOrderId: first?.id ?? null,
        createdAt: day(reward.daysAgo + 2),
      })
      .onConflictDoNothing();
    if (!first) continue;
    const [entry] = await tx
      .insert(referralLedger)
      .values({
        userId: memberId,
        kind: 'reward',
        amount: REWARD,
        campaignId,
        orderId: first.id,
        inviteeId,
        status: reward.status,
        orderTotal: first.grandTotal,
        createdAt: at,
        ...(reward.status === 'pending'
          ? { heldAt: at, availableAt: new Date(at.getTime() + 14 * DAY_MS) }
          : {}),
        ...(reward.status === 'approved' || reward.status === 'paid'
          ? {
              heldAt: at,
              availableAt: day(reward.daysAgo - 14),
              approvedAt: day(reward.daysAgo - 14),
            }
          : {}),
        ...(reward.status === 'paid' ? { paidAt: day(reward.daysAgo - 20) } : {}),
        ...(reward.status === 'cancelled' ? { cancelledAt: at, cancelReason: 'refunded' } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (!entry) continue;
    if (reward.status === 'approved') available += REWARD;
    if (reward.status === 'paid') {
      const [payout] = await tx
        .insert(referralPayouts)
        .values({
          userId: memberId,
          amount: REWARD,
          reference: 'VCB-DEMO-0001',
          recordedBy: adminId,
          recordedAt: day(reward.daysAgo - 20),
        })
        .returning({ id: referralPayouts.id });
      await tx.insert(referralLedger).values({
        userId: memberId,
        kind: 'payout',
        amount: -REWARD,
        payoutId: payout!.id,
        createdAt: day(reward.daysAgo - 20),
      });
    }
  }
  await tx.update(referralMembers).set({ available }).where(eq(referralMembers.userId, memberId));
}

/** The demo referral company (the spec's distributor system). */
export const DEMO_REFERRAL_COMPANY = 'Công ty Đối tác Sen Vàng';

/**
 * The demo referral company, once: its manager (`partner@lotus.vn`, its own login at
 * `/referral-company`) and the demo customer as its member, so its statement shows the demo
 * customer's rewards. Accounts already in a company are left where they are.
 */
export async function seedDemoReferralCompany(tx: Transaction, now: Date): Promise<void> {
  await tx
    .insert(referralCompanies)
    .values({ name: DEMO_REFERRAL_COMPANY, createdAt: now })
    .onConflictDoNothing();
  const [company] = await tx
    .select({ id: referralCompanies.id })
    .from(referralCompanies)
    .where(sql`lower(${referralCompanies.name}) = lower(${DEMO_REFERRAL_COMPANY})`);
  if (!company) return;
  const people: [string, 'manager' | 'member'][] = [
    ['partner@lotus.vn', 'manager'],
    [DEMO_ACCOUNTS.find((a) => a.role === 'CUSTOMER')!.email, 'member'],
  ];
  for (const [email, role] of people) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!user) continue;
    await tx
      .insert(referralCompanyUsers)
      .values({ userId: user.id, companyId: company.id, role, addedAt: now })
      .onConflictDoNothing();
  }
}
