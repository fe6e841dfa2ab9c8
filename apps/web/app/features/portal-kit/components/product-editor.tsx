import { PRODUCT_STATUSES, type Category, type PortalProduct } from '@lotus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { productFormDefaults } from '../product-form-values';

/** Categories in tree order, each with its depth (for an indented choice). */
function categoryTree(categories: readonly Category[]): { category: Category; depth: number }[] {
  const out: { category: Category; depth: number }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const category of categories
      .filter((c) => c.parentId === parentId)
      .sort((a, b) => a.priority - b.priority)) {
      out.push({ category, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const card = 'grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6 md:grid-cols-2';

function TextArea({
  name,
  label,
  defaultValue,
  error,
  maxLength,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        className={`${inputClass} h-auto py-2.5`}
      />
      {error ? <p className="mt-1.5 text-sm text-red-700">{translateKey(t, error)}</p> : null}
    </div>
  );
}

/**
 * The product form: names and descriptions in both languages, SKU, prices, flags, category,
 * order and low-stock threshold, and the specifications as rows (blank rows are left out).
 */
export function ProductEditor({
  product,
  categories,
  failure,
}: {
  product: PortalProduct | null;
  categories: readonly Category[];
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const { t: tAll } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const values = productFormDefaults(product);
  const errors = failure?.fieldErrors ?? {};
  const text = (
    name: 'nameVi' | 'nameEn' | 'shortDescriptionVi' | 'shortDescriptionEn',
    max: number,
    required = false,
  ) => (
    <TextField
      name={name}
      label={t(`products.fields.${name}`)}
      defaultValue={values[name]}
      error={errors[name]}
      maxLength={max}
      required={required}
    />
  );
  return (
    <Form method="post" noValidate className="flex flex-col gap-6" aria-label={t('products.form')}>
      <input type="hidden" name="intent" value="save" />
      {failure && Object.keys(errors).length > 0 ? (
        <FormAlert tone="error">{t('products.invalid')}</FormAlert>
      ) : null}
      {failure?.formError ? (
        <FormAlert tone="error">
          {translateKey(tAll, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      <fieldset className={card}>
        <legend className="sr-only">{t('products.sections.basics')}</legend>
        {text('nameVi', 200, true)}
        {text('nameEn', 200, true)}
        <TextField
          name="sku"
          label={t('products.fields.sku')}
          hint={t('products.fields.skuHint')}
          defaultValue={values.sku}
          error={errors.sku}
          maxLength={64}
          autoComplete="off"
          required
        />
        <div>
          <label
            htmlFor="product-category"
            className="mb-1.5 block text-sm font-medium text-ink-800"
          >
            {t('products.fields.categoryId')}
          </label>
          <select
            id="product-category"
            name="categoryId"
            defaultValue={values.categoryId}
            aria-invalid={errors.categoryId ? true : undefined}
            className={inputClass}
          >
            <option value="">{t('products.fields.categoryChoose')}</option>
            {categoryTree(categories).map(({ category, depth }) => (
              <option key={category.id} value={category.id}>
                {`${'— '.repeat(depth)}${category.name}`}
              </option>
            ))}
          </select>
          {errors.categoryId ? (
            <p className="mt-1.5 text-sm text-red-700">{translateKey(tAll, errors.categoryId)}</p>
          ) : null}
        </div>
        <TextField
          name="price"
          inputMode="numeric"
          label={t('products.fields.price')}
          hint={t('products.fields.priceHint')}
          defaultValue={values.price}
          error={errors.price}
          required
        />
        <TextField
          name="salePrice"
          inputMode="numeric"
          label={t('products.fields.salePrice')}
          optionalText={t('products.optional')}
          defaultValue={values.salePrice}
          error={errors.salePrice}
        />
        <fieldset className="md:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-ink-800">
            {t('products.fields.statuses')}
          </legend>
          <div className="flex flex-wrap gap-4">
            {PRODUCT_STATUSES.map((status) => (
              <label key={status} className="flex items-center gap-2 text-sm text-ink-800">
                <input
                  type="checkbox"
                  name={`status.${status}`}
                  defaultChecked={values.statuses.has(status)}
                  className="h-5 w-5 rounded border-ink-300 text-lotus-700 focus:ring-lotus-500"
                />
                {t(`products.flags.${status}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          name="providerName"
          label={t('products.fields.providerName')}
          optionalText={t('products.optional')}
          defaultValue={values.providerName}
          error={errors.providerName}
          maxLength={100}
        />
        <TextField
          name="priority"
          inputMode="numeric"
          label={t('products.fields.priority')}
          hint={t('products.fields.priorityHint')}
          defaultValue={values.priority}
          error={errors.priority}
        />
        <TextField
          name="lowStockThreshold"
          inputMode="numeric"
          label={t('products.fields.lowStockThreshold')}
          hint={t('products.fields.lowStockThresholdHint')}
          defaultValue={values.lowStockThreshold}
          error={errors.lowStockThreshold}
        />
      </fieldset>
      <fieldset className={card}>
        <legend className="sr-only">{t('products.sections.descriptions')}</legend>
        {text('shortDescriptionVi', 500)}
        {text('shortDescriptionEn', 500)}
        <TextArea
          name="descriptionVi"
          label={t('products.fields.descriptionVi')}
          defaultValue={values.descriptionVi}
          error={errors.descriptionVi}
          maxLength={20_000}
        />
        <TextArea
          name="descriptionEn"
          label={t('products.fields.descriptionEn')}
          defaultValue={values.descriptionEn}
          error={errors.descriptionEn}
          maxLength={20_000}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6">
        <legend className="float-left mb-1 text-base font-semibold text-ink-900">
          {t('products.sections.specifications')}
        </legend>
        <p className="clear-both text-sm text-ink-600">{t('products.specificationsHint')}</p>
        {values.specifications.map((row, i) => (
          <div
            key={i}
            className="grid gap-3 border-t border-ink-100 pt-3 sm:grid-cols-2 lg:grid-cols-4"
            data-spec-row={i}
          >
            {(['nameVi', 'nameEn', 'valueVi', 'valueEn'] as const).map((field) => (
              <TextField
                key={field}
                name={`spec.${i}.${field}`}
                label={t(`products.fields.spec.${field}`, { row: i + 1 })}
                defaultValue={row[field]}
                error={errors[`specifications.${i}.${field}`]}
                maxLength={field.startsWith('value') ? 300 : 100}
              />
            ))}
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} className="btn-primary">
          {saving ? t('products.saving') : product ? t('products.save') : t('products.createSave')}
        </button>
        <Link
          to="/portal/products"
          className="text-sm font-semibold text-ink-700 hover:text-lotus-800"
        >
          {t('products.cancel')}
        </Link>
      </div>
    </Form>
  );
}
