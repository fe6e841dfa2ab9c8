import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertTriangleIcon, ArrowRightIcon, BagIcon } from '../../../components/ui/icons';
import { lineAdjustments } from '../adjustment-rows';
import type { DisplayCart } from '../cart-display';
import { CartLineItem } from './cart-line-item';
import { GiftLineItem, type GiftProducts } from './line-offers';
import { FreeShippingProgress, PriceSummary } from './price-summary';

/** The empty cart: a word and the way back to the shop. */
export function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <div
      className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-16 text-center shadow-sm"
      data-testid="cart-empty"
    >
      <span className="grid size-20 place-items-center rounded-full bg-lotus-50 text-lotus-700">
        <BagIcon size={36} />
      </span>
      <h2 className="mt-5 text-xl font-bold text-ink-900">{t('empty.title')}</h2>
      <p className="mt-2 max-w-md text-ink-600">{t('empty.body')}</p>
      <Link to="/products" className="btn-primary mt-6">
        {t('empty.shop')}
        <ArrowRightIcon size={18} />
      </Link>
    </div>
  );
}

/**
 * The cart's lines (each with the programmes that priced it, then the promotion's gifts) beside
 * its summary (free-shipping progress, the engine's figures with each discount on its row, the
 * way to checkout). Checkout waits while a line is flagged.
 */
export function CartContents({
  cart,
  giftProducts = {},
  onQuantity,
  onRemove,
  checkout,
  updating,
}: {
  cart: DisplayCart;
  /** The gifts' products (names, pictures), by product id. */
  giftProducts?: GiftProducts | undefined;
  onQuantity: (infoId: string, quantity: number) => void;
  onRemove: (infoId: string) => void;
  checkout: { href: string; label: string };
  updating: boolean;
}) {
  const { t } = useTranslation('cart');
  const { lines, gifts, pricing, names, canOrder } = cart;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="cart-lines"
        className="rounded-3xl border border-ink-100 bg-white px-4 py-2 shadow-sm sm:px-6"
      >
        <h2 id="cart-lines" className="sr-only">
          {t('count', { count: lines.length })}
        </h2>
        <ul className="divide-y divide-ink-100">
          {lines.map((line) => (
            <CartLineItem
              key={line.infoId}
              line={line}
              adjustments={lineAdjustments(pricing.adjustments, line.infoId)}
              names={names}
              onQuantity={(quantity) => onQuantity(line.infoId, quantity)}
              onRemove={() => onRemove(line.infoId)}
            />
          ))}
          {gifts.map((gift) => (
            <GiftLineItem
              key={`gift-${gift.infoId}`}
              line={gift}
              product={giftProducts[gift.productId]}
              promotion={gift.giftOf ? names[gift.giftOf] : undefined}
            />
          ))}
        </ul>
      </section>

      <aside
        aria-label={t('summary.title')}
        className="flex flex-col gap-4 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm lg:sticky lg:top-24"
      >
        <FreeShippingProgress freeShipping={pricing.freeShipping} />
        <PriceSummary
          title={t('summary.title')}
          figures={{
            itemsTotal: pricing.itemsTotal,
            subtotal: pricing.subtotal,
            adjustments: pricing.adjustments,
            names,
            shipping: null,
            grandTotal: pricing.grandTotal,
          }}
        />
        <p className="sr-only" aria-live="polite">
          {updating ? t('updating') : ''}
        </p>
        {!canOrder && lines.length > 0 ? (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
            {t('blocked')}
          </p>
        ) : null}
        {canOrder ? (
          <Link to={checkout.href} className="btn-primary h-12 w-full text-base">
            {checkout.label}
            <ArrowRightIcon size={18} />
          </Link>
        ) : (
          <span
            aria-disabled="true"
            className="btn-primary h-12 w-full cursor-not-allowed bg-ink-300 text-base hover:bg-ink-300"
          >
            {checkout.label}
          </span>
        )}
        <Link
          to="/products"
          className="text-center text-sm font-medium text-lotus-700 underline-offset-4 hover:underline"
        >
          {t('continue')}
        </Link>
      </aside>
    </div>
  );
}
