import {
  PRICE_RULE_TYPES,
  type Category,
  type PortalPriceRule,
  type PriceRuleType,
} from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../../i18n/i18n';
import { useOfferForm } from '../hooks/use-offer-form';
import { priceRuleValidator } from '../offer-validators';
import { FieldGroup, SelectField } from './offer-fields';
import {
  AmountField,
  CoverageFields,
  OfferForm,
  ProgrammeFields,
  type OfferFailure,
} from './offer-form';
import type { NamedProduct } from './product-picker';

/** Creates a price rule, or changes `rule`: its window, kind and value, and what it covers. */
export function PriceRuleForm({
  rule,
  products,
  categories,
  failure,
}: {
  rule: PortalPriceRule | null;
  products: readonly NamedProduct[];
  categories: Category[];
  failure: OfferFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const { formRef, form } = useOfferForm(failure?.fieldErrors, priceRuleValidator);
  const [type, setType] = useState<PriceRuleType>(rule?.type ?? 'PERCENT');
  return (
    <OfferForm
      title={rule ? t('priceRules.editTitle') : t('priceRules.newTitle')}
      editingId={rule?.id ?? null}
      failure={failure}
      formRef={formRef}
      form={form}
    >
      <ProgrammeFields defaults={rule} form={form} />
      <FieldGroup title={t('offers.form.discount')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="type"
            label={t('priceRules.type')}
            value={type}
            onChange={(event) => setType(event.target.value as PriceRuleType)}
            options={PRICE_RULE_TYPES.map((value) => ({
              value,
              label: translateKey(t, `priceRules.types.${value}`),
            }))}
            error={form.errorOf('type')}
          />
          <AmountField
            name="value"
            label={t('priceRules.value')}
            unit={type === 'PERCENT' ? 'percent' : 'money'}
            defaultValue={rule?.value}
            hint={translateKey(t, `priceRules.valueHint.${type}`)}
            error={form.errorOf('value')}
          />
        </div>
      </FieldGroup>
      <CoverageFields
        products={products}
        categories={categories}
        categoryIds={rule?.categoryIds ?? []}
        optional={false}
        form={form}
      />
    </OfferForm>
  );
}
