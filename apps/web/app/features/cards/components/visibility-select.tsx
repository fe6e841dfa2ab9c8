import { VISIBILITIES, type Visibility } from '@lotus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Who may see one field of the card: everyone, the member's contacts, or nobody. Its accessible
 * name always says both ("who may see: phone").
 */
export function VisibilitySelect({
  field,
  label,
  value,
  beside = false,
}: {
  field: string;
  label: string;
  value: Visibility | undefined;
  /** Beside the field's own input: the visible label says "who may see" instead of its name. */
  beside?: boolean;
}) {
  const { t } = useTranslation('cards');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-600">
        <span className="sr-only">{t('settings.visibilityOf', { field: label })}</span>
        <span aria-hidden="true">{beside ? t('settings.visibility') : label}</span>
      </label>
      <select
        id={id}
        name={`visibility.${field}`}
        defaultValue={value ?? 'public'}
        className="h-10 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none"
      >
        {VISIBILITIES.map((v) => (
          <option key={v} value={v}>
            {t(`settings.${v}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
