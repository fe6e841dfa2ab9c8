import {
  checkAddToCart,
  checkQuantity,
  type ProductDetail,
  type ProductOptions,
} from '@lotus/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { BagIcon } from '../../../components/ui/icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { translateKey } from '../../../i18n/i18n';
import { useRootData } from '../../../lib/root-data';
import { cartLineAdded } from '../../../store/cart-slice';
import { useAppDispatch, useAppSelector } from '../../../store/store';
import { useNotify } from '../../../store/use-notify';
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
import { CART_LINES_ROUTE, type CartActionData } from '../../cart';
import { WishlistButton } from '../../wishlists';

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
 * cart (a visitor's local cart, where the same variant again raises its quantity; a signed-in
 * shopper's cart on the server, which checks the stock again) and the wishlist heart.
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
  const { user } = useRootData();
  const adding = useFetcher<CartActionData>();
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

  const added = adding.data;
  const told = useRef<CartActionData | undefined>(undefined);
  useEffect(() => {
    if (adding.state !== 'idle' || !added || told.current === added) return;
    told.current = added;
    if (added.ok) notify.success('catalog:notify.AddProductSuccess');
    else notify.warning(added.message);
  }, [adding.state, added, notify]);

  const addToCart = () => {
    if (!variant) return notify.warning('catalog:product.chooseVariant');
    const refusal = checkAddToCart(quantity, user ? 0 : inCart, stock);
    if (refusal) return notify.warning(`catalog:notify.${refusal}`);
    if (user) {
      void adding.submit(
        { intent: 'add', infoId: variant.id, quantity },
        { method: 'post', action: CART_LINES_ROUTE },
      );
      return;
    }
    dispatch(cartLineAdded({ infoId: variant.id, quantity, isOrder: false }));
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
          <QuantityStepper
            id={quantityId}
            value={quantityText}
            max={stock}
            onChange={setQuantityText}
            labels={{ decrease: t('product.decrease'), increase: t('product.increase') }}
            invalid={problem !== null}
            describedBy={problem ? messageId : undefined}
          />
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
          disabled={!variant || stock <= 0 || adding.state !== 'idle'}
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
