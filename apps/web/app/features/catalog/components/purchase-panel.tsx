import { checkAddToCart, checkQuantity, type ProductDetail } from '@lotus/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BagIcon, MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { translateKey } from '../../../i18n/i18n';
import { cartLineAdded } from '../../../store/product-slice';
import { useAppDispatch, useAppSelector } from '../../../store/store';
import { useNotify } from '../../../store/use-notify';
import type { ProductOptions } from '../api/catalog-api';
import {
  choose,
  colourStates,
  dimensions,
  findVariant,
  initialSelection,
  sizeStates,
  type OptionState,
  type Selection,
} from '../variant-options';
import { WishlistButton } from './wishlist-button';

const OPTION_LOOK: Record<OptionState, string> = {
  available: '',
  soldOut: 'opacity-60 [&>span]:line-through',
  unavailable: 'cursor-not-allowed opacity-35',
};

/** One row of choices (colours or sizes) as a radio group, with sold-out options marked. */
function OptionGroup({
  label,
  chosen,
  children,
}: {
  label: string;
  chosen: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={id}>
      <p id={id} className="mb-2 text-sm font-semibold text-ink-900">
        {chosen ? t('product.chosen', { label, value: chosen }) : label}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

function OptionRadio({
  name,
  value,
  label,
  state,
  checked,
  onChoose,
  swatch,
}: {
  name: string;
  value: string;
  label: string;
  state: OptionState;
  checked: boolean;
  onChoose: () => void;
  swatch?: string;
}) {
  const { t } = useTranslation('catalog');
  const spoken =
    state === 'soldOut'
      ? t('product.soldOutOption', { name: label })
      : state === 'unavailable'
        ? t('product.unavailableOption', { name: label })
        : label;
  return (
    <label className={`relative ${OPTION_LOOK[state]}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={state === 'unavailable'}
        onChange={onChoose}
        aria-label={spoken}
        data-state={state}
        className="peer absolute inset-0 opacity-0"
      />
      <span
        aria-hidden="true"
        className={`flex h-11 min-w-12 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3.5 text-sm font-semibold transition peer-focus-visible:ring-2 peer-focus-visible:ring-lotus-600 peer-focus-visible:ring-offset-2 ${
          checked
            ? 'border-lotus-700 bg-lotus-50 text-lotus-800 ring-1 ring-lotus-700'
            : 'border-ink-200 bg-white text-ink-800 hover:border-lotus-300'
        }`}
      >
        {swatch ? (
          <span
            className="size-5 rounded-full ring-1 ring-ink-200"
            style={{ backgroundColor: swatch }}
          />
        ) : null}
        <span>{label}</span>
      </span>
    </label>
  );
}

/**
 * Choosing what to buy: colour and size (each option says whether it is in stock with the other
 * choice), the quantity (whole numbers from 1 to the stock, the spec's messages otherwise), add to
 * cart (the local cart: the same variant again raises its quantity) and the wishlist heart.
 */
export function PurchasePanel({
  product,
  options,
  onColourChosen,
}: {
  product: ProductDetail;
  options: ProductOptions['attributes'];
  /** Told when the shopper picks a colour (the gallery shows that colour). */
  onColourChosen?: (colour: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const variants = product.variants;
  const { hasColour, hasSize } = dimensions(variants);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(variants));
  const [quantityText, setQuantityText] = useState('1');
  const quantityId = useId();
  const messageId = useId();

  const variant = findVariant(variants, selection);
  const stock = variant?.stock ?? 0;
  const inCart = useAppSelector(
    (state) => state.product.carts.find((line) => line.infoId === variant?.id)?.quantity ?? 0,
  );
  const quantity = quantityText.trim() === '' ? Number.NaN : Number(quantityText);
  const problem = variant && stock > 0 ? checkQuantity(quantity, stock) : null;

  const colours = colourStates(
    variants,
    options.colours.map((c) => c.code),
    selection.size,
  );
  const sizes = sizeStates(variants, options.sizes, selection.colour);
  const colourName = options.colours.find((c) => c.code === selection.colour)?.name ?? null;

  const update = (change: Partial<Selection>) => {
    setSelection((current) => choose(variants, current, change));
  };
  const step = (delta: number) => {
    const current = Number.isInteger(quantity) ? quantity : 1;
    setQuantityText(String(Math.max(1, Math.min(current + delta, Math.max(1, stock)))));
  };

  const addToCart = () => {
    if (!variant) return notify.warning('catalog:product.chooseVariant');
    const refusal = checkAddToCart(quantity, inCart, stock);
    if (refusal) return notify.warning(`catalog:notify.${refusal}`);
    dispatch(cartLineAdded({ infoId: variant.id, quantity, isOrder: true }));
    notify.success('catalog:notify.AddProductSuccess');
  };

  let status: ReactNode;
  if (!variant) status = <span className="text-ink-600">{t('product.chooseVariant')}</span>;
  else if (stock <= 0)
    status = <span className="font-semibold text-red-700">{t('product.variantSoldOut')}</span>;
  else
    status = (
      <span className="text-emerald-700" data-testid="stock">
        {t('product.stock', { count: stock })}
      </span>
    );

  return (
    <div className="flex flex-col gap-5">
      {hasColour && options.colours.length > 0 ? (
        <OptionGroup label={t('product.colour')} chosen={colourName}>
          {options.colours.map((colour) => (
            <OptionRadio
              key={colour.code}
              name="colour"
              value={colour.code}
              label={colour.name}
              swatch={colour.hex}
              state={colours[colour.code] ?? 'unavailable'}
              checked={selection.colour === colour.code}
              onChoose={() => {
                update({ colour: colour.code });
                onColourChosen?.(colour.code);
              }}
            />
          ))}
        </OptionGroup>
      ) : null}
      {hasSize && options.sizes.length > 0 ? (
        <OptionGroup label={t('product.size')} chosen={selection.size}>
          {options.sizes.map((size) => (
            <OptionRadio
              key={size}
              name="size"
              value={size}
              label={size}
              state={sizes[size] ?? 'unavailable'}
              checked={selection.size === size}
              onChoose={() => update({ size })}
            />
          ))}
        </OptionGroup>
      ) : null}

      <div>
        <label htmlFor={quantityId} className="mb-2 block text-sm font-semibold text-ink-900">
          {t('product.quantity')}
        </label>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="inline-flex h-11 items-center rounded-xl border border-ink-200 bg-white">
            <button
              type="button"
              onClick={() => step(-1)}
              disabled={!Number.isInteger(quantity) || quantity <= 1}
              className="grid h-full w-11 place-items-center rounded-l-xl text-ink-700 hover:bg-ink-50 disabled:opacity-40"
            >
              <MinusIcon size={18} />
              <span className="sr-only">{t('product.decrease')}</span>
            </button>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, stock)}
              step={1}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? messageId : undefined}
              className="h-full w-16 border-x border-ink-200 text-center text-base font-semibold text-ink-900 [appearance:textfield] focus:ring-2 focus:ring-lotus-200 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              onClick={() => step(1)}
              disabled={stock <= 0 || (Number.isInteger(quantity) && quantity >= stock)}
              className="grid h-full w-11 place-items-center rounded-r-xl text-ink-700 hover:bg-ink-50 disabled:opacity-40"
            >
              <PlusIcon size={18} />
              <span className="sr-only">{t('product.increase')}</span>
            </button>
          </div>
          <p className="text-sm" aria-live="polite">
            {status}
          </p>
        </div>
        {problem ? (
          <p
            id={messageId}
            role="alert"
            data-testid="quantity-message"
            className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {translateKey(t, `notify.${problem}`)}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={addToCart}
          disabled={!variant || stock <= 0}
          className="btn-primary h-12 min-w-0 flex-1 text-base disabled:cursor-not-allowed disabled:bg-ink-300"
        >
          <BagIcon size={20} />
          {variant && stock <= 0 ? t('product.soldOut') : t('product.addToCart')}
        </button>
        <WishlistButton productId={product.id} productName={product.name} look="wide" />
      </div>
    </div>
  );
}
