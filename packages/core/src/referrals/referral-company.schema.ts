import { z } from 'zod';
import { emailSchema } from '../accounts/account.schema.ts';
import { isSingleLine } from '../contact/contact.rules.ts';
import { wholeNumber } from '../http/input.ts';
import { pageQueryOf } from '../http/pagination.ts';
import { STATEMENT_LINE_KINDS } from './referral-statement.ts';
import { LEDGER_KINDS, REWARD_STATUSES } from './referral.rules.ts';

/**
 * The header a referral call names its company in (spec sections 6 and 7), URL-encoded so a
 * Vietnamese name travels in ASCII; the company is the token's, the header must agree with it.
 */
export const REFERRAL_COMPANY_HEADER = 'company-name';

/** What a referral-company session acts as: its staff (every member's rows) or one member. */
export const COMPANY_ROLES = ['manager', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The spec's `referralCredentials`: a referral session's own token pair, expiry in seconds. */
export const referralCredentialsSchema = z.object({
  companyName: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiredIn: z.number().int(),
});
export type ReferralCredentials = z.infer<typeof referralCredentialsSchema>;

export const referralRefreshSchema = z.object({ refreshToken: z.string().min(1).max(2000) });

/** The company a referral session acts for, and as whom. */
export const companySessionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
  email: z.string(),
});

/** A member of a company as the company sees it: their code, invitees and balances. */
export const companyMemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
  code: z.string().nullable(),
  invitees: z.number().int(),
  pending: z.number().int(),
  available: z.number().int(),
  paid: z.number().int(),
});

/** A ledger entry of a company's member, with the order and the transfer it belongs to. */
export const companyRewardSchema = z.object({
  id: z.uuid(),
  memberEmail: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int(),
  status: z.enum(REWARD_STATUSES).nullable(),
  /** The invitee's masked email (a reward or its reversal). */
  account: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderTotal: z.number().int().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type CompanyReward = z.infer<typeof companyRewardSchema>;

export const companyRewardQuerySchema = pageQueryOf(20).extend({
  status: z.enum(REWARD_STATUSES).optional(),
});

/**
 * The back office's view of the whole ledger: by status, by kind, by the member's email (a part
 * of it), newest first.
 */
export const portalLedgerQuerySchema = pageQueryOf(20).extend({
  status: z.enum(REWARD_STATUSES).optional(),
  kind: z.enum(LEDGER_KINDS).optional(),
  email: z.string().trim().max(100, 'TextTooLong').optional(),
});
export type PortalLedgerQuery = z.infer<typeof portalLedgerQuerySchema>;

/** A Vietnamese month, `2026-11`. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'InvalidValue');

export const statementQuerySchema = z.object({ month: monthSchema });

export const statementSchema = z.object({
  company: z.string(),
  month: z.string(),
  opening: z.number().int(),
  accrued: z.number().int(),
  approved: z.number().int(),
  reversed: z.number().int(),
  spent: z.number().int(),
  paid: z.number().int(),
  closing: z.number().int(),
  lines: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(STATEMENT_LINE_KINDS),
      amount: z.number().int(),
      memberEmail: z.string(),
      orderNumber: z.string().nullable(),
      reference: z.string().nullable(),
    }),
  ),
});
export type CompanyStatement = z.infer<typeof statementSchema>;

// ---------------------------------------------------------------- back office

const companyName = z
  .string()
  .trim()
  .min(1, 'FieldIsNotEmpty')
  .max(120, 'TextTooLong')
  .refine(isSingleLine, 'InvalidValue');

export const companyInputSchema = z.object({ name: companyName });

export const companyUserInputSchema = z.object({
  email: emailSchema,
  role: z.enum(COMPANY_ROLES),
});

export const portalCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  managers: z.number().int(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type PortalCompany = z.infer<typeof portalCompanySchema>;

export const portalCompanyUserSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
  addedAt: z.string(),
});

// ---------------------------------------------------------------- payout requests

/** A member's request to be paid their approved balance by bank transfer. */
export const payoutRequestInputSchema = z.object({
  amount: wholeNumber(1),
  bankName: z.string().trim().min(1, 'FieldIsNotEmpty').max(100, 'TextTooLong'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6,20}$/, 'InvalidValue'),
  accountHolder: z.string().trim().min(1, 'FieldIsNotEmpty').max(100, 'TextTooLong'),
});
export type PayoutRequestInput = z.infer<typeof payoutRequestInputSchema>;

export const payoutRequestSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  status: z.enum(['open', 'paid']),
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/** An open request as an ADMIN sees it, with whose it is. */
export const portalPayoutRequestSchema = payoutRequestSchema.extend({
  userId: z.uuid(),
  email: z.string(),
});
export type PortalPayoutRequest = z.infer<typeof portalPayoutRequestSchema>;

export const payoutTransferSchema = z.object({
  reference: z.string().trim().min(1, 'FieldIsNotEmpty').max(100, 'TextTooLong'),
});
