import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangleIcon } from '../../../components/ui/icons';
import { inputClass } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';

/** A field's error (a dictionary key with its namespace), announced with the field it follows. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
      <span>{translateKey(t, error)}</span>
    </p>
  );
}

/** A labelled select with its hint and error, styled like the text fields. */
export function SelectField({
  name,
  label,
  error,
  hint,
  options,
  className = '',
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const id = `${useId()}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
        className={`${inputClass} pr-8`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-5 text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label and an optional hint below. */
export function CheckboxField({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked?: boolean;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-lotus-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs leading-5 text-ink-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A titled group of fields (a `fieldset` with its legend). */
export function FieldGroup({
  title,
  hint,
  children,
  className = '',
}: {
  title: string;
  hint?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={`rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <legend className="float-left mb-1 w-full text-base font-semibold text-ink-900">
        {title}
      </legend>
      {hint ? (
        <p className="clear-left mb-4 text-sm text-ink-600">{hint}</p>
      ) : (
        <div className="clear-left mb-3" />
      )}
      {children}
    </fieldset>
  );
}

/** A labelled multi-line text field with its error. */
export function TextAreaField({
  name,
  label,
  defaultValue,
  maxLength,
  optionalText,
  error,
}: {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  maxLength: number;
  optionalText?: string | undefined;
  error?: string | undefined;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
        {optionalText ? (
          <span className="ml-1 font-normal text-ink-500">({optionalText})</span>
        ) : null}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} h-auto py-2.5`}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
