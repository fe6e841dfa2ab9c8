import { SHOWROOM_KINDS, type PortalShowroom } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { showroomFormDefaults } from '../news-form-values';

/** The store or service centre form: both languages, how to reach it, its place and visibility. */
export function ShowroomEditor({
  showroom,
  nextPosition,
  failure,
}: {
  showroom: PortalShowroom | null;
  nextPosition: number;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation('content');
  const { t: tAll } = useTranslation();
  const saving = useNavigation().state === 'submitting';
  const values = showroomFormDefaults(showroom, nextPosition);
  const errors = failure?.fieldErrors ?? {};
  const field = (
    name: 'nameVi' | 'nameEn' | 'addressVi' | 'addressEn' | 'openingHoursVi' | 'openingHoursEn',
    max: number,
  ) => (
    <TextField
      name={name}
      label={t(`portalShowrooms.fields.${name}`)}
      defaultValue={values[name]}
      error={errors[name]}
      maxLength={max}
      required
    />
  );
  return (
    <Form method="post" noValidate className="flex flex-col gap-6">
      {showroom ? <input type="hidden" name="id" value={showroom.id} /> : null}
      {failure && Object.keys(errors).length > 0 ? (
        <FormAlert tone="error">{t('portalShowrooms.invalid')}</FormAlert>
      ) : null}
      {failure?.formError ? (
        <FormAlert tone="error">
          {translateKey(tAll, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      <div className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6 md:grid-cols-2">
        <div>
          <label htmlFor="showroom-kind" className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('portalShowrooms.fields.kind')}
          </label>
          <select
            id="showroom-kind"
            name="kind"
            defaultValue={values.kind}
            aria-invalid={errors.kind ? true : undefined}
            className={inputClass}
          >
            {SHOWROOM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`showrooms.kinds.${kind}`)}
              </option>
            ))}
          </select>
          {errors.kind ? (
            <p className="mt-1.5 text-sm text-red-700">{translateKey(tAll, errors.kind)}</p>
          ) : null}
        </div>
        <TextField
          name="position"
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
          label={t('portalShowrooms.fields.position')}
          hint={t('portalShowrooms.fields.positionHint')}
          defaultValue={values.position}
          error={errors.position}
        />
        {field('nameVi', 150)}
        {field('nameEn', 150)}
        {field('addressVi', 300)}
        {field('addressEn', 300)}
        {field('openingHoursVi', 200)}
        {field('openingHoursEn', 200)}
        <TextField
          name="phone"
          type="tel"
          autoComplete="off"
          label={t('portalShowrooms.fields.phone')}
          defaultValue={values.phone}
          error={errors.phone}
          maxLength={20}
          required
        />
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={t('portalShowrooms.fields.email')}
          optionalText={t('portalShowrooms.optional')}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          name="mapUrl"
          type="url"
          className="md:col-span-2"
          label={t('portalShowrooms.fields.mapUrl')}
          hint={t('portalShowrooms.fields.mapUrlHint')}
          optionalText={t('portalShowrooms.optional')}
          placeholder="https://maps.google.com/?q=…"
          defaultValue={values.mapUrl}
          error={errors.mapUrl}
        />
        <label className="flex items-center gap-3 text-sm font-medium text-ink-800 md:col-span-2">
          <input
            type="checkbox"
            name="isPublished"
            defaultChecked={values.isPublished}
            className="h-5 w-5 rounded border-ink-300 text-lotus-700 focus:ring-lotus-500"
          />
          {t('portalShowrooms.fields.isPublished')}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="save" disabled={saving} className="btn-primary">
          {saving ? t('portalShowrooms.saving') : t('portalShowrooms.save')}
        </button>
        <Link to="." className="text-sm font-semibold text-ink-700 hover:text-lotus-800">
          {t('portalShowrooms.cancel')}
        </Link>
      </div>
    </Form>
  );
}
