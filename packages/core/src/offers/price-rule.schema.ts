import { z } from 'zod';
import {
  coverageInput,
  percentOrMoney,
  portalCoverage,
  portalProgramme,
  programmeInput,
  windowed,
} from './programme.schema.ts';

/** Price-rule types (spec section 3). */
export const PRICE_RULE_TYPES = ['PERCENT', 'FIXED_PRICE', 'SUBTRACT'] as const;
export type PriceRuleType = (typeof PRICE_RULE_TYPES)[number];

export const priceRuleInputSchema = windowed(
  z.object({
    ...programmeInput,
    ...coverageInput,
    type: z.enum(PRICE_RULE_TYPES),
    value: percentOrMoney,
  }),
)
  .refine((r) => r.type !== 'PERCENT' || r.value <= 100, {
    message: 'InvalidValue',
    path: ['value'],
  })
  .refine((r) => r.productIds.length + r.categoryIds.length > 0, {
    message: 'FieldIsNotEmpty',
    path: ['productIds'],
  });
export type PriceRuleInput = z.infer<typeof priceRuleInputSchema>;

export const portalPriceRuleSchema = z.object({
  ...portalProgramme,
  ...portalCoverage,
  type: z.enum(PRICE_RULE_TYPES),
  value: z.number().int(),
});
export type PortalPriceRule = z.infer<typeof portalPriceRuleSchema>;
