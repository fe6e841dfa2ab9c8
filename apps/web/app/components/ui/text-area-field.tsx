import { useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../i18n/i18n';
import { FieldLabel } from './field-label';
import { AlertTriangleIcon } from './icons';

/**
 * A labelled multi-line field with its hint and its error, tied together for screen readers;
 * marked required or optional as every field is (`FieldLabel`).
 */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  optionalText,
  labelClassName,
  className = '',
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optionalText?: string | undefined;
  /** The label's own look, when it heads a section (the checkout's note). */
  labelClassName?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <div className={className}>
      <FieldLabel
        htmlFor={id}
        label={label}
        required={rest.required}
        optionalText={optionalText}
        {...(labelClassName ? { className: labelClassName } : {})}
      />
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
        className="block w-full rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs transition hover:border-ink-300 focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600 sm:text-sm"
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
          <span>{translateKey(t, error)}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-5 text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
