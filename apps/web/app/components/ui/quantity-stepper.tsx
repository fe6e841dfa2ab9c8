import { MinusIcon, PlusIcon } from './icons';

/**
 * A quantity field between − and + buttons. The field holds what was typed (the caller checks it
 * with core's quantity rules and shows the message); the buttons step a whole number and keep it
 * between 1 and `max`.
 */
export function QuantityStepper({
  id,
  value,
  max,
  onChange,
  labels,
  invalid = false,
  describedBy,
  disabled = false,
  size = 'md',
}: {
  id: string;
  /** The text in the field. */
  value: string;
  /** The largest quantity the + button reaches (the stock). */
  max: number;
  /** The new text, and whether a button stepped it (typing may be applied after a pause). */
  onChange: (text: string, stepped: boolean) => void;
  labels: { decrease: string; increase: string; field?: string };
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const quantity = value.trim() === '' ? Number.NaN : Number(value);
  const whole = Number.isInteger(quantity);
  const step = (delta: number) => {
    const current = whole ? quantity : 1;
    onChange(String(Math.max(1, Math.min(current + delta, Math.max(1, max)))), true);
  };
  const box = size === 'sm' ? 'h-10' : 'h-11';
  const button = size === 'sm' ? 'w-9' : 'w-11';
  return (
    <div className={`inline-flex ${box} items-center rounded-xl border border-ink-200 bg-white`}>
      <button
        type="button"
        onClick={() => step(-1)}
        disabled={disabled || !whole || quantity <= 1}
        className={`grid h-full ${button} place-items-center rounded-l-xl text-ink-700 hover:bg-ink-50 disabled:opacity-40`}
      >
        <MinusIcon size={18} />
        <span className="sr-only">{labels.decrease}</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value, false)}
        aria-label={labels.field}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`h-full ${size === 'sm' ? 'w-12' : 'w-16'} border-x border-ink-200 text-center text-base font-semibold text-ink-900 [appearance:textfield] focus:ring-2 focus:ring-lotus-200 focus:outline-none disabled:bg-ink-50 [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        onClick={() => step(1)}
        disabled={disabled || max <= 0 || (whole && quantity >= max)}
        className={`grid h-full ${button} place-items-center rounded-r-xl text-ink-700 hover:bg-ink-50 disabled:opacity-40`}
      >
        <PlusIcon size={18} />
        <span className="sr-only">{labels.increase}</span>
      </button>
    </div>
  );
}
