import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useActionToast } from '../hooks/use-action-toast';
import { ConfirmButton } from './confirm-button';
import type { OfferActionData } from '../offer-action';

/**
 * Stops a programme, in place, after asking (the kit's confirm dialog: focus on "keep it",
 * Escape closes it), only "stop now" posts. A toast says what happened; the list reloads with
 * the new state.
 */
export function StopOfferButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('portal');
  const fetcher = useFetcher<OfferActionData>();
  const busy = fetcher.state !== 'idle';
  useActionToast(
    fetcher.data,
    (result) =>
      result.ok
        ? { type: 'success', message: 'portal:offers.notify.stopped', values: { name } }
        : result.formError
          ? { type: 'error', message: result.formError.key, values: result.formError.values }
          : null,
    fetcher.state,
  );
  return (
    <ConfirmButton
      label={t('offers.stopLabel', { name })}
      title={t('offers.stopQuestion', { name })}
      confirmLabel={t('offers.stopConfirm')}
      cancelLabel={t('offers.stopCancel')}
      fields={{ intent: 'stop', id, name }}
      fetcher={fetcher}
      tone="danger"
      disabled={busy}
      className="inline-flex h-9 items-center rounded-full border border-red-200 bg-white px-3.5 text-sm font-semibold text-red-700 transition hover:bg-red-50 disabled:opacity-60"
    >
      {busy ? t('offers.stopping') : t('offers.stop')}
    </ConfirmButton>
  );
}
