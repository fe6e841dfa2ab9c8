/**
 * The core schemas the back office checks its programme forms with in the browser. Loaded on
 * demand (`offer-validators.ts`), when a form is first focused: they carry zod, which a page's
 * first load does without.
 */
export {
  flashSaleInputSchema,
  offerPreviewInputSchema,
  priceRuleInputSchema,
  promotionInputSchema,
  voucherGrantSchema,
  voucherInputSchema,
} from '@lotus/core';
