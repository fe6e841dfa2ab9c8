import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema } from '../accounts/account.schema.ts';
import { moneyAmount, wholeNumber } from '../http/input.ts';
import { pageQuerySchema } from '../http/pagination.ts';
import {
  PROVIDER_REASON_MAX,
  PROVIDER_STATUSES,
  SOLUTION_CATEGORIES,
  SOLUTION_DESCRIPTION_MAX,
  SOLUTION_REVIEW_STATES,
  SOLUTION_SUMMARY_MAX,
  SOLUTION_TAGS_MAX,
  SOLUTION_TITLE_MAX,
  isSafeLink,
} from './provider.rules.ts';

const text = (max: number) =>
  z.string({ message: 'FieldIsNotEmpty' }).trim().min(1, 'FieldIsNotEmpty').max(max, 'TextTooLong');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'TextTooLong')
    .optional()
    .transform((v) => (v ? v : undefined));

/** A demo or documentation link: https only (shown with `rel="ugc nofollow"`), or none. */
const linkSchema = z
  .string()
  .trim()
  .max(500, 'TextTooLong')
  .refine((v) => v === '' || isSafeLink(v), 'HttpsLinkOnly')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

/** A provider's sign-up: the business, who to talk to, and the account's email and password. */
export const providerRegisterSchema = z
  .object({
    businessName: text(150),
    contactPerson: text(100),
    email: emailSchema,
    phone: phoneSchema,
    taxCode: z
      .string({ message: 'FieldIsNotEmpty' })
      .trim()
      .regex(/^\d{10}(-\d{3})?$/, 'TaxCodeInvalid'),
    address: text(300),
    password: passwordSchema,
    confirmPassword: z.string({ message: 'FieldIsNotEmpty' }).min(1, 'FieldIsNotEmpty'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'CustomerSignupFailedByPasswordNotMatch',
  });
export type ProviderRegisterInput = z.infer<typeof providerRegisterSchema>;

export const providerSchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  taxCode: z.string(),
  address: z.string(),
  status: z.enum(PROVIDER_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Provider = z.infer<typeof providerSchema>;

/** An operator's move of a provider: approve, reject (with a reason) or suspend (with one). */
export const providerDecisionSchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'suspended']),
    reason: z.string().trim().max(PROVIDER_REASON_MAX, 'TextTooLong').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'approved' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'ReasonRequired' });
    }
  });

export const providerListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PROVIDER_STATUSES).optional(),
});

/** A membership plan as an ADMIN sets it: its name in both languages, price, length, limit. */
export const planInputSchema = z.object({
  nameVi: text(100),
  nameEn: text(100),
  price: moneyAmount(),
  durationDays: wholeNumber(1, 3660),
  maxPublished: wholeNumber(1, 10_000),
  isActive: z.boolean().default(true),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export const planSchema = z.object({
  id: z.uuid(),
  nameVi: z.string(),
  nameEn: z.string(),
  /** In the caller's language. */
  name: z.string(),
  price: z.number().int(),
  durationDays: z.number().int(),
  maxPublished: z.number().int(),
  isActive: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** A provider's membership: the plan, what it allows, its window and how much of it is used. */
export const membershipSchema = z.object({
  providerId: z.uuid(),
  planId: z.uuid(),
  planName: z.string(),
  maxPublished: z.number().int(),
  publishedCount: z.number().int(),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  active: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** A purchase of a membership period and how its payment stands. */
export const membershipPurchaseSchema = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  amount: z.number().int(),
  method: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  startsAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

/** An ADMIN records a paid membership (a transfer, an invoice): the plan it bought. */
export const membershipGrantSchema = z.object({ planId: z.uuid({ message: 'InvalidValue' }) });

const screenshotSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SolutionScreenshot = z.infer<typeof screenshotSchema>;

/** A solution as its provider writes it (the screenshots travel apart, as files). */
export const solutionInputSchema = z.object({
  titleVi: text(SOLUTION_TITLE_MAX),
  titleEn: text(SOLUTION_TITLE_MAX),
  summaryVi: text(SOLUTION_SUMMARY_MAX),
  summaryEn: text(SOLUTION_SUMMARY_MAX),
  descriptionVi: z.string().max(SOLUTION_DESCRIPTION_MAX, 'TextTooLong').default(''),
  descriptionEn: z.string().max(SOLUTION_DESCRIPTION_MAX, 'TextTooLong').default(''),
  category: z.enum(SOLUTION_CATEGORIES, { message: 'InvalidValue' }),
  tags: z
    .array(z.string().trim().min(1, 'FieldIsNotEmpty').max(30, 'TextTooLong'))
    .max(SOLUTION_TAGS_MAX, 'InvalidValue')
    .default([]),
  /** In đồng; null is "contact us". */
  price: moneyAmount().nullable().default(null),
  demoUrl: linkSchema,
  docsUrl: linkSchema,
});
export type SolutionInput = z.infer<typeof solutionInputSchema>;

const solutionContent = {
  titleVi: z.string(),
  titleEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  descriptionVi: z.string(),
  descriptionEn: z.string(),
  category: z.enum(SOLUTION_CATEGORIES),
  tags: z.array(z.string()),
  price: z.number().int().nullable(),
  demoUrl: z.string().nullable(),
  docsUrl: z.string().nullable(),
  screenshots: z.array(screenshotSchema),
};

/** The content of a solution: the provider's copy, or the approved version shown live. */
export const solutionContentSchema = z.object(solutionContent);
export type SolutionContent = z.infer<typeof solutionContentSchema>;

/** A solution as its provider (or an operator) sees it: its copy, its live version, its state. */
export const ownSolutionSchema = z.object({
  id: z.uuid(),
  providerId: z.uuid(),
  ...solutionContent,
  /** Holds one of the membership's slots (shown while the membership is in force). */
  published: z.boolean(),
  reviewState: z.enum(SOLUTION_REVIEW_STATES),
  rejectionReason: z.string().nullable(),
  /** The approved version, shown while an edit waits; null before a first approval. */
  live: solutionContentSchema.nullable(),
  views: z.number().int(),
  favourites: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type OwnSolution = z.infer<typeof ownSolutionSchema>;

export const solutionIdParamsSchema = z.object({ id: z.uuid({ message: 'InvalidValue' }) });

/** An operator's review of a submitted solution. */
export const solutionReviewSchema = z
  .object({
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().trim().max(PROVIDER_REASON_MAX, 'TextTooLong').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'rejected' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'ReasonRequired' });
    }
  });

/** The provider's card on a solution's page. */
export const providerCardSchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  contactPerson: z.string(),
  address: z.string(),
});

/** A live solution as the storefront shows it, in the visitor's language. */
export const publicSolutionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  category: z.enum(SOLUTION_CATEGORIES),
  tags: z.array(z.string()),
  price: z.number().int().nullable(),
  demoUrl: z.string().nullable(),
  docsUrl: z.string().nullable(),
  screenshots: z.array(screenshotSchema),
  provider: providerCardSchema,
});
export type PublicSolution = z.infer<typeof publicSolutionSchema>;

/**
 * The storefront's solution list: `name` is the search text (folded as the catalogue's),
 * `providerName` the home filter's field, and category, provider and price bounds.
 */
export const solutionListQuerySchema = pageQuerySchema.extend({
  name: optionalText(200),
  providerName: optionalText(150),
  category: z.enum(SOLUTION_CATEGORIES, { message: 'InvalidValue' }).optional(),
  provider: z.uuid({ message: 'InvalidValue' }).optional(),
  minPrice: wholeNumber(0).optional(),
  maxPrice: wholeNumber(0).optional(),
});
export type SolutionListQuery = z.infer<typeof solutionListQuerySchema>;

export const solutionReviewQueueQuerySchema = pageQuerySchema;
