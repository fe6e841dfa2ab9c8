import { Link } from 'react-router';

export interface FilterChip {
  key: string;
  /** The list's address with this filter (`?status=…`). */
  to: string;
  label: string;
  current: boolean;
}

/** A back-office list's filters as a row of links, the current one filled (`aria-current`). */
export function FilterChips({
  label,
  chips,
  className = '',
}: {
  label: string;
  chips: readonly FilterChip[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={chip.to}
          aria-current={chip.current ? 'page' : undefined}
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
            chip.current
              ? 'bg-lotus-700 text-white'
              : 'border border-ink-200 bg-white text-ink-700 hover:border-lotus-300'
          }`}
        >
          {chip.label}
        </Link>
      ))}
    </nav>
  );
}
