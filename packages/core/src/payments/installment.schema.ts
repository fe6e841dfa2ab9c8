import { z } from 'zod';
import { wholeNumber } from '../http/input.ts';
import { CARD_SCHEMES, INSTALLMENT_TERMS } from './installment.rules.ts';

const termSchema = z.union(
  INSTALLMENT_TERMS.map((term) => z.literal(term)),
  {
    message: 'InvalidValue',
  },
);

/**
 * The shopper's pick at checkout: a bank, a card scheme and a term; never an amount (the server
 * prices the plan). Any other field is refused.
 */
export const installmentChoiceSchema = z
  .object({
    bankCode: z.string({ message: 'FieldIsNotEmpty' }).regex(/^[A-Z0-9]{2,20}$/, 'InvalidValue'),
    scheme: z.enum(CARD_SCHEMES, { message: 'InvalidValue' }),
    months: termSchema,
  })
  .strict();
export type InstallmentChoice = z.infer<typeof installmentChoiceSchema>;

/** A plan as the server priced it. */
export const installmentPlanSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  scheme: z.enum(CARD_SCHEMES),
  months: termSchema,
  fee: z.number().int(),
  amount: z.number().int(),
  total: z.number().int(),
  monthly: z.number().int(),
  lastMonth: z.number().int(),
});

/** `GET /api/payment/installments?amount=`: the plans for an amount. */
export const installmentQuerySchema = z.object({
  amount: wholeNumber(0),
});

export const installmentPlansSchema = z.object({
  amount: z.number().int(),
  /** The shop's minimum order for installments. */
  minimum: z.number().int(),
  eligible: z.boolean(),
  /** The lowest monthly payment, or null when not eligible or nothing is offered. */
  from: z.number().int().nullable(),
  plans: z.array(installmentPlanSchema),
});
export type InstallmentPlans = z.infer<typeof installmentPlansSchema>;

/** An order's installment plan, as the order and the back office show it. */
export const orderInstallmentSchema = installmentPlanSchema;
export type OrderInstallment = z.infer<typeof orderInstallmentSchema>;
