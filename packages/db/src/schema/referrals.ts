import { LEDGER_KINDS, type LedgerKind, REWARD_STATUSES } from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const rewardStatus = pgEnum('reward_status', REWARD_STATUSES);

/**
 * A referral campaign: its words in both languages, its window and switch, what each side gets
 * (a fixed amount, or a percentage with a cap), the qualifying minimum, the holding period, the
 * attribution window, and its caps. `budget_used` is the campaign's running total of rewards,
 * taken by a conditional update so the budget is never overspent.
 */
export const referralCampaigns = pgTable(
  'referral_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    howItWorksVi: text('how_it_works_vi').notNull(),
    howItWorksEn: text('how_it_works_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(false),
    inviterKind: text('inviter_kind').notNull().$type<'FIXED' | 'PERCENT'>(),
    inviterValue: bigint('inviter_value', { mode: 'number' }).notNull(),
    inviterCap: bigint('inviter_cap', { mode: 'number' }),
    inviteeKind: text('invitee_kind').notNull().$type<'FIXED' | 'PERCENT'>(),
    inviteeValue: bigint('invitee_value', { mode: 'number' }).notNull(),
    inviteeCap: bigint('invitee_cap', { mode: 'number' }),
    minimumOrder: bigint('minimum_order', { mode: 'number' }).notNull().default(0),
    /** The least a member may ask to be paid out. */
    minimumPayout: bigint('minimum_payout', { mode: 'number' }).notNull().default(100_000),
    holdingDays: integer('holding_days').notNull().default(14),
    attributionDays: integer('attribution_days').notNull().default(30),
    monthlyCapPerReferrer: bigint('monthly_cap_per_referrer', { mode: 'number' }),
    budget: bigint('budget', { mode: 'number' }),
    budgetUsed: bigint('budget_used', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_campaigns_window_idx').on(t.isActive, t.startsAt),
    check(
      'referral_campaigns_kinds',
      sql`${t.inviterKind} IN ('FIXED', 'PERCENT') AND ${t.inviteeKind} IN ('FIXED', 'PERCENT')`,
    ),
    check('referral_campaigns_values', sql`${t.inviterValue} >= 0 AND ${t.inviteeValue} >= 0`),
    check('referral_campaigns_budget', sql`${t.budget} IS NULL OR ${t.budgetUsed} <= ${t.budget}`),
    check('referral_campaigns_budget_used', sql`${t.budgetUsed} >= 0`),
  ],
);

/**
 * A member of the programme: their readable code (unique), the campaign they joined, the
 * first-party device cookies they were seen with (the self-referral check), and `available`,
 * the approved balance not yet spent or paid out, kept equal to the ledger's sum by moving both
 * in one transaction and taken by conditional updates (`available >= $n`).
 */
export const referralMembers = pgTable(
  'referral_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => referralCampaigns.id, { onDelete: 'restrict' }),
    devices: text('devices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    available: bigint('available', { mode: 'number' }).notNull().default(0),
    /**
     * Hashes of the address and browser the member was seen with on their referral page (the
     * "same IP and browser" signal compares an invitee's sign-up with them), at most 20.
     */
    seen: text('seen')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_members_code_unique').on(t.code)],
);

/**
 * Who invited whom: one inviter per invitee, once and for ever (the primary key), never oneself.
 * `first_order_id` is the invitee's first order, taken by a conditional update when it is placed.
 */
export const referralAttributions = pgTable(
  'referral_attributions',
  {
    inviteeId: uuid('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => referralCampaigns.id, { onDelete: 'restrict' }),
    /** How the invitee came: `link` (the cookie kept from a link) or `code` (typed). */
    source: text('source').notNull().$type<'link' | 'code'>(),
    deviceId: text('device_id'),
    /** The hash of the address and browser the invitee signed up from. */
    seenAs: text('seen_as'),
    firstOrderId: uuid('first_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_attributions_inviter_idx').on(t.inviterId, t.createdAt),
    check('referral_attributions_not_self', sql`${t.inviterId} <> ${t.inviteeId}`),
  ],
);

/**
 * The rewards ledger, append-only: entries are never deleted and their amounts never edited.
 * A `reward` (credit for an invitee's qualifying order) moves pending → approved → paid, or to
 * cancelled before approval; a `reversal` takes back (part of) an approved reward, linked to it,
 * once; a `spend` is store credit taken by an order and a `spend-return` gives it back, once; a
 * `payout` is money transferred. Amounts are signed đồng: credits positive.
 */
export const referralLedger = pgTable(
  'referral_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull().$type<LedgerKind>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    campaignId: uuid('campaign_id').references(() => referralCampaigns.id, {
      onDelete: 'restrict',
    }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The entry this one takes back (a reversal of a reward, a spend given back). */
    reversesId: uuid('reverses_id'),
    payoutId: uuid('payout_id'),
    /** The member's payout request a `payout` entry holds the money for, until its transfer. */
    requestId: uuid('request_id'),
    status: rewardStatus('status'),
    /** Which cap lowered the reward (`monthly-cap`, `budget`), shown to the member. */
    cappedBy: text('capped_by'),
    /** Suspicious signals: the reward waits for an operator's review instead of approval. */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewNote: text('review_note'),
    orderTotal: bigint('order_total', { mode: 'number' }),
    heldAt: timestamp('held_at', { withTimezone: true }),
    availableAt: timestamp('available_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One reward per (campaign, qualifying order, beneficiary): a credit happens exactly once.
    uniqueIndex('referral_ledger_reward_once')
      .on(t.campaignId, t.orderId, t.userId)
      .where(sql`${t.kind} = 'reward'`),
    // One reversal per reward, one return per spend.
    uniqueIndex('referral_ledger_reverses_once').on(t.reversesId),
    // One hold per payout request.
    uniqueIndex('referral_ledger_request_once').on(t.requestId),
    // One spend of store credit per order.
    uniqueIndex('referral_ledger_spend_once')
      .on(t.orderId)
      .where(sql`${t.kind} = 'spend'`),
    index('referral_ledger_user_idx').on(t.userId, t.createdAt),
    index('referral_ledger_order_idx').on(t.orderId),
    index('referral_ledger_due_idx')
      .on(t.availableAt)
      .where(sql`${t.kind} = 'reward' AND ${t.status} = 'pending'`),
    check(
      'referral_ledger_kind',
      sql`${t.kind} IN (${sql.raw(LEDGER_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
    check(
      'referral_ledger_sign',
      sql`CASE WHEN ${t.kind} IN ('reward', 'spend-return') THEN ${t.amount} >= 0 ELSE ${t.amount} <= 0 END`,
    ),
    check('referral_ledger_status', sql`(${t.kind} = 'reward') = (${t.status} IS NOT NULL)`),
  ],
);

/**
 * A member's invitation by email: one per (inviter, address, Vietnamese day), so the same
 * address is never mailed twice a day. `email` is the canonical mailbox.
 */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_invitations_once_a_day').on(t.inviterId, t.email, t.day)],
);

/** Money transferred to a member, recorded by an ADMIN with the bank's reference. */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_payouts_user_idx').on(t.userId, t.recordedAt),
    check('referral_payouts_positive', sql`${t.amount} > 0`),
  ],
);
