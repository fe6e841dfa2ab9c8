import type { InstallmentPlan, OrderInstallment } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format';
import { schemeName } from './installment-plan-picker';

/**
 * An installment plan in a few lines (decision 044): bank, scheme and term; the monthly
 * payment; the fee and the total cost. For the checkout's confirmation and the order pages.
 */
export function InstallmentPlanSummary({
  plan,
  className = '',
}: {
  plan: InstallmentPlan | OrderInstallment;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  return (
    <span className={`block text-sm ${className}`} data-testid="installment-plan">
      <span className="block font-semibold text-ink-900">
        {t('installment.plan', {
          bank: plan.bankName,
          scheme: schemeName(plan.scheme),
          months: plan.months,
        })}
      </span>
      <span className="block text-ink-700">
        {t('installment.monthly')}:{' '}
        <strong className="text-lotus-800">
          {t('installment.perMonth', { amount: money(plan.monthly) })}
        </strong>
        {plan.lastMonth !== plan.monthly
          ? ` · ${t('installment.lastMonth', { amount: money(plan.lastMonth) })}`
          : ''}
      </span>
      <span className="block text-ink-700">
        {t('installment.feeLabel')}: {money(plan.fee)} · {t('installment.total')}:{' '}
        <strong className="text-ink-900">{money(plan.total)}</strong>
      </span>
    </span>
  );
}
