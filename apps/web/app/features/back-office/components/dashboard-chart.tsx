import type { DashboardDay } from '@lotus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney, usePageLanguage } from '../../../lib/format';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 28, left: 12 };

/** `29/11` or `29 Nov`: a day of the chart's axis. */
function dayLabel(day: string, lang: 'vi' | 'en') {
  const [, month, date] = day.split('-');
  if (lang === 'vi') return `${Number(date)}/${Number(month)}`;
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${Number(date)} ${months[Number(month) - 1]}`;
}

/**
 * The last 30 days' orders (bars) and revenue (a line), drawn as SVG on the server: no chart
 * library reaches the browser. The figures are in a table beside it for screen readers.
 */
export function DashboardChart({ days }: { days: readonly DashboardDay[] }) {
  const { t } = useTranslation('backoffice');
  const money = useMoney();
  const lang = usePageLanguage();
  const titleId = useId();
  const maxOrders = Math.max(1, ...days.map((d) => d.orders));
  const maxRevenue = Math.max(1, ...days.map((d) => d.revenue));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.62);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yOrders = (n: number) => PAD.top + innerH - (n / maxOrders) * innerH;
  const yRevenue = (n: number) => PAD.top + innerH - (n / maxRevenue) * innerH;
  const line = days.map(
    (d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${yRevenue(d.revenue).toFixed(1)}`,
  );
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0);
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0);

  return (
    <figure className="m-0">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-lotus-500" />
          {t('chart.orders', { count: totalOrders })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 rounded bg-ink-800" />
          {t('chart.revenue', { amount: money(totalRevenue) })}
        </span>
        <span className="ms-auto">{t('chart.peak', { amount: money(maxRevenue) })}</span>
      </div>
      {/* On a phone the chart keeps a readable size and scrolls sideways in its frame, opening
          on its latest days (a reversed row starts scrolled to its end). */}
      <div className="-mx-4 mt-2 flex flex-row-reverse overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          className="h-auto w-full min-w-[600px] shrink-0"
        >
          <title id={titleId}>{t('chart.title')}</title>
          {[0.25, 0.5, 0.75, 1].map((f) => (
            <line
              key={f}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top + innerH * (1 - f)}
              y2={PAD.top + innerH * (1 - f)}
              className="stroke-ink-100"
              strokeWidth={1}
            />
          ))}
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={x(i) - barW / 2}
              y={yOrders(d.orders)}
              width={barW}
              height={Math.max(0, PAD.top + innerH - yOrders(d.orders))}
              rx={2}
              className={i === days.length - 1 ? 'fill-lotus-600' : 'fill-lotus-300'}
            />
          ))}
          <path
            d={line.join(' ')}
            fill="none"
            className="stroke-ink-800"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={PAD.top + innerH}
            y2={PAD.top + innerH}
            className="stroke-ink-300"
            strokeWidth={1}
          />
          {days.map((d, i) =>
            i % 5 === (days.length - 1) % 5 ? (
              <text
                key={d.day}
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-ink-500"
                fontSize={12}
              >
                {dayLabel(d.day, lang)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <table className="sr-only">
        <caption>{t('chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{t('chart.ordersColumn')}</th>
            <th scope="col">{t('chart.revenueColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day, lang)}</th>
              <td>{d.orders}</td>
              <td>{money(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
