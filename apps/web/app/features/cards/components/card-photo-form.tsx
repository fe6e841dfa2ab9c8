import type { Card } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { translateKey } from '../../../i18n/i18n';
import { useNotify } from '../../../store/use-notify';
import type { CardActionData } from '../save-card';
import { CardAvatar } from './card-avatar';

/** The card's photo: upload a picture (the server squares and re-encodes it) or remove it. */
export function CardPhotoForm({ card }: { card: Card }) {
  const { t } = useTranslation('cards');
  const fetcher = useFetcher<CardActionData>();
  const notify = useNotify();
  const result = fetcher.data;
  const failure = result && !result.ok ? result : undefined;
  const error = failure?.fieldErrors.photo ?? failure?.formError?.key;
  const told = useRef<CardActionData | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok || told.current === result) return;
    told.current = result;
    notify.success('cards:photo.saved');
  }, [result, notify]);
  const pending = fetcher.state !== 'idle';
  return (
    <section aria-labelledby="card-photo" className="flex flex-col gap-3">
      <h3 id="card-photo" className="text-base font-semibold text-ink-900">
        {t('photo.title')}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <CardAvatar card={card} size="md" />
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          className="flex min-w-0 flex-1 flex-col gap-2"
        >
          <input type="hidden" name="intent" value="photo" />
          <label className="text-sm font-medium text-ink-800">
            {t('photo.choose')}
            <input
              type="file"
              name="photo"
              required
              accept="image/jpeg,image/png,image/webp"
              className="mt-1 block w-full text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-ink-100 file:px-4 file:py-2 file:text-sm file:font-semibold"
            />
          </label>
          <p className="text-xs text-ink-500">{t('photo.hint')}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-secondary h-9 px-4" disabled={pending}>
              {t('photo.upload')}
            </button>
            {card.photoUrl ? (
              <button
                type="submit"
                name="intent"
                value="remove-photo"
                formNoValidate
                className="h-9 rounded-full px-4 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
                disabled={pending}
              >
                {t('photo.remove')}
              </button>
            ) : null}
          </div>
        </fetcher.Form>
      </div>
      {error ? (
        <FormAlert tone="error">{translateKey(t, error, failure?.formError?.values)}</FormAlert>
      ) : null}
    </section>
  );
}
