import { lazyValidator, type LazyValidator } from '../../lib/use-form-errors';
import type * as OfferSchemas from './offer-schemas';
import {
  checkForm,
  flashSaleFromForm,
  grantFromForm,
  previewFromForm,
  priceRuleFromForm,
  promotionFromForm,
  voucherFromForm,
  type FormSchema,
} from './offer-form-values';

type Schemas = typeof OfferSchemas;

/** A browser-side check of a form with one of core's schemas, loaded when first needed. */
function validator(
  pick: (schemas: Schemas) => FormSchema<unknown>,
  shape: (values: Record<string, string>) => unknown,
): LazyValidator {
  return lazyValidator(() =>
    import('./offer-schemas').then((schemas) => (values) => {
      const result = checkForm(pick(schemas), shape, values);
      return result.ok ? {} : result.fieldErrors;
    }),
  );
}

export const priceRuleValidator = validator((s) => s.priceRuleInputSchema, priceRuleFromForm);
export const flashSaleValidator = validator((s) => s.flashSaleInputSchema, flashSaleFromForm);
export const promotionValidator = validator((s) => s.promotionInputSchema, promotionFromForm);
export const voucherValidator = validator((s) => s.voucherInputSchema, voucherFromForm);
export const grantValidator = validator((s) => s.voucherGrantSchema, grantFromForm);
export const previewValidator = validator((s) => s.offerPreviewInputSchema, previewFromForm);
