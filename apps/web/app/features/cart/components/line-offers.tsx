import { adjustmentName, adjustmentText, type CartViewLine, type PricedLine } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GiftIcon, LotusMark, ZapIcon } from '../../../components/ui/icons';
import { useMoney, usePageLanguage } from '../../../lib/format';
import type { ShownAdjustment } from '../adjustment-rows';

/** A gift's product as a cart shows it (its name and picture), by product id. */
export interface GiftProduct {
  productId: string;
  slug: string;
  name: string;
  image: CartViewLine['image'];
}
export type GiftProducts = Readonly<Record<string, GiftProduct>>;

/**
 * The programmes that priced one line, each with its `discountText`: a price rule by its name, the
 * flash sale by its bolt (the summary names the sale); the sale price shows as the struck list
 * price already.
 */
export function LineOfferTags({
  adjustments,
  names = {},
}: {
  adjustments: readonly ShownAdjustment[];
  names?: Readonly<Record<string, string>> | undefined;
}) {
  const { t } = useTranslation('cart');
  const lang = usePageLanguage();
  const shown = adjustments.filter((a) => a.reason === 'PRICE_RULE' || a.reason === 'FLASH_SALE');
  if (shown.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {shown.map((adjustment) => {
        const flash = adjustment.reason === 'FLASH_SALE';
        const name =
          adjustmentName(adjustment.name, lang) ??
          (adjustment.ref ? names[adjustment.ref] : undefined);
        const label = flash || !name ? t(`summary.reason.${adjustment.reason}`) : name;
        return (
          <li
            key={`${adjustment.reason}-${adjustment.ref ?? ''}`}
            className={`inline-flex max-w-full flex-wrap items-center gap-x-1 rounded-md px-1.5 py-0.5 text-xs font-semibold ${
              flash
                ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
                : 'bg-lotus-50 text-lotus-800 ring-1 ring-lotus-200'
            }`}
            data-testid="line-offer"
            data-reason={adjustment.reason}
          >
            {flash ? <ZapIcon size={12} /> : null}
            <span>{label}</span>
            <span className="font-bold whitespace-nowrap">{adjustmentText(adjustment, lang)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A promotion's gift in the cart: its product (when known) at 0 ₫ with its list price struck,
 * and the promotion that gives it. `compact` is the checkout summary's smaller row.
 */
export function GiftLineItem({
  line,
  product,
  promotion,
  compact = false,
}: {
  line: PricedLine;
  product: GiftProduct | undefined;
  /** The promotion's name, when the answer gave it. */
  promotion: string | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const size = compact ? 'size-14' : 'size-20 sm:size-24';
  const name = product?.name ?? promotion ?? t('gift.label');
  return (
    <li
      className={`flex items-center gap-3 ${compact ? 'py-2.5' : 'py-4 sm:gap-4'}`}
      data-testid="gift-line"
      data-info-id={line.infoId}
    >
      <span
        className={`relative grid ${size} shrink-0 place-items-center overflow-hidden rounded-xl bg-emerald-50`}
      >
        {product?.image ? (
          <img
            src={product.image.url}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <LotusMark size={compact ? 22 : 28} className="text-emerald-300" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="inline-flex items-center gap-1 rounded-md bg-emerald-700 px-1.5 py-0.5 text-xs font-semibold text-white">
          <GiftIcon size={12} />
          {t('gift.label')}
        </span>
        <span className="mt-1 block text-sm font-medium text-ink-900">
          {product ? (
            <Link to={`/products/${product.slug}`} className="line-clamp-2 hover:text-lotus-800">
              {name}
            </Link>
          ) : (
            <span className="line-clamp-2">{name}</span>
          )}
        </span>
        {promotion && product ? (
          <span className="block text-xs text-ink-600">{t('gift.from', { name: promotion })}</span>
        ) : null}
        <span className="block text-xs text-ink-600">
          {t('gift.quantity', { count: line.quantity })}
        </span>
      </span>
      <span className="shrink-0 text-right text-sm">
        <span className="sr-only">{t('line.lineTotal')}: </span>
        <span className="block font-bold text-emerald-700">{money(0)}</span>
        {line.listPrice > 0 ? (
          <s className="block text-xs text-ink-400">{money(line.listPrice * line.quantity)}</s>
        ) : null}
      </span>
    </li>
  );
}
