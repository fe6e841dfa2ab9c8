import type { OfferState } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../../i18n/i18n';

const TONES: Record<OfferState, string> = {
  SCHEDULED: 'bg-sky-50 text-sky-900 ring-sky-200',
  RUNNING: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ENDED: 'bg-ink-100 text-ink-700 ring-ink-200',
  STOPPED: 'bg-red-50 text-red-800 ring-red-200',
};

/** Where a programme stands: scheduled, running, ended or stopped. */
export function OfferStateBadge({ state }: { state: OfferState }) {
  const { t } = useTranslation('portal');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${TONES[state]}`}
    >
      {state === 'RUNNING' ? (
        <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
      ) : null}
      {translateKey(t, `offers.state.${state}`)}
    </span>
  );
}

/** Whether a programme may still change or stop (it has not ended nor been stopped). */
export function isOpenOffer(state: OfferState): boolean {
  return state === 'SCHEDULED' || state === 'RUNNING';
}
