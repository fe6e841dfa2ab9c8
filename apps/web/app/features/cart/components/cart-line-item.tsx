import { checkQuantity, COLOURS, type CartViewLine } from '@lotus/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertTriangleIcon, LotusMark } from '../../../components/ui/icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { TrashIcon } from '../../../components/ui/shop-icons';
import { translateKey } from '../../../i18n/i18n';
import { useMoney, usePageLanguage } from '../../../lib/format';
import type { ShownAdjustment } from '../adjustment-rows';
import { LineOfferTags } from './line-offers';

/** How long typing pauses before a typed quantity is applied (buttons apply at once). */
const TYPING_PAUSE_MS = 500;

/**
 * One line of the cart: picture and name (to the product), options, unit price (the list price
 * struck through when lower), a quantity stepper held to the spec's rules and messages, the line
 * total, and a remove button. A line whose product was unpublished or whose stock fell is flagged
 * with what to do, not dropped.
 */
export function CartLineItem({
  line,
  adjustments = [],
  names,
  onQuantity,
  onRemove,
  busy = false,
}: {
  line: CartViewLine;
  /** The line's own adjustments (a price rule, the flash sale), shown with their names. */
  adjustments?: readonly ShownAdjustment[];
  names?: Readonly<Record<string, string>>;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('cart');
  const { t: tCatalog } = useTranslation('catalog');
  const money = useMoney();
  const lang = usePageLanguage();
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  // The cart moved on (another tab, the server's answer): show its quantity.
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const typed = text.trim() === '' ? Number.NaN : Number(text);
  const unavailable = line.problem === 'UNAVAILABLE' || line.problem === 'OUT_OF_STOCK';
  const problem = unavailable ? null : checkQuantity(typed, line.stock);

  const change = (next: string, immediately: boolean) => {
    setText(next);
    clearTimeout(timer.current);
    const quantity = next.trim() === '' ? Number.NaN : Number(next);
    if (checkQuantity(quantity, line.stock) !== null || quantity === line.quantity) return;
    if (immediately) onQuantity(quantity);
    else timer.current = setTimeout(() => onQuantity(quantity), TYPING_PAUSE_MS);
  };

  const options = [
    line.colour ? t('line.colour', { colour: COLOURS[line.colour][lang] }) : null,
    line.size ? t('line.size', { size: line.size }) : null,
  ].filter(Boolean);
  const onSale = line.problem === null && line.unitPrice < line.price;

  return (
    <li
      className={`flex gap-3 py-4 sm:gap-4 ${line.problem ? 'rounded-2xl bg-amber-50/60 px-3 ring-1 ring-amber-200' : ''}`}
      data-testid="cart-line"
      data-info-id={line.infoId}
      data-problem={line.problem ?? undefined}
    >
      <Link
        to={`/products/${line.slug}`}
        className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-50 sm:size-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        {line.image ? (
          <img
            src={line.image.url}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            className={`size-full object-cover ${unavailable ? 'opacity-50 grayscale' : ''}`}
          />
        ) : (
          <LotusMark size={28} className="text-lotus-300" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={`/products/${line.slug}`}
              className="line-clamp-2 font-semibold text-ink-900 hover:text-lotus-800"
            >
              {line.name}
            </Link>
            {options.length > 0 ? (
              <p className="mt-0.5 text-sm text-ink-600">{options.join(' · ')}</p>
            ) : null}
            <p className="mt-1 text-sm">
              <span className="sr-only">{t('line.unitPrice')}: </span>
              <span className="font-medium text-ink-900">
                {money(line.problem ? line.price : line.unitPrice)}
              </span>
              {onSale ? <s className="ml-2 text-ink-400">{money(line.price)}</s> : null}
            </p>
            {line.problem === null ? (
              <LineOfferTags adjustments={adjustments} names={names} />
            ) : null}
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="grid size-10 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
            aria-label={t('line.removeNamed', { name: line.name })}
          >
            <TrashIcon size={18} />
          </button>
        </div>

        {line.problem ? (
          <p
            className="flex items-start gap-1.5 text-sm font-medium text-amber-900"
            data-testid="line-problem"
          >
            <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
            {t(`line.problem.${line.problem}`, { count: line.stock })}
          </p>
        ) : null}

        {!unavailable ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <QuantityStepper
                id={inputId}
                size="sm"
                value={text}
                max={line.stock}
                onChange={change}
                labels={{
                  decrease: t('line.decrease', { name: line.name }),
                  increase: t('line.increase', { name: line.name }),
                  field: t('line.quantity', { name: line.name }),
                }}
                invalid={problem !== null}
                describedBy={problem ? messageId : undefined}
              />
              {line.stock <= 10 ? (
                <span className="text-xs text-ink-500">
                  {t('line.stockLeft', { count: line.stock })}
                </span>
              ) : null}
            </div>
            <p className="text-right">
              <span className="sr-only">{t('line.lineTotal')}: </span>
              <span className="font-bold text-ink-900" data-testid="line-total">
                {money(line.lineTotal)}
              </span>
            </p>
          </div>
        ) : null}
        {problem ? (
          <p
            id={messageId}
            role="alert"
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {translateKey(tCatalog, `notify.${problem}`)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
