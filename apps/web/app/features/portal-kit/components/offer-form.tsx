import { toVietnamLocal } from '@lotus/core';
import type { Category } from '@lotus/core';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import { useMoney } from '../../../lib/format';
import type { OfferFormState } from '../hooks/use-offer-form';
import type { OfferActionData } from '../offer-action';
import { CategoryPicker } from './category-picker';
import { CheckboxField, FieldGroup } from './offer-fields';
import { ProductPicker, type NamedProduct } from './product-picker';

/** A refused programme form, as the page's action answered it. */
export type OfferFailure = Extract<OfferActionData, { ok: false }>;

/**
 * A programme's form around its fields: the title, the API's refusal about the whole form
 * (`OFFER_ENDED`), and the buttons. It posts `intent=save`, with the programme's `id` when it
 * changes one.
 */
export function OfferForm({
  title,
  editingId,
  failure,
  formRef,
  form,
  children,
}: {
  title: string;
  editingId: string | null;
  failure: OfferFailure | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  form: OfferFormState;
  children: ReactNode;
}) {
  const { t } = useTranslation('portal');
  const titleId = useId();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-ink-900">
          {title}
        </h3>
        <Link to="." className="text-sm font-medium text-lotus-700 hover:underline">
          {t('offers.back')}
        </Link>
      </div>
      {failure?.formError ? (
        <FormAlert tone="error">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : form.hasErrors ? (
        <FormAlert tone="error">{t('offers.form.invalid')}</FormAlert>
      ) : null}
      <Form
        method="post"
        noValidate
        ref={formRef}
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value="save" />
        {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="." className="btn-secondary">
            {t('offers.form.cancel')}
          </Link>
          <button type="submit" disabled={saving} className="btn-primary disabled:opacity-60">
            {saving
              ? t('offers.form.saving')
              : editingId
                ? t('offers.form.save')
                : t('offers.form.create')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** What every programme is: its names in both languages, its window, whether concentrated. */
export interface ProgrammeDefaults {
  nameVi: string;
  nameEn: string;
  startsAt: string;
  endsAt: string;
  concentrated: boolean;
}

/** The fields every programme has; the window is entered in Vietnam's time. */
export function ProgrammeFields({
  defaults,
  form,
}: {
  defaults: ProgrammeDefaults | null;
  form: OfferFormState;
}) {
  const { t } = useTranslation('portal');
  return (
    <FieldGroup title={t('offers.form.general')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="nameVi"
          label={t('offers.form.nameVi')}
          defaultValue={defaults?.nameVi}
          maxLength={200}
          required
          error={form.errorOf('nameVi')}
        />
        <TextField
          name="nameEn"
          label={t('offers.form.nameEn')}
          defaultValue={defaults?.nameEn}
          maxLength={200}
          required
          error={form.errorOf('nameEn')}
        />
        <TextField
          name="startsAt"
          type="datetime-local"
          label={t('offers.form.startsAt')}
          defaultValue={toVietnamLocal(defaults?.startsAt)}
          required
          hint={t('offers.form.timeHint')}
          error={form.errorOf('startsAt')}
        />
        <TextField
          name="endsAt"
          type="datetime-local"
          label={t('offers.form.endsAt')}
          defaultValue={toVietnamLocal(defaults?.endsAt)}
          required
          hint={t('offers.form.timeHint')}
          error={form.errorOf('endsAt')}
        />
      </div>
      <div className="mt-4">
        <CheckboxField
          name="concentrated"
          label={t('offers.form.concentrated')}
          hint={t('offers.form.concentratedHint')}
          defaultChecked={defaults?.concentrated ?? false}
        />
      </div>
    </FieldGroup>
  );
}

/**
 * A whole-number field in đồng (`unit` money, its amount written out below as it is typed) or
 * in percent.
 */
export function AmountField({
  name,
  label,
  unit,
  defaultValue,
  error,
  hint,
  optional = false,
  min = 0,
  max,
}: {
  name: string;
  label: string;
  unit: 'money' | 'percent' | 'count';
  defaultValue: number | null | undefined;
  error: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  min?: number;
  max?: number;
}) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const [value, setValue] = useState(defaultValue == null ? '' : String(defaultValue));
  const amount = Number(value);
  const written =
    unit === 'money' && value.trim() !== '' && Number.isSafeInteger(amount) && amount >= 0
      ? t('offers.form.amountPreview', { amount: money(amount) })
      : null;
  const suffix =
    unit === 'money' ? t('offers.form.money') : unit === 'percent' ? t('offers.form.percent') : '';
  return (
    <TextField
      name={name}
      label={suffix && !label.includes(suffix) ? `${label} (${suffix})` : label}
      type="number"
      inputMode="numeric"
      min={min}
      max={unit === 'percent' ? 100 : max}
      step={1}
      defaultValue={defaultValue ?? ''}
      onInput={(event) => setValue(event.currentTarget.value)}
      required={!optional}
      optionalText={optional ? t('offers.form.optional') : undefined}
      hint={[written, hint].filter(Boolean).join(' · ') || undefined}
      error={error}
    />
  );
}

/** The products and categories a programme covers. */
export function CoverageFields({
  products,
  categories,
  categoryIds,
  optional,
  form,
}: {
  products: readonly NamedProduct[];
  categories: Category[];
  categoryIds: readonly string[];
  /** Whether covering nothing is allowed (it means every product). */
  optional: boolean;
  form: OfferFormState;
}) {
  const { t } = useTranslation('portal');
  return (
    <FieldGroup
      title={t('offers.coverage.title')}
      hint={`${t('offers.coverage.hint')}${optional ? ` ${t('offers.coverage.hintOptional')}` : ''}`}
    >
      <div className="grid gap-5 lg:grid-cols-2">
        <div>
          <h4 className="mb-2 text-sm font-semibold text-ink-900">
            {t('offers.coverage.products')}
          </h4>
          <ProductPicker
            name="productIds"
            initial={products}
            error={form.errorOf('productIds')}
            onChange={() => form.clear('productIds')}
          />
        </div>
        <div>
          <h4 className="mb-2 text-sm font-semibold text-ink-900">
            {t('offers.coverage.categories')}
          </h4>
          <CategoryPicker
            name="categoryIds"
            categories={categories}
            initial={categoryIds}
            onChange={() => form.clear('productIds')}
          />
        </div>
      </div>
    </FieldGroup>
  );
}
