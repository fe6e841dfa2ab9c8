import { TRACKING_MAX_DAYS, type TrackingSummary } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { formatNumber } from '../../../i18n/i18n';
import { usePageLanguage } from '../../../lib/format';
import { DataTable, type Column } from '../../portal-kit';

/** A path as people read it: `/products/%C3%A1o` → `/products/áo` (kept as is when malformed). */
function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** `2026-11-23` → `23/11`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * The admins' page views: a range form (Vietnamese days), the totals, a bar per day (plain
 * HTML: each bar's height is its share of the busiest day, and its numbers are in the text for
 * screen readers) and the most viewed pages with their share.
 */
export function TrackingSummaryView({ summary }: { summary: TrackingSummary }) {
  const { t } = useTranslation('tracking');
  const lang = usePageLanguage();
  const number = { format: (n: number) => formatNumber(lang, n) };
  const busiest = Math.max(1, ...summary.days.map((d) => d.views));
  const labelled = new Set([0, Math.floor(summary.days.length / 2), summary.days.length - 1]);
  const pageColumns: Column<TrackingSummary['pages'][number]>[] = [
    {
      key: 'page',
      header: t('page'),
      className: 'break-words',
      sortValue: (page) => page.path,
      cell: (page) => <code className="text-[13px]">{readablePath(page.path)}</code>,
    },
    {
      key: 'views',
      header: t('views'),
      align: 'end',
      className: 'font-semibold tabular-nums',
      sortValue: (page) => page.views,
      cell: (page) => number.format(page.views),
    },
    {
      key: 'share',
      header: t('share'),
      className: 'w-40',
      cell: (page) => (
        <span className="block h-2 rounded-full bg-ink-100" aria-hidden="true">
          <span
            className="block h-2 rounded-full bg-lotus-500"
            style={{ width: `${(page.views / Math.max(1, summary.total)) * 100}%` }}
          />
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <Form
        method="get"
        aria-label={t('range.label')}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-ink-100 bg-white p-4"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-ink-700">
          {t('range.from')}
          <input
            type="date"
            name="from"
            defaultValue={summary.from}
            max={summary.to}
            className="h-10 rounded-xl border border-ink-200 px-3 text-ink-900"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink-700">
          {t('range.to')}
          <input
            type="date"
            name="to"
            defaultValue={summary.to}
            className="h-10 rounded-xl border border-ink-200 px-3 text-ink-900"
          />
        </label>
        <button type="submit" className="btn-primary h-10">
          {t('range.apply')}
        </button>
        <p className="w-full text-xs text-ink-500">
          {t('range.maxDays', { maxDays: TRACKING_MAX_DAYS })}
        </p>
      </Form>

      <div className="flex flex-wrap gap-x-6 gap-y-1" aria-live="polite">
        <p className="text-2xl font-bold tracking-tight text-ink-900" data-testid="tracking-total">
          {t('total', { count: summary.total })}
        </p>
        <p className="self-end text-sm text-ink-600">
          {t('signedIn', { count: summary.signedIn })}
        </p>
      </div>

      <section aria-labelledby="per-day" className="rounded-2xl border border-ink-100 bg-white p-4">
        <h3 id="per-day" className="font-semibold text-ink-900">
          {t('perDay')}
        </h3>
        <ol
          aria-label={t('perDayChart', {
            from: shortDay(summary.from),
            to: shortDay(summary.to),
          })}
          className="mt-4 flex h-44 items-end gap-px sm:gap-1"
        >
          {summary.days.map(({ day, views }, index) => (
            <li
              key={day}
              title={t('dayViews', { day: shortDay(day), count: views })}
              className="relative flex h-full min-w-0 flex-1 flex-col justify-end"
            >
              <span className="sr-only">{t('dayViews', { day: shortDay(day), count: views })}</span>
              <span
                aria-hidden="true"
                className={`block w-full rounded-t ${views > 0 ? 'bg-lotus-600' : 'bg-ink-100'}`}
                style={{ height: `${Math.max(2, (views / busiest) * 100)}%` }}
              />
              {labelled.has(index) ? (
                <span
                  aria-hidden="true"
                  className={`absolute -bottom-5 text-[11px] whitespace-nowrap text-ink-500 ${
                    index === 0
                      ? 'left-0'
                      : index === summary.days.length - 1
                        ? 'right-0'
                        : 'left-1/2 -translate-x-1/2'
                  }`}
                >
                  {shortDay(day)}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        <div className="h-5" />
      </section>

      <section
        aria-labelledby="top-pages"
        className="rounded-2xl border border-ink-100 bg-white p-4"
      >
        <h3 id="top-pages" className="font-semibold text-ink-900">
          {t('topPages')}
        </h3>
        <div className="mt-3">
          <DataTable
            caption={t('topPagesTable')}
            columns={pageColumns}
            rows={summary.pages}
            rowKey={(page) => page.path}
            empty={t('empty')}
          />
        </div>
      </section>
    </div>
  );
}
