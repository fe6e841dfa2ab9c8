import { useTranslation } from 'react-i18next';
import { countdownParts, twoDigits } from '../server-clock';

const LOOKS = {
  /** White digits on dark tiles (on a light background). */
  dark: 'bg-ink-900 text-white',
  /** Dark digits on white tiles (on the flash sale's red). */
  light: 'bg-white text-red-700',
} as const;

/**
 * A countdown: `ms` left as [days] HH:MM:SS tiles, or dashes while the server's clock is not
 * known yet. Screen readers get `label` and the time left in words to the minute (a timer is not
 * announced each second).
 */
export function Countdown({
  ms,
  label,
  look = 'dark',
}: {
  ms: number | null;
  /** What it counts down to, e.g. "Ends in". */
  label: string;
  look?: keyof typeof LOOKS;
}) {
  const { t } = useTranslation();
  const parts = ms === null ? null : countdownParts(ms);
  const tile = `inline-grid h-7 min-w-7 place-items-center rounded-md text-sm font-bold tabular-nums ${LOOKS[look]}`;
  const spoken = parts
    ? [
        parts.days > 0 ? t('countdown.days', { count: parts.days }) : null,
        t('countdown.hoursMinutes', { hours: parts.hours, minutes: parts.minutes }),
      ]
        .filter(Boolean)
        .join(' ')
    : t('countdown.unknown');
  return (
    <span
      role="timer"
      aria-label={`${label} ${spoken}`}
      data-testid="countdown"
      data-synced={parts ? 'true' : 'false'}
      className="inline-flex items-center gap-1"
    >
      {parts && parts.days > 0 ? (
        <span aria-hidden="true" className={`${tile} px-1.5`}>
          {t('countdown.days', { count: parts.days })}
        </span>
      ) : null}
      {(parts ? [parts.hours, parts.minutes, parts.seconds] : [null, null, null]).map(
        (value, index) => (
          <span key={index} aria-hidden="true" className="inline-flex items-center gap-1">
            {index > 0 ? <span className="font-bold">:</span> : null}
            <span className={`${tile} px-1 font-mono`}>
              {value === null ? '--' : twoDigits(value)}
            </span>
          </span>
        ),
      )}
    </span>
  );
}
