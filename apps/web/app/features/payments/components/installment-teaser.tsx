import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format';

// The dialog and its picker load only when the shopper opens them (the product page's first
// load carries this line alone).
const InstallmentPlansDialog = lazy(() => import('./installment-plans-dialog'));

/**
 * "Trả góp từ 1.083.000 ₫/tháng" under an eligible product's price (decision 044), rendered by
 * the server from the plans of its price; it opens the plans.
 */
export function InstallmentTeaser({ amount, from }: { amount: number; from: number }) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="mt-3 flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-lotus-50 px-3 py-2 text-left text-sm ring-1 ring-lotus-100 hover:bg-lotus-100/60"
      >
        <span className="font-semibold text-ink-900">
          {t('installment.from', { amount: money(from) })}
        </span>
        <span className="font-semibold text-lotus-800 underline underline-offset-2">
          {t('installment.open')}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <InstallmentPlansDialog amount={amount} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
