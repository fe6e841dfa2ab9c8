import { PAYMENT_REDIRECT_SECONDS, type PaymentResult } from '@lotus/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLinkIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { CreditCardIcon } from '../../../components/ui/shop-icons';
import { useMoney } from '../../../lib/format';
import { markSent, useRedirectCountdown } from '../hooks/use-redirect-countdown';

/**
 * The spec's "redirect to the payment provider with a countdown in seconds": the order, the
 * amount and the gateway, then the gateway's page after PAYMENT_REDIRECT_SECONDS. "Pay now" goes
 * at once (a plain link: it works before the page's script runs); the countdown can be stopped.
 * A screen reader hears it once ("in 5 seconds"), then when it goes or stops, not every second;
 * without JavaScript a refresh in `<noscript>` does the same. Coming back from the gateway with
 * the back button does not count down again.
 */
export function PaymentRedirectView({ attempt, href }: { attempt: PaymentResult; href: string }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const gateway = t(`gateway.${attempt.gateway}`);
  const { left, started, stopped, stop } = useRedirectCountdown(
    href,
    PAYMENT_REDIRECT_SECONDS,
    attempt.id,
  );
  const payNow = useRef<HTMLAnchorElement>(null);
  const going = !stopped && left === 0;
  const spoken = stopped
    ? t('redirect.stopped')
    : going
      ? t('redirect.going', { gateway })
      : started
        ? t('redirect.announce', { gateway, seconds: PAYMENT_REDIRECT_SECONDS })
        : '';

  return (
    <section
      aria-labelledby="pay-title"
      className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-5 py-8 text-center shadow-sm sm:px-8 sm:py-10"
      data-testid="payment-redirect"
    >
      <noscript>
        <meta httpEquiv="refresh" content={`${PAYMENT_REDIRECT_SECONDS};url=${href}`} />
      </noscript>
      <span className="grid size-16 place-items-center rounded-full bg-lotus-50 text-lotus-700">
        <CreditCardIcon size={32} />
      </span>
      <h1 id="pay-title" className="mt-4 text-2xl font-bold tracking-tight text-ink-900">
        {t('redirect.title')}
      </h1>
      <p className="mt-2 max-w-md text-ink-700">
        {t('redirect.lead', {
          number: attempt.order.number,
          amount: money(attempt.amount),
          gateway,
        })}
      </p>

      <dl className="mt-6 grid w-full max-w-md grid-cols-2 gap-3 rounded-2xl bg-ink-50 p-4 text-left sm:grid-cols-3">
        <div>
          <dt className="text-xs text-ink-500">{t('redirect.number')}</dt>
          <dd className="font-semibold break-all text-ink-900" data-testid="order-number">
            {attempt.order.number}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{t('redirect.amount')}</dt>
          <dd className="font-bold text-lotus-800" data-testid="payment-amount">
            {money(attempt.amount)}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-ink-500">{t('redirect.gateway')}</dt>
          <dd className="font-semibold text-ink-900">{gateway}</dd>
        </div>
      </dl>

      <div className="mt-6 flex flex-col items-center gap-2">
        <span
          aria-hidden="true"
          className={`grid size-16 place-items-center rounded-full border-4 text-2xl font-bold tabular-nums ${
            stopped ? 'border-ink-200 text-ink-500' : 'border-lotus-200 text-lotus-800'
          }`}
        >
          {left}
        </span>
        {/* A timer is read on demand, never announced by itself; the status below speaks. */}
        <p role="timer" aria-atomic="true" className="text-sm text-ink-700">
          {stopped
            ? t('redirect.stopped')
            : going
              ? t('redirect.going', { gateway })
              : t('redirect.countdown', { seconds: left })}
        </p>
        <p role="status" className="sr-only">
          {spoken}
        </p>
      </div>

      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <a
          ref={payNow}
          href={href}
          className="btn-primary h-12 px-8 text-base"
          data-testid="pay-now"
          onClick={() => markSent(attempt.id)}
        >
          {t('redirect.goNow')}
          <ExternalLinkIcon size={18} />
        </a>
        {started && !stopped && !going ? (
          <button
            type="button"
            className="btn-secondary h-12"
            onClick={() => {
              stop();
              // The button goes with the countdown: keyboard focus moves on to "pay now".
              payNow.current?.focus();
            }}
          >
            {t('redirect.stay')}
          </button>
        ) : null}
      </div>

      <p className="mt-6 flex max-w-md items-start gap-2 text-left text-xs text-ink-600">
        <ShieldCheckIcon size={16} className="mt-0.5 shrink-0 text-emerald-700" />
        {t('redirect.safe')}
      </p>
      <Link
        to={`/profile/orders/${attempt.order.id}`}
        className="mt-4 text-sm font-medium text-lotus-700 hover:underline"
      >
        {t('redirect.viewOrder')}
      </Link>
    </section>
  );
}
