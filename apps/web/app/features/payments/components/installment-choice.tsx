import type { InstallmentPlans } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { useMoney } from '../../../lib/format';
import { type InstallmentPick, InstallmentPlanPicker } from './installment-plan-picker';

/**
 * The checkout's installment step (decision 044): the plans of the order's total as the server
 * priced them, to pick a bank, scheme and term (the form's `installmentBank`, `…Scheme`,
 * `…Months`); under the shop's minimum, why not.
 */
export function InstallmentChoice({
  plans,
  failed,
  value,
  onChange,
}: {
  /** The plans of the order's total; null while they come. */
  plans: InstallmentPlans | null;
  failed: boolean;
  value: InstallmentPick | null;
  onChange: (pick: InstallmentPick) => void;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  if (!plans) {
    return failed ? (
      <FormAlert tone="error" className="mt-4">
        <p>{t('installment.failed')}</p>
      </FormAlert>
    ) : (
      <p className="mt-4 text-sm text-ink-600" role="status">
        {t('installment.loading')}
      </p>
    );
  }
  if (!value) {
    return (
      <FormAlert tone="info" className="mt-4">
        <p>
          {plans.eligible
            ? t('installment.none')
            : t('installment.notEligible', { minimum: money(plans.minimum) })}
        </p>
      </FormAlert>
    );
  }
  return (
    <div className="mt-4 rounded-2xl border border-ink-100 p-4" data-testid="installment-choice">
      <InstallmentPlanPicker
        plans={plans.plans}
        value={value}
        onChange={onChange}
        name="installment"
      />
    </div>
  );
}
