import type { ReactNode } from 'react';
import { useId } from 'react';
import { AlertTriangleIcon } from '../../../components/ui/icons';

export interface Choice<V extends string> {
  value: V;
  title: string;
  hint?: string;
  /** Shown on the right (a fee). */
  aside?: ReactNode;
  icon?: ReactNode;
}

/**
 * A radio group drawn as cards (delivery and payment methods): native radios, so the arrow keys
 * move between them and the form carries the value.
 */
export function ChoiceCards<V extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  children,
}: {
  name: string;
  legend: string;
  choices: Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Already translated. */
  error?: string | undefined;
  /** Under the legend (a hint while the choices wait for something). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-lg font-bold text-ink-900">{legend}</legend>
      {children}
      <div className="mt-3 grid gap-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`relative flex cursor-pointer items-start gap-3 rounded-2xl border bg-white p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-lotus-600 ${
              value === choice.value
                ? 'border-lotus-600 ring-1 ring-lotus-600'
                : 'border-ink-200 hover:border-lotus-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 size-4 shrink-0 accent-lotus-700"
            />
            {choice.icon ? (
              <span className="mt-0.5 shrink-0 text-lotus-700">{choice.icon}</span>
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink-900">{choice.title}</span>
              {choice.hint ? (
                <span className="mt-0.5 block text-sm text-ink-600">{choice.hint}</span>
              ) : null}
            </span>
            {choice.aside ? (
              <span className="shrink-0 text-sm font-semibold text-ink-900">{choice.aside}</span>
            ) : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
