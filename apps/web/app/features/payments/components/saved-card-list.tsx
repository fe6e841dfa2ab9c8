import type { SavedCard } from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { TrashIcon } from '../../../components/ui/shop-icons';
import { useDateTime } from '../../../lib/format';
import { lastFour } from '../payment-display';
import { CardLabel } from './card-label';

function SavedCardItem({ card }: { card: SavedCard }) {
  const { t } = useTranslation('payments');
  const date = useDateTime('date');
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const removing =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'remove' &&
    navigation.formData.get('id') === card.id;
  const named = { brand: card.brand, last: lastFour(card.maskedNumber) };
  return (
    <li
      className="rounded-2xl border border-ink-100 bg-white p-4 sm:p-5"
      data-testid="saved-card"
      data-card={card.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardLabel card={card} />
          <p className="mt-2 text-xs text-ink-500">
            {t('cards.addedAt', { date: date(card.createdAt) })}
          </p>
        </div>
        {confirming ? null : (
          <button
            type="button"
            className="btn-secondary h-9 px-4 hover:border-red-300 hover:text-red-700"
            aria-label={t('cards.removeNamed', named)}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon size={16} />
            {t('cards.remove')}
          </button>
        )}
      </div>
      {confirming ? (
        <Form
          method="post"
          className="mt-3 flex flex-wrap items-center justify-end gap-2 rounded-xl bg-red-50 px-3 py-2 ring-1 ring-red-200"
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={card.id} />
          <p className="mr-auto text-sm font-medium text-red-900">{t('cards.removeConfirm')}</p>
          <button
            type="button"
            className="btn-secondary h-9 px-4"
            onClick={() => setConfirming(false)}
            disabled={removing}
            autoFocus
          >
            {t('cards.removeNo')}
          </button>
          <button
            type="submit"
            className="btn-primary h-9 bg-red-700 px-4 hover:bg-red-800 disabled:cursor-progress disabled:opacity-80"
            disabled={removing}
          >
            {removing ? t('cards.removing') : t('cards.removeYes')}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

/** The shopper's saved cards, each removable after a confirmation (`intent=remove`, `id`). */
export function SavedCardList({ cards }: { cards: readonly SavedCard[] }) {
  return (
    <ul className="flex flex-col gap-3" data-testid="saved-cards">
      {cards.map((card) => (
        <SavedCardItem key={card.id} card={card} />
      ))}
    </ul>
  );
}
