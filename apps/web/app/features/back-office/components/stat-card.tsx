import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the dashboard: what it counts, the number, a line under it, where to act. */
export function StatCard({
  label,
  value,
  note,
  to,
  tone = 'plain',
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  /** The screen where it is acted on: the whole card is its link. */
  to?: string;
  /** `attention` when something waits for the shop. */
  tone?: 'plain' | 'attention';
  testId?: string;
}) {
  const body = (
    <>
      <p className="text-xs font-medium tracking-wide text-ink-600 uppercase">{label}</p>
      <p
        className={`mt-1 text-2xl font-bold tabular-nums ${tone === 'attention' ? 'text-lotus-700' : 'text-ink-900'}`}
      >
        {value}
      </p>
      {note ? <p className="mt-1 text-xs text-ink-600">{note}</p> : null}
    </>
  );
  const frame =
    'block rounded-2xl border border-ink-100 bg-white p-4 shadow-xs min-w-0 break-words';
  return to ? (
    <Link
      to={to}
      data-testid={testId}
      className={`${frame} transition hover:border-lotus-200 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-lotus-300 focus-visible:outline-none`}
    >
      {body}
    </Link>
  ) : (
    <div data-testid={testId} className={frame}>
      {body}
    </div>
  );
}
