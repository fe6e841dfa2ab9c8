import type { SavedCard } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { CreditCardIcon } from '../../../components/ui/shop-icons';
import { groupedCardNumber, lastFour } from '../payment-display';

/**
 * A saved card as the shopper recognises it: the brand, the kept digits in groups of four and
 * the expiry. A screen reader hears "VISA card ending in 2198" rather than a row of dots.
 */
export function CardLabel({ card }: { card: SavedCard }) {
  const { t } = useTranslation('payments');
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span className="grid h-9 w-12 shrink-0 place-items-center rounded-lg bg-ink-900 text-white">
        <CreditCardIcon size={20} />
      </span>
      <span className="min-w-0">
        <span className="sr-only">
          {t('cards.endingIn', { brand: card.brand, last: lastFour(card.maskedNumber) })}
        </span>
        <span aria-hidden="true" className="block font-semibold break-words text-ink-900">
          {card.brand}
        </span>
        <span aria-hidden="true" className="block font-mono text-sm whitespace-nowrap text-ink-800">
          {groupedCardNumber(card.maskedNumber)}
        </span>
        <span className="block text-sm text-ink-600">
          {t('cards.expiry', { expiry: card.expiry })}
        </span>
      </span>
    </span>
  );
}
