import type { Voucher } from '@lotus/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TicketIcon } from '../../../components/ui/shop-icons';
import { useDateTime, useMoney } from '../../../lib/format';
import { voucherValue } from '../voucher-display';

/**
 * A voucher drawn as a ticket: its figure on the stub, then its name, what it gives and needs,
 * its code, validity and uses left; `badge` (its state in a wallet) and `action` (save, use) as
 * the page gives them. `muted` greys the stub of a voucher that can no longer be used (the words
 * keep their contrast).
 */
export function VoucherCard({
  voucher,
  startsLater = false,
  badge,
  action,
  muted = false,
  extra,
}: {
  voucher: Voucher;
  /** Not started yet: its start is shown. */
  startsLater?: boolean;
  badge?: ReactNode;
  action?: ReactNode;
  muted?: boolean;
  /** More facts under the usual ones (a wallet's uses). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('vouchers');
  const money = useMoney();
  const date = useDateTime('date');
  const value = voucherValue(voucher);
  return (
    <article
      className="flex h-full w-full overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm"
      data-testid="voucher"
      data-code={voucher.code}
    >
      <div
        className={`relative flex w-24 shrink-0 flex-col items-center justify-center gap-1 px-2 py-4 text-center text-white sm:w-28 ${
          muted ? 'bg-ink-500' : 'bg-lotus-700'
        }`}
      >
        <TicketIcon size={22} />
        <span className="text-lg leading-tight font-extrabold break-all sm:text-xl">
          {value.kind === 'percent'
            ? t('card.percent', { value: value.percent })
            : `-${money(value.amount)}`}
        </span>
        {value.kind === 'money' && value.perItem ? (
          <span className="text-xs font-medium text-white/90">{t('card.perItem')}</span>
        ) : null}
        {/* The ticket's notches. */}
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2 size-4 rounded-full border border-ink-100 bg-ink-50"
        />
        <span
          aria-hidden="true"
          className="absolute -right-2 -bottom-2 size-4 rounded-full border border-ink-100 bg-ink-50"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-bold text-ink-900">{voucher.name}</h3>
          {badge}
        </div>
        <p className="text-sm text-ink-700">{voucher.description}</p>
        <ul className="flex flex-col gap-0.5 text-xs text-ink-600">
          <li>
            {t('card.code')}{' '}
            <span className="rounded bg-ink-100 px-1.5 py-0.5 font-mono font-semibold text-ink-900">
              {voucher.code}
            </span>
          </li>
          <li>
            {voucher.minSubtotal > 0
              ? t('card.minSubtotal', { amount: money(voucher.minSubtotal) })
              : t('card.noMinimum')}
            {voucher.maxDiscount !== null && value.kind === 'percent'
              ? ` · ${t('card.maxDiscount', { amount: money(voucher.maxDiscount) })}`
              : ''}
          </li>
          {voucher.restricted ? <li>{t('card.restricted')}</li> : null}
          <li>
            {startsLater
              ? t('card.window', { from: date(voucher.startsAt), to: date(voucher.endsAt) })
              : t('card.endsAt', { date: date(voucher.endsAt) })}
          </li>
          {voucher.usesLeft !== null ? (
            <li>
              {voucher.usesLeft > 0
                ? t('card.usesLeft', { count: voucher.usesLeft })
                : t('card.usedUp')}
            </li>
          ) : null}
          {extra}
        </ul>
        {action ? (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">{action}</div>
        ) : null}
      </div>
    </article>
  );
}
