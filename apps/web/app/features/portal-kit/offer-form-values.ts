import { fromVietnamLocal } from '@lotus/core';
import { issuesToFieldErrors, type FieldErrors, type SchemaIssues } from '../../lib/form-errors';

/**
 * The back office's programme forms as core's input schemas take them. A form's fields are flat
 * text (`formValues`): lists of ids travel comma-separated in one hidden field (`productIds`),
 * rows as `items.0.flashPrice`, so that a schema issue's path (`items.0.flashPrice`) is the name
 * of the field it concerns. The same shaping runs in the browser (instant feedback) and in the
 * action (the check before the API is asked).
 */
type Values = Record<string, string>;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
/** A number field: left out when empty, so the schema's default (or its "required") applies. */
const optionalNumber = (value: string | undefined) => (blank(value) ? undefined : value!.trim());
/** A number field that may stay empty: null when it is. */
const nullableNumber = (value: string | undefined) => (blank(value) ? null : value!.trim());
const checked = (value: string | undefined) => value === 'on' || value === 'true';

/** The ids of a comma-separated hidden field. */
function idList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** The rows `prefix.0.name`, `prefix.1.name`… of a form, in the order of their index. */
export function formRows(values: Values, prefix: string): Values[] {
  const rows = new Map<number, Values>();
  const pattern = new RegExp(`^${prefix}\\.(\\d+)\\.(\\w+)$`);
  for (const [key, value] of Object.entries(values)) {
    const found = pattern.exec(key);
    if (!found) continue;
    const index = Number(found[1]);
    rows.set(index, { ...rows.get(index), [found[2]!]: value });
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

function programmeFromForm(values: Values) {
  return {
    nameVi: values.nameVi ?? '',
    nameEn: values.nameEn ?? '',
    startsAt: fromVietnamLocal(values.startsAt),
    endsAt: fromVietnamLocal(values.endsAt),
    concentrated: checked(values.concentrated),
  };
}

function coverageFromForm(values: Values) {
  return { productIds: idList(values.productIds), categoryIds: idList(values.categoryIds) };
}

export function priceRuleFromForm(values: Values) {
  return {
    ...programmeFromForm(values),
    ...coverageFromForm(values),
    type: values.type ?? '',
    value: optionalNumber(values.value),
  };
}

export function flashSaleFromForm(values: Values) {
  return {
    ...programmeFromForm(values),
    items: formRows(values, 'items').map((row) => ({
      productId: row.productId ?? '',
      infoId: blank(row.infoId) ? null : row.infoId,
      flashPrice: optionalNumber(row.flashPrice),
      quota: optionalNumber(row.quota),
      perCustomerLimit: optionalNumber(row.perCustomerLimit),
    })),
  };
}

export function promotionFromForm(values: Values) {
  return {
    ...programmeFromForm(values),
    ...coverageFromForm(values),
    type: values.type ?? '',
    discountType: blank(values.discountType) ? undefined : values.discountType,
    value: optionalNumber(values.value),
    maxDiscount: nullableNumber(values.maxDiscount),
    minQuantity: nullableNumber(values.minQuantity),
    minSubtotal: nullableNumber(values.minSubtotal),
    giftInfoId: blank(values.giftInfoId) ? null : values.giftInfoId,
    giftQuantity: optionalNumber(values.giftQuantity),
  };
}

export function voucherFromForm(values: Values) {
  return {
    ...programmeFromForm(values),
    ...coverageFromForm(values),
    code: values.code ?? '',
    descriptionVi: values.descriptionVi ?? '',
    descriptionEn: values.descriptionEn ?? '',
    type: values.type ?? '',
    value: optionalNumber(values.value),
    maxDiscount: nullableNumber(values.maxDiscount),
    minSubtotal: optionalNumber(values.minSubtotal),
    isPublic: values.isPublic !== 'false',
    totalLimit: nullableNumber(values.totalLimit),
    perCustomerLimit: optionalNumber(values.perCustomerLimit),
  };
}

export function grantFromForm(values: Values) {
  return { email: (values.email ?? '').trim() };
}

export function previewFromForm(values: Values) {
  return {
    lines: formRows(values, 'lines').map((row) => ({
      infoId: row.infoId ?? '',
      quantity: optionalNumber(row.quantity),
    })),
    voucherCode: blank(values.voucherCode) ? undefined : values.voucherCode,
    at: blank(values.at) ? undefined : fromVietnamLocal(values.at),
  };
}

/** Something with zod's `safeParse` (core's schemas; web doesn't depend on zod itself). */
export interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: SchemaIssues };
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/**
 * Checks a form with a core schema after shaping it. A field left empty reads "required"
 * (`FieldIsNotEmpty`) whatever the schema said about the missing value (an empty date is "not a
 * date" to zod, an empty number "not a number").
 */
export function checkForm<T>(
  schema: FormSchema<T>,
  shape: (values: Values) => unknown,
  values: Values,
): FormCheck<T> {
  const result = schema.safeParse(shape(values));
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors = issuesToFieldErrors(result.error);
  for (const field of Object.keys(fieldErrors)) {
    if (field in values && blank(values[field])) fieldErrors[field] = 'validation:FieldIsNotEmpty';
  }
  return { ok: false, fieldErrors };
}
