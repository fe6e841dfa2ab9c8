import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { AlertTriangleIcon } from '../../../components/ui/icons';
import { useNotify } from '../../../store/use-notify';
import type { OfferActionData } from '../offer-action';

/**
 * Stops a programme, in place, after asking: the first press opens the question beside the
 * button (focus on "keep it", Escape closes it), only "stop now" posts. A toast says what
 * happened; the list reloads with the new state.
 */
export function StopOfferButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('portal');
  const notify = useNotify();
  const fetcher = useFetcher<OfferActionData>();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const handled = useRef<OfferActionData | undefined>(undefined);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    setAsking(false);
    if (result.ok) notify.success('portal:offers.notify.stopped', { name });
    else if (result.formError) notify.error(result.formError.key, result.formError.values);
  }, [fetcher.state, fetcher.data, notify, name]);

  const close = () => {
    setAsking(false);
    opener.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <div className="relative">
      <button
        ref={opener}
        type="button"
        aria-label={t('offers.stopLabel', { name })}
        aria-expanded={asking}
        disabled={busy}
        onClick={() => setAsking((open) => !open)}
        className="inline-flex h-9 items-center rounded-full border border-red-200 bg-white px-3.5 text-sm font-semibold text-red-700 transition hover:bg-red-50 disabled:opacity-60"
      >
        {busy ? t('offers.stopping') : t('offers.stop')}
      </button>
      {asking ? (
        <div
          role="group"
          aria-labelledby={questionId}
          onKeyDown={onKeyDown}
          className="absolute top-full right-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-red-200 bg-white p-3 text-left shadow-lg"
        >
          <p id={questionId} className="flex gap-2 text-sm leading-6 text-ink-900">
            <AlertTriangleIcon size={18} className="mt-0.5 shrink-0 text-red-600" />
            <span>{t('offers.stopQuestion', { name })}</span>
          </p>
          <fetcher.Form method="post" className="mt-3 flex flex-wrap justify-end gap-2">
            <input type="hidden" name="intent" value="stop" />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="name" value={name} />
            <button
              ref={keep}
              type="button"
              onClick={close}
              className="inline-flex h-9 items-center rounded-full border border-ink-200 bg-white px-3.5 text-sm font-semibold text-ink-900 hover:border-ink-300"
            >
              {t('offers.stopCancel')}
            </button>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex h-9 items-center rounded-full bg-red-700 px-3.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {busy ? t('offers.stopping') : t('offers.stopConfirm')}
            </button>
          </fetcher.Form>
        </div>
      ) : null}
    </div>
  );
}
