import { DEFAULT_LANGUAGE, formatVnd, isLanguage, isOnSale } from '@lotus/core';
import { useTranslation } from 'react-i18next';

/**
 * A price in the shopper's language (`1.234.000 ₫` / `₫1,234,000`); below the list price (core's
 * `isOnSale`), what one unit costs now leads and the list price is struck through beside it.
 */
export function ProductPrice({
  price,
  currentPrice,
  size = 'md',
  stacked = false,
}: {
  price: number;
  /** What one unit costs now (a list item's `currentPrice`); the list price when absent. */
  currentPrice?: number | null | undefined;
  size?: 'md' | 'lg';
  /** The original price on its own line (narrow cards), so prices line up across a row. */
  stacked?: boolean;
}) {
  const { t, i18n } = useTranslation('catalog');
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const onSale = isOnSale(price, currentPrice);
  const main = size === 'lg' ? 'text-2xl' : 'text-base';
  return (
    <p className={stacked ? 'flex flex-col' : 'flex flex-wrap items-baseline gap-x-2 gap-y-0.5'}>
      {onSale ? (
        <>
          <span className="sr-only">{t('card.salePrice')}:</span>
          <span className={`${main} font-bold text-lotus-700`} data-testid="price-current">
            {formatVnd(currentPrice!, lang)}
          </span>
          <span className="sr-only">{t('card.originalPrice')}:</span>
          <s className="text-sm text-ink-500" data-testid="price-original">
            {formatVnd(price, lang)}
          </s>
        </>
      ) : (
        <>
          <span className="sr-only">{t('card.price')}:</span>
          <span className={`${main} font-bold text-ink-900`} data-testid="price-current">
            {formatVnd(price, lang)}
          </span>
        </>
      )}
    </p>
  );
}
