import { z } from 'zod';
import { emailSchema } from '../accounts/account.schema.ts';
import { wholeNumber } from '../http/input.ts';
import { pageQueryOf } from '../http/pagination.ts';
import { REWARD_STATUSES } from './referral.rules.ts';

/** What one side of a campaign earns, as the wire carries it. */
export const benefitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FIXED'), value: z.number().int() }),
  z.object({
    kind: z.literal('PERCENT'),
    value: z.number().int(),
    cap: z.number().int().nullable(),
  }),
]);

/** The running campaign as a shopper reads it (GET /api/campaign/active), in their language. */
export const campaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  howItWorks: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  inviterBenefit: benefitSchema,
  inviteeBenefit: benefitSchema,
  minimumOrder: z.number().int(),
  /** The least a member may ask to be paid out by bank transfer. */
  minimumPayout: z.number().int(),
  holdingDays: z.number().int(),
  attributionDays: z.number().int(),
  monthlyCapPerReferrer: z.number().int().nullable(),
  budget: z.number().int().nullable(),
  /** What is left of the budget (null without one): shown, so a cap is never silent. */
  budgetLeft: z.number().int().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A member's balances, each a sum of the ledger (GET /api/reward/total-reward). */
export const balancesSchema = z.object({
  pending: z.number().int(),
  available: z.number().int(),
  newBalance: z.number().int(),
  paid: z.number().int(),
  /** Held for the member's open payout request until its transfer is recorded. */
  requested: z.number().int(),
  totalReward: z.number().int(),
});

/** The signed-in member's referral (the spec's Referral entity): code, link, dates, balances. */
export const referralSchema = z.object({
  userId: z.uuid(),
  code: z.string(),
  /** The link that carries the code (`/register?ref=CODE`); the QR code encodes it. */
  link: z.string(),
  campaign: campaignSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the member earned this Vietnamese month, against the campaign's monthly cap. */
  earnedThisMonth: z.number().int(),
  balances: balancesSchema,
});
export type Referral = z.infer<typeof referralSchema>;

/** A row of the spec's Reward table: index, account, amount, payment order, status, datetime. */
export const rewardItemSchema = z.object({
  id: z.uuid(),
  index: z.number().int(),
  kind: z.enum(['reward', 'reversal', 'spend', 'spend-return', 'payout']),
  /** The invitee's masked email (a reward or its reversal), else null. */
  account: z.string().nullable(),
  amount: z.number().int(),
  /** The order's number (the invitee's qualifying order, or the order that spent credit). */
  orderNumber: z.string().nullable(),
  status: z.enum(REWARD_STATUSES).nullable(),
  cappedBy: z.string().nullable(),
  /** Waiting for an operator's review. */
  inReview: z.boolean(),
  availableAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const rewardListQuerySchema = pageQueryOf(10).extend({
  status: z.enum(REWARD_STATUSES).optional(),
});
export type RewardListQuery = z.infer<typeof rewardListQuerySchema>;

/** An invitation by email (POST /api/invitation). */
export const invitationSchema = z.object({ email: emailSchema });

/** A code typed after sign-up, before the first order (POST /api/relationship/attach). */
export const attachCodeSchema = z.object({
  code: z.string().trim().min(1, 'FieldIsNotEmpty').max(32, 'InvalidValue'),
});

/** Where an invitee stands: registered, ordered, qualified (their reward approved). */
export const CONTACT_STAGES = ['registered', 'ordered', 'qualified'] as const;
export type ContactStage = (typeof CONTACT_STAGES)[number];

export const referralContactSchema = z.object({
  email: z.string(),
  name: z.string(),
  stage: z.enum(CONTACT_STAGES),
  joinedAt: z.string(),
});

/** A payout an ADMIN records: who, how much, the bank transfer's reference. */
export const payoutSchema = z.object({
  userId: z.uuid(),
  amount: wholeNumber(1),
  reference: z.string().trim().min(1, 'FieldIsNotEmpty').max(100),
});

export const payoutResultSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  amount: z.number().int(),
  reference: z.string(),
  recordedAt: z.string(),
});

// ---------------------------------------------------------------- back office

const text = (max: number) => z.string().trim().min(1, 'FieldIsNotEmpty').max(max, 'TextTooLong');
const instant = z.iso.datetime({ offset: true, message: 'InvalidValue' });
const benefitKind = z.enum(['FIXED', 'PERCENT']);

/** A campaign as the back office writes it (a PERCENT benefit is at most 100). */
export const campaignInputSchema = z
  .object({
    nameVi: text(200),
    nameEn: text(200),
    howItWorksVi: z.string().trim().max(2000, 'TextTooLong').default(''),
    howItWorksEn: z.string().trim().max(2000, 'TextTooLong').default(''),
    startsAt: instant,
    endsAt: instant.nullable().default(null),
    isActive: z.boolean().default(false),
    inviterKind: benefitKind,
    inviterValue: wholeNumber(0),
    inviterCap: wholeNumber(1).nullable().default(null),
    inviteeKind: benefitKind,
    inviteeValue: wholeNumber(0),
    inviteeCap: wholeNumber(1).nullable().default(null),
    minimumOrder: wholeNumber(0).default(0),
    minimumPayout: wholeNumber(1).default(100_000),
    holdingDays: wholeNumber(0, 365).default(14),
    attributionDays: wholeNumber(1, 365).default(30),
    monthlyCapPerReferrer: wholeNumber(1).nullable().default(null),
    budget: wholeNumber(1).nullable().default(null),
  })
  .refine((c) => c.inviterKind !== 'PERCENT' || c.inviterValue <= 100, {
    message: 'InvalidValue',
    path: ['inviterValue'],
  })
  .refine((c) => c.inviteeKind !== 'PERCENT' || c.inviteeValue <= 100, {
    message: 'InvalidValue',
    path: ['inviteeValue'],
  })
  .refine((c) => !c.endsAt || Date.parse(c.endsAt) > Date.parse(c.startsAt), {
    message: 'InvalidValue',
    path: ['endsAt'],
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/** A campaign as the back office reads it: both languages, its budget used. */
export const portalCampaignSchema = z.object({
  id: z.uuid(),
  nameVi: z.string(),
  nameEn: z.string(),
  howItWorksVi: z.string(),
  howItWorksEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  inviterKind: benefitKind,
  inviterValue: z.number().int(),
  inviterCap: z.number().int().nullable(),
  inviteeKind: benefitKind,
  inviteeValue: z.number().int(),
  inviteeCap: z.number().int().nullable(),
  minimumOrder: z.number().int(),
  minimumPayout: z.number().int(),
  holdingDays: z.number().int(),
  attributionDays: z.number().int(),
  monthlyCapPerReferrer: z.number().int().nullable(),
  budget: z.number().int().nullable(),
  budgetUsed: z.number().int(),
  /** Running now (switched on and within its window). */
  running: z.boolean(),
});
export type PortalCampaign = z.infer<typeof portalCampaignSchema>;

/** A reward waiting for an operator's review (a suspicious signal flagged it). */
export const flaggedRewardSchema = z.object({
  id: z.uuid(),
  inviterEmail: z.string(),
  inviteeEmail: z.string().nullable(),
  amount: z.number().int(),
  orderNumber: z.string().nullable(),
  flags: z.array(z.string()),
  availableAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FlaggedReward = z.infer<typeof flaggedRewardSchema>;

/** An operator's verdict on a flagged reward: approve it, or reject it with the reason. */
export const rewardReviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500, 'TextTooLong').default(''),
  })
  .refine((r) => r.decision === 'approve' || r.reason.length > 0, {
    message: 'FieldIsNotEmpty',
    path: ['reason'],
  });

/** A member with an approved balance to pay out, as an ADMIN sees them. */
export const payableMemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  code: z.string(),
  available: z.number().int(),
});
export type PayableMember = z.infer<typeof payableMemberSchema>;
