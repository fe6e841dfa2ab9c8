import type { SavedCard } from '@lotus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { AlertTriangleIcon } from '../../../components/ui/icons';
import { CARDS_ROUTE } from '../payment-routes';
import { CardLabel } from './card-label';

/**
 * The checkout's choice of saved card for THEGHINO (the form's `cardId`); with none saved, the
 * way to link one (the cards tab) instead.
 */
export function SavedCardPicker({
  cards,
  value,
  onChange,
  error,
}: {
  cards: readonly SavedCard[];
  value: string | null;
  onChange: (id: string) => void;
  /** Already translated. */
  error?: string | undefined;
}) {
  const { t } = useTranslation('payments');
  const id = useId();
  if (cards.length === 0) {
    return (
      <FormAlert tone="info" className="mt-3">
        <p>{t('picker.none')}</p>
        <Link to={CARDS_ROUTE} className="mt-1 inline-block font-semibold underline">
          {t('picker.link')}
        </Link>
      </FormAlert>
    );
  }
  return (
    <fieldset className="mt-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink-900">{t('picker.legend')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {cards.map((card) => (
          <label
            key={card.id}
            className={`flex cursor-pointer items-center gap-3 rounded-2xl border p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-lotus-600 ${
              value === card.id
                ? 'border-lotus-600 bg-lotus-50/50 ring-1 ring-lotus-600'
                : 'border-ink-200 hover:border-lotus-300'
            }`}
          >
            <input
              type="radio"
              name="cardId"
              value={card.id}
              checked={value === card.id}
              onChange={() => onChange(card.id)}
              className="size-4 shrink-0 accent-lotus-700"
            />
            <CardLabel card={card} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
      <Link
        to={CARDS_ROUTE}
        className="mt-2 inline-block text-sm font-medium text-lotus-700 hover:underline"
      >
        {t('picker.manage')}
      </Link>
    </fieldset>
  );
}
