import type { InstallmentPlans } from '@lotus/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../lib/format';
import { useJsonResource } from '../../../lib/use-json-resource';
import { installmentPlansPath } from '../api/installment-api';
import { type InstallmentPick, InstallmentPlanPicker, settlePick } from './installment-plan-picker';

/**
 * The product page's installment plans (decision 044), in a modal dialog loaded only when the
 * shopper opens it: every bank, card scheme and term for the price, each with its monthly
 * payment, fee and total. Closed by its button, Escape or a click outside.
 */
export default function InstallmentPlansDialog({
  amount,
  onClose,
}: {
  amount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const ref = useRef<HTMLDialogElement>(null);
  const { data, failed } = useJsonResource<InstallmentPlans | null>(installmentPlansPath(amount));
  const [pick, setPick] = useState<Partial<InstallmentPick>>({});
  const plans = data?.plans ?? [];
  const value = settlePick(plans, pick);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="installment-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
      className="m-auto w-[min(100%-1.5rem,40rem)] rounded-3xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/50"
    >
      <div className="flex max-h-[85vh] flex-col">
        <header className="flex items-start justify-between gap-3 border-b border-ink-100 p-5">
          <div>
            <h2 id="installment-title" className="text-lg font-bold">
              {t('installment.title')}
            </h2>
            <p className="mt-0.5 text-sm text-ink-600">
              {t('installment.priceOf', { amount: money(amount) })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="rounded-full p-2 text-ink-600 hover:bg-ink-50"
            aria-label={t('installment.close')}
          >
            <CloseIcon size={20} />
          </button>
        </header>
        <div className="overflow-y-auto p-5">
          {data ? (
            <>
              <p className="mb-4 text-sm text-ink-700">
                {t('installment.intro', { minimum: money(data.minimum) })}
              </p>
              {value ? (
                <InstallmentPlanPicker plans={plans} value={value} onChange={setPick} />
              ) : (
                <p className="text-sm text-ink-700">
                  {data.eligible
                    ? t('installment.none')
                    : t('installment.notEligible', { minimum: money(data.minimum) })}
                </p>
              )}
              <p className="mt-4 text-xs text-ink-600">{t('installment.checkoutNote')}</p>
            </>
          ) : (
            <p className="text-sm text-ink-700" role="status">
              {failed ? t('installment.failed') : t('installment.loading')}
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
