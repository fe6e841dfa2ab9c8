import type { PaymentAttempt, PaymentAttemptStatus } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../../i18n/i18n';
import { useDateTime, useMoney } from '../../../lib/format';
import { codeMessageKey } from '../payment-display';
import { AttemptStatusBadge, PaymentOutcomeBadge } from './payment-badges';

/** The statuses that say more than the outcome does (paid reads as success, waiting as processing). */
const TELLING: readonly PaymentAttemptStatus[] = ['EXPIRED', 'REFUND_DUE', 'REFUNDED'];

/**
 * An order's payment attempts through a gateway, newest first: when, which gateway, how much,
 * the outcome with the gateway's code and its message, the transaction number once paid, and
 * money owed back or given back.
 */
export function PaymentAttemptList({ attempts }: { attempts: readonly PaymentAttempt[] }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const date = useDateTime();
  return (
    <ul className="divide-y divide-ink-100" data-testid="payment-attempts">
      {attempts.map((attempt) => {
        const message = codeMessageKey(attempt);
        return (
          <li
            key={attempt.id}
            className="py-3 first:pt-0 last:pb-0"
            data-testid="payment-attempt"
            data-status={attempt.status}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-sm font-medium text-ink-900">
                  {t(`gateway.${attempt.gateway}`)} · {money(attempt.amount)}
                </p>
                <p className="text-xs text-ink-500">
                  <time dateTime={attempt.createdAt}>{date(attempt.createdAt)}</time>
                </p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                <PaymentOutcomeBadge outcome={attempt.outcome} />
                {TELLING.includes(attempt.status) ? (
                  <AttemptStatusBadge status={attempt.status} />
                ) : null}
              </div>
            </div>
            {message && attempt.resultCode ? (
              <p className="mt-1 text-xs text-ink-700">
                {t('codeLine', { code: attempt.resultCode, message: translateKey(t, message) })}
              </p>
            ) : null}
            {attempt.transactionNo ? (
              <p className="mt-0.5 text-xs text-ink-500">
                {t('attempts.transaction', { number: attempt.transactionNo })}
              </p>
            ) : null}
            {attempt.refundedAt ? (
              <p className="mt-1 text-xs text-ink-700">
                {t('attempts.refundedAt', { date: date(attempt.refundedAt) })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
