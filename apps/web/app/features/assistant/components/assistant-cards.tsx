import { COLOURS, formatVnd, isLanguage, type AssistantCard, type ProductCard } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { LotusMark } from '../../../components/ui/icons';
import { cartLineAdded } from '../../../store/cart-slice';
import { useAppDispatch } from '../../../store/store';
import { useNotify } from '../../../store/use-notify';
import { CART_LINES_ROUTE } from '../../cart';

const linkStyle =
  'inline-flex items-center rounded-md text-sm font-semibold text-lotus-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:outline-none';

function useLang() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'vi';
}

/** A product as the assistant shows it: the shop's price now, stock, and add to cart. */
function ProductTile({ card, signedIn }: { card: ProductCard; signedIn: boolean }) {
  const { t } = useTranslation('assistant');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const adding = useFetcher<{ ok: boolean; message?: string }>();
  const told = useRef<unknown>(undefined);
  useEffect(() => {
    if (adding.state !== 'idle' || !adding.data || told.current === adding.data) return;
    told.current = adding.data;
    if (adding.data.ok) notify.success('catalog:notify.AddProductSuccess');
    else if (adding.data.message) notify.warning(adding.data.message);
  }, [adding.state, adding.data, notify]);
  const variant = card.variant;
  const canAdd = variant !== null && variant.stock > 0;
  const option = variant
    ? [variant.colour ? COLOURS[variant.colour][lang] : null, variant.size]
        .filter(Boolean)
        .join(' · ')
    : '';
  const add = () => {
    if (!variant) return;
    if (signedIn) {
      void adding.submit(
        { intent: 'add', infoId: variant.id, quantity: 1 },
        { method: 'post', action: CART_LINES_ROUTE },
      );
      return;
    }
    dispatch(cartLineAdded({ infoId: variant.id, quantity: 1, isOrder: false }));
    notify.success('catalog:notify.AddProductSuccess');
  };
  return (
    <article
      className="flex gap-3 rounded-xl border border-ink-100 bg-white p-2.5 shadow-sm"
      data-testid="assistant-product"
    >
      <Link
        to={`/products/${card.slug}`}
        className="size-20 shrink-0 overflow-hidden rounded-lg bg-ink-50"
        tabIndex={-1}
        aria-hidden="true"
      >
        {card.image ? (
          <img
            src={card.image.url}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <span className="grid size-full place-items-center text-lotus-200">
            <LotusMark size={32} />
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/products/${card.slug}`}
          className="line-clamp-2 text-sm leading-snug font-semibold text-ink-900 hover:text-lotus-800 focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:outline-none"
        >
          {card.name}
        </Link>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-bold text-lotus-800">{formatVnd(card.currentPrice, lang)}</span>
          {card.currentPrice < card.price ? (
            <s className="text-xs text-ink-500">{formatVnd(card.price, lang)}</s>
          ) : null}
          {card.discountPercent > 0 ? (
            <span className="rounded bg-lotus-50 px-1 text-xs font-semibold text-lotus-800">
              -{card.discountPercent}%
            </span>
          ) : null}
        </p>
        <p className="text-xs text-ink-600">
          {option ? <span>{t('card.variant', { value: option })} · </span> : null}
          {canAdd ? (
            <span className="text-emerald-700">{t('card.stock', { count: variant.stock })}</span>
          ) : (
            <span className="font-semibold text-red-700">{t('card.soldOut')}</span>
          )}
        </p>
        {card.specifications.length > 0 ? (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-ink-700">
            {card.specifications.slice(0, 6).map((spec) => (
              <div key={spec.name} className="contents">
                <dt className="text-ink-500">{spec.name}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto pt-1">
          <button
            type="button"
            onClick={add}
            disabled={!canAdd || adding.state !== 'idle'}
            className="inline-flex h-8 items-center rounded-full bg-lotus-700 px-3 text-xs font-semibold text-white hover:bg-lotus-800 focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-ink-300"
          >
            {t('card.addToCart')}
            <span className="sr-only">: {card.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}

const panel = 'rounded-xl border border-ink-100 bg-white p-3 text-sm shadow-sm';

/** One card of an answer, drawn from what the server read from the database. */
export function AssistantCardView({
  card,
  signedIn,
  onContact,
}: {
  card: AssistantCard;
  signedIn: boolean;
  onContact?: () => void;
}) {
  const { t } = useTranslation('assistant');
  const lang = useLang();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', {
      dateStyle: 'medium',
      timeZone: 'Asia/Ho_Chi_Minh',
    }).format(new Date(iso));
  switch (card.kind) {
    case 'product':
      return <ProductTile card={card} signedIn={signedIn} />;
    case 'order':
      return (
        <article className={panel} data-testid="assistant-order">
          <p className="font-semibold text-ink-900">{t('card.order', { number: card.number })}</p>
          <p className="text-ink-600">
            {date(card.createdAt)} · {t('card.orderItems', { count: card.itemQuantity })} ·{' '}
            <span className="font-semibold text-ink-900">{formatVnd(card.grandTotal, lang)}</span>
          </p>
          <p className="mt-1">
            <span className="rounded-full bg-lotus-50 px-2 py-0.5 text-xs font-semibold text-lotus-800">
              {t(`status.${card.status}`)}
            </span>
          </p>
          <Link to={`/profile/orders/${card.id}`} className={`${linkStyle} mt-2`}>
            {t('card.orderOpen')}
          </Link>
        </article>
      );
    case 'policy':
    case 'faq':
      return (
        <article className={panel}>
          <p className="font-semibold text-ink-900">
            {card.kind === 'policy' ? card.title : card.question}
          </p>
          <p className="mt-1 text-ink-700">{card.excerpt}</p>
          <Link to={card.href} className={`${linkStyle} mt-2`}>
            {card.kind === 'policy' ? t('card.readPolicy') : t('card.readFaq')}
          </Link>
        </article>
      );
    case 'deal':
      return (
        <article className={panel}>
          <p className="text-xs font-semibold tracking-wide text-lotus-700 uppercase">
            {card.dealKind === 'voucher'
              ? t('card.voucher')
              : card.dealKind === 'flash-sale'
                ? t('card.flashSale')
                : t('card.promotion')}
          </p>
          <p className="font-semibold text-ink-900">{card.title}</p>
          {card.description ? <p className="text-ink-700">{card.description}</p> : null}
          <p className="mt-1 text-xs text-ink-600">
            {card.code ? (
              <span className="mr-2 rounded border border-dashed border-lotus-400 px-1.5 py-0.5 font-mono font-semibold text-lotus-800">
                {t('card.code', { code: card.code })}
              </span>
            ) : null}
            {t('card.until', { date: date(card.endsAt) })}
          </p>
        </article>
      );
    case 'referral':
      return (
        <article className={panel}>
          <p className="text-ink-600">{t('card.referralCode')}</p>
          <p className="font-mono text-lg font-bold text-lotus-800">{card.code}</p>
          <p className="text-ink-600">
            {t('card.balance')}:{' '}
            <span className="font-semibold text-ink-900">{formatVnd(card.balance, lang)}</span>
          </p>
          <Link to={card.href} className={`${linkStyle} mt-2`}>
            {t('card.openReferral')}
          </Link>
        </article>
      );
    case 'contact':
      return (
        <article className={`${panel} bg-lotus-50`}>
          <p className="text-ink-700">{t('card.contactHint')}</p>
          <Link
            to={card.href}
            onClick={onContact}
            className="mt-2 inline-flex h-9 items-center rounded-full bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-700 focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('card.contact')}
          </Link>
        </article>
      );
    case 'login':
      return (
        <Link
          to={card.href}
          onClick={onContact}
          className="inline-flex h-9 w-fit items-center rounded-full bg-lotus-700 px-4 text-sm font-semibold text-white hover:bg-lotus-800 focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('card.login')}
        </Link>
      );
  }
}
