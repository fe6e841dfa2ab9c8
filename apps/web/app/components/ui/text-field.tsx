import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../i18n/i18n';
import { FieldLabel } from './field-label';
import { AlertTriangleIcon } from './icons';

export const inputClass =
  'block h-11 w-full rounded-xl border border-ink-200 bg-white px-3.5 text-base text-ink-900 shadow-xs transition placeholder:text-ink-400 hover:border-ink-300 focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600 aria-invalid:focus:ring-red-100 sm:text-sm';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** A dictionary key with its namespace (`validation:InvalidEmail`); shown under the field. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown after the label of a field that may stay empty. */
  optionalText?: string | undefined;
  /** Drawn inside the input's box, on the right (e.g. a show-password button). */
  trailing?: ReactNode;
}

/**
 * A labelled input with its hint and its error, tied together for screen readers; `required`
 * marks it as every required field is marked (`FieldLabel`).
 */
export function TextField({
  name,
  label,
  error,
  hint,
  optionalText,
  trailing,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <FieldLabel
        htmlFor={inputId}
        label={label}
        required={input.required}
        optionalText={optionalText}
      />
      <div className="relative">
        <input
          id={inputId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
          <span>{translateKey(t, error)}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs leading-5 text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
