import { DISCOUNT_TYPES, type Category, type DiscountType, type PortalVoucher } from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import { useOfferForm } from '../hooks/use-offer-form';
import { voucherValidator } from '../offer-validators';
import { FieldGroup, SelectField, TextAreaField } from './offer-fields';
import {
  AmountField,
  CoverageFields,
  OfferForm,
  ProgrammeFields,
  type OfferFailure,
} from './offer-form';
import type { NamedProduct } from './product-picker';

/**
 * Creates a voucher, or changes `voucher`: its code and words, its discount, cap and minimum,
 * what it covers, whether shoppers can find it, and its limits.
 */
export function VoucherForm({
  voucher: v,
  products,
  categories,
  failure,
}: {
  voucher: PortalVoucher | null;
  products: readonly NamedProduct[];
  categories: Category[];
  failure: OfferFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const { formRef, form } = useOfferForm(failure?.fieldErrors, voucherValidator);
  const [type, setType] = useState<DiscountType>(v?.type ?? 'PERCENT');
  const optional = t('offers.form.optional');
  return (
    <OfferForm
      title={v ? t('vouchers.editTitle') : t('vouchers.newTitle')}
      editingId={v?.id ?? null}
      failure={failure}
      formRef={formRef}
      form={form}
    >
      <FieldGroup title={t('vouchers.codeGroup')}>
        <TextField
          name="code"
          label={t('vouchers.code')}
          defaultValue={v?.code}
          maxLength={40}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={t('vouchers.codeHint')}
          error={form.errorOf('code')}
          className="sm:max-w-sm"
        />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextAreaField
            name="descriptionVi"
            label={t('vouchers.descriptionVi')}
            defaultValue={v?.descriptionVi}
            maxLength={500}
            optionalText={optional}
            error={form.errorOf('descriptionVi')}
          />
          <TextAreaField
            name="descriptionEn"
            label={t('vouchers.descriptionEn')}
            defaultValue={v?.descriptionEn}
            maxLength={500}
            optionalText={optional}
            error={form.errorOf('descriptionEn')}
          />
        </div>
      </FieldGroup>
      <ProgrammeFields defaults={v} form={form} />
      <FieldGroup title={t('offers.form.discount')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="type"
            label={t('vouchers.type')}
            value={type}
            onChange={(event) => setType(event.target.value as DiscountType)}
            options={DISCOUNT_TYPES.map((value) => ({
              value,
              label: translateKey(t, `vouchers.types.${value}`),
            }))}
            error={form.errorOf('type')}
          />
          <AmountField
            name="value"
            label={t('vouchers.value')}
            unit={type === 'PERCENT' ? 'percent' : 'money'}
            min={1}
            defaultValue={v?.value}
            error={form.errorOf('value')}
          />
          <AmountField
            name="maxDiscount"
            label={t('vouchers.maxDiscount')}
            unit="money"
            min={1}
            optional
            defaultValue={v?.maxDiscount}
            error={form.errorOf('maxDiscount')}
          />
          <AmountField
            name="minSubtotal"
            label={t('vouchers.minSubtotal')}
            unit="money"
            defaultValue={v?.minSubtotal ?? 0}
            error={form.errorOf('minSubtotal')}
          />
        </div>
      </FieldGroup>
      <CoverageFields
        products={products}
        categories={categories}
        categoryIds={v?.categoryIds ?? []}
        optional
        form={form}
      />
      <FieldGroup title={t('vouchers.limits')}>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink-800">
            {t('vouchers.visibility')}
          </legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(['true', 'false'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2.5 text-sm text-ink-800">
                <input
                  type="radio"
                  name="isPublic"
                  value={value}
                  defaultChecked={(v?.isPublic ?? true) === (value === 'true')}
                  className="size-4 accent-lotus-700"
                />
                {value === 'true' ? t('vouchers.public') : t('vouchers.private')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <AmountField
            name="totalLimit"
            label={t('vouchers.totalLimit')}
            unit="count"
            min={Math.max(1, v?.used ?? 0)}
            optional
            hint={t('vouchers.totalLimitHint')}
            defaultValue={v?.totalLimit}
            error={form.errorOf('totalLimit')}
          />
          <AmountField
            name="perCustomerLimit"
            label={t('vouchers.perCustomerLimit')}
            unit="count"
            min={1}
            max={1000}
            defaultValue={v?.perCustomerLimit ?? 1}
            error={form.errorOf('perCustomerLimit')}
          />
        </div>
      </FieldGroup>
    </OfferForm>
  );
}
