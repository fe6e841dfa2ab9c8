import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes.ts';
import { pageQueryOf } from '../http/pagination.ts';
import { wholeNumber } from '../http/input.ts';
import {
  coverageInput,
  iso,
  portalCoverage,
  portalProgramme,
  programmeInput,
  windowed,
} from './programme.schema.ts';

/** Discount types (spec section 3): a voucher's; a promotion takes PERCENT or FIXED. */
export const DISCOUNT_TYPES = ['PERCENT', 'FIXED', 'QUANTITY'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A voucher as a shopper sees it. */
export const voucherSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** What it gives and needs, in a sentence, in the request's language. */
  description: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  /** True when it covers only some products or categories. */
  restricted: z.boolean(),
  isPublic: z.boolean(),
  startsAt: iso,
  endsAt: iso,
  /** Uses left for everyone, or null when unlimited. */
  usesLeft: z.number().int().nullable(),
  perCustomerLimit: z.number().int(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** `POST /api/voucher/public/list`: public vouchers running or coming, soonest ending first. */
export const voucherListQuerySchema = pageQueryOf(20);

/** Where one of my vouchers stands for me. */
const MY_VOUCHER_STATES = ['USABLE', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'ALREADY_USED'] as const;

/** `GET /api/voucher/my-voucher`: a voucher in my wallet, with my uses. */
export const myVoucherSchema = voucherSchema.extend({
  used: z.number().int(),
  state: z.enum(MY_VOUCHER_STATES),
});
export type MyVoucher = z.infer<typeof myVoucherSchema>;

/** A voucher code as a shopper types it: trimmed, upper-cased. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1, 'FieldIsNotEmpty')
  .max(40, 'TextTooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'InvalidVoucherCode')
  .transform((code) => code.toUpperCase());

/** The checkout's verdict on the voucher it was given: applied (and how much), or why not. */
export const voucherCheckSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  amount: z.number().int(),
  /** The refusal's code (one of the VOUCHER_* errors), or null when applied. */
  refusal: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]).nullable(),
});
export type VoucherCheck = z.infer<typeof voucherCheckSchema>;

// ---------------------------------------------------------------- back office

export const voucherInputSchema = windowed(
  z.object({
    ...programmeInput,
    ...coverageInput,
    code: voucherCodeSchema,
    descriptionVi: z.string().trim().max(500, 'TextTooLong').default(''),
    descriptionEn: z.string().trim().max(500, 'TextTooLong').default(''),
    type: z.enum(DISCOUNT_TYPES),
    value: wholeNumber(1),
    maxDiscount: wholeNumber(1).nullable().default(null),
    minSubtotal: wholeNumber(0).default(0),
    isPublic: z.boolean().default(true),
    totalLimit: wholeNumber(1).nullable().default(null),
    perCustomerLimit: wholeNumber(1, 1000).default(1),
  }),
).refine((v) => v.type !== 'PERCENT' || v.value <= 100, {
  message: 'InvalidValue',
  path: ['value'],
});
export type VoucherInput = z.infer<typeof voucherInputSchema>;

export const portalVoucherSchema = z.object({
  ...portalProgramme,
  ...portalCoverage,
  code: z.string(),
  descriptionVi: z.string(),
  descriptionEn: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  isPublic: z.boolean(),
  totalLimit: z.number().int().nullable(),
  used: z.number().int(),
  perCustomerLimit: z.number().int(),
});
export type PortalVoucher = z.infer<typeof portalVoucherSchema>;

/** `POST /api/portal/vouchers/:id/grant`: give a private voucher to a customer. */
export const voucherGrantSchema = z.object({ email: z.email('InvalidEmail').trim().toLowerCase() });
