import { COLOUR_CODES, COLOURS, type PortalVariant } from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { usePageLanguage } from '../../../lib/format';

/**
 * Changes one variant's colour, size or SKU (its stock and ledger stay): the variant is chosen
 * first, and the fields start from its values.
 */
export function VariantEditForm({
  variants,
  failure,
}: {
  variants: readonly PortalVariant[];
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const { t: tAll } = useTranslation();
  const lang = usePageLanguage();
  const navigation = useNavigation();
  const posting =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'variant-edit';
  const [chosenId, choose] = useState(variants[0]?.id ?? '');
  const chosen = variants.find((v) => v.id === chosenId) ?? variants[0];
  if (!chosen) return null;
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      noValidate
      aria-label={t('products.variants.edit')}
      className="grid gap-3 border-t border-ink-100 pt-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <input type="hidden" name="intent" value="variant-edit" />
      <h3 className="text-sm font-semibold text-ink-900 sm:col-span-2 lg:col-span-5">
        {t('products.variants.edit')}
      </h3>
      {failure?.formError ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <FormAlert tone="error">
            {translateKey(tAll, failure.formError.key, failure.formError.values)}
          </FormAlert>
        </div>
      ) : null}
      <div>
        <label htmlFor="variant-edit-id" className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('products.variants.which')}
        </label>
        <select
          id="variant-edit-id"
          name="variantId"
          value={chosen.id}
          onChange={(event) => choose(event.target.value)}
          className={inputClass}
        >
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {variant.sku}
            </option>
          ))}
        </select>
      </div>
      <div key={`colour-${chosen.id}`}>
        <label
          htmlFor="variant-edit-colour"
          className="mb-1.5 block text-sm font-medium text-ink-800"
        >
          {t('products.variants.colour')}
        </label>
        <select
          id="variant-edit-colour"
          name="colour"
          defaultValue={chosen.colour ?? ''}
          aria-invalid={errors.colour ? true : undefined}
          className={inputClass}
        >
          <option value="">{t('products.variants.noColour')}</option>
          {COLOUR_CODES.map((code) => (
            <option key={code} value={code}>
              {COLOURS[code][lang]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        key={`size-${chosen.id}`}
        name="size"
        label={t('products.variants.size')}
        optionalText={t('products.optional')}
        defaultValue={chosen.size ?? ''}
        maxLength={10}
        error={errors.size}
      />
      <TextField
        key={`sku-${chosen.id}`}
        name="sku"
        label={t('products.variants.sku')}
        defaultValue={chosen.sku}
        maxLength={64}
        autoComplete="off"
        error={errors.sku}
        required
      />
      <button type="submit" className="btn-secondary" disabled={posting}>
        {t('products.variants.editSubmit')}
      </button>
    </Form>
  );
}
