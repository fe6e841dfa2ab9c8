import type { PaymentResult } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { translateKey } from '../../../i18n/i18n';
import { useMoney } from '../../../lib/format';
import { OrderStatusBadge, PaymentStatusBadge } from '../../orders';
import { useProcessingPoll } from '../hooks/use-processing-poll';
import { codeMessageKey } from '../payment-display';
import type { PayAgainFailure } from '../payment-routes';
import { PayAgainForm } from './pay-again-form';
import { OUTCOME_LOOK } from './payment-badges';

/**
 * What became of a payment (spec section 4's outcomes), with its icon and colour, the message of
 * the gateway's code, the order's number, total and states, and the ways on: the order, the
 * shop, and "pay again" while the order may still be paid. While the gateway has not settled the
 * attempt, the page asks again every few seconds for about half a minute (and offers no second
 * payment meanwhile); the outcome is a polite live region, so the change is announced.
 */
export function PaymentOutcomeView({
  result,
  failure,
}: {
  result: PaymentResult;
  failure?: PayAgainFailure | undefined;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const { outcome, order } = result;
  const look = OUTCOME_LOOK[outcome];
  const message = codeMessageKey(result);
  const poll = useProcessingPoll(outcome === 'PROCESSING');

  return (
    <section
      aria-labelledby="result-title"
      className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-5 py-8 text-center shadow-sm sm:px-8 sm:py-10"
      data-testid="payment-outcome"
      data-outcome={outcome}
    >
      <div aria-live="polite" aria-atomic="true" className="flex flex-col items-center">
        <span className={`grid size-16 place-items-center rounded-full ${look.disc}`}>
          <look.Icon size={36} />
        </span>
        <h1 id="result-title" className="mt-4 text-2xl font-bold tracking-tight text-ink-900">
          {t(`outcome.${outcome}`)}
        </h1>
        <p className="mt-2 max-w-md text-ink-700">
          {t(`outcomeBody.${outcome}`, { number: order.number })}
        </p>
        {message && result.resultCode ? (
          <p className="mt-2 max-w-md text-sm text-ink-600" data-testid="payment-message">
            {t('codeLine', { code: result.resultCode, message: translateKey(t, message) })}
          </p>
        ) : null}
      </div>

      {outcome === 'PROCESSING' && !poll.exhausted ? (
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink-600">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-sky-200 border-t-sky-700"
          />
          {t('result.checking')}
        </p>
      ) : null}
      {poll.exhausted ? (
        <div className="mt-4 flex max-w-md flex-col items-center gap-3">
          <p className="text-sm text-ink-700">{t('result.stillProcessing')}</p>
          <button type="button" className="btn-secondary" onClick={poll.again}>
            {t('result.checkAgain')}
          </button>
        </div>
      ) : null}
      {result.status === 'REFUND_DUE' || result.status === 'REFUNDED' ? (
        <FormAlert tone="info" className="mt-4 max-w-md text-left">
          {result.status === 'REFUND_DUE' ? t('result.refundDue') : t('result.refunded')}
        </FormAlert>
      ) : null}

      <dl className="mt-6 grid w-full max-w-md grid-cols-2 gap-3 rounded-2xl bg-ink-50 p-4 text-left">
        <div>
          <dt className="text-xs text-ink-500">{t('result.number')}</dt>
          <dd className="font-semibold break-all text-ink-900" data-testid="order-number">
            {order.number}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{t('result.total')}</dt>
          <dd className="font-bold text-lotus-800" data-testid="order-total">
            {money(order.grandTotal)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{t('result.gateway')}</dt>
          <dd className="text-sm font-medium text-ink-900">{t(`gateway.${result.gateway}`)}</dd>
        </div>
        {result.transactionNo ? (
          <div>
            <dt className="text-xs text-ink-500">{t('result.transaction')}</dt>
            <dd className="text-sm font-medium break-all text-ink-900">{result.transactionNo}</dd>
          </div>
        ) : null}
        <div className="col-span-2">
          <dt className="sr-only">{t('result.orderStatus')}</dt>
          <dd className="flex flex-wrap gap-1.5">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
          </dd>
        </div>
      </dl>

      {/* While the gateway may still be settling a payment, paying again could pay twice. */}
      {order.canPayAgain && (outcome !== 'PROCESSING' || poll.exhausted) ? (
        <div className="mt-6 flex w-full max-w-md flex-col items-center gap-2">
          <p className="text-sm text-ink-700">{t('payAgain.hint')}</p>
          <PayAgainForm orderId={order.id} failure={failure} centred />
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={`/profile/orders/${order.id}`}
          className={order.canPayAgain ? 'btn-secondary' : 'btn-primary'}
        >
          {t('result.viewOrder')}
        </Link>
        <Link to="/products" className="btn-secondary">
          {t('result.shop')}
        </Link>
      </div>
    </section>
  );
}
