import { useTranslation } from 'react-i18next';

/**
 * A field's label, marked the one way every form of the shop marks them: a required field with
 * an asterisk after its label (the field itself says `aria-required`, which screen readers
 * announce; the asterisk is for the eye and stays outside the label's name), an optional one
 * with "(optional)" in the label. Forms with required fields say what the asterisk means once
 * (`RequiredNote`).
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
  optionalText,
  className = 'text-sm font-medium text-ink-800',
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
  /** Shown after the label of a field that may stay empty. */
  optionalText?: string | undefined;
  className?: string;
}) {
  return (
    <div className="mb-1.5 flex items-baseline gap-1">
      <label htmlFor={htmlFor} className={className}>
        {label}
        {optionalText ? (
          <span className="ml-1 font-normal text-ink-500">({optionalText})</span>
        ) : null}
      </label>
      {required ? (
        <span aria-hidden="true" className="font-semibold text-red-700" data-required-mark="">
          *
        </span>
      ) : null}
    </div>
  );
}

/** What the asterisk means, once at the top of a form with required fields. */
export function RequiredNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return <p className={`text-sm text-ink-600 ${className}`}>{t('form.requiredNote')}</p>;
}
