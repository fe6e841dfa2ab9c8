import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/icons';
import { inputClass } from '../../../components/ui/text-field';
import { useMoney } from '../../../lib/format';
import { useJsonResource } from '../../../lib/use-json-resource';
import type { ProductChoice, ProductHit } from '../api/offer-catalog-api';
import { FieldError } from './offer-fields';

/** The resource route the programme forms find products and their variants at. */
export const OFFER_PRODUCTS_PATH = '/portal/offers/products';

/** What it answers for `?q=`: the words it answers for and the products found. */
export interface ProductSearchAnswer {
  q: string;
  items: ProductHit[];
}

/** What it answers for `?id=`: the product with its variants, or null. */
export interface ProductChoiceAnswer {
  product: ProductChoice | null;
}

const SEARCH_DELAY_MS = 200;

/**
 * Finds a product of the catalogue by name or SKU (a combobox: Up and Down move through the
 * products found, Enter picks one, Escape closes the list). The text is never sent with the
 * form; what is picked is handed to `onPick`.
 */
export function ProductSearch({
  label,
  onPick,
  excluded = [],
  error,
  hint,
}: {
  label: string;
  onPick: (product: ProductHit) => void;
  excluded?: readonly string[];
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState(-1);
  const q = text.trim();
  const url =
    q.length >= 2 ? `${OFFER_PRODUCTS_PATH}?${new URLSearchParams({ q }).toString()}` : null;
  const { data, pending } = useJsonResource<ProductSearchAnswer>(url, SEARCH_DELAY_MS);
  const items = data && data.q === q ? data.items.filter((p) => !excluded.includes(p.id)) : [];
  const listId = `${id}-list`;
  const shown = open && q.length >= 2;

  const pick = (product: ProductHit) => {
    onPick(product);
    setText('');
    setCursor(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setCursor((at) => (at + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      // Enter picks; it never sends the programme's form from here.
      event.preventDefault();
      const chosen = items[cursor] ?? (items.length === 1 ? items[0] : undefined);
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const status = !shown
    ? ''
    : pending && items.length === 0
      ? t('offers.products.searching')
      : items.length === 0
        ? t('offers.products.noMatch')
        : '';
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          size={18}
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-400"
        />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown && items.length > 0}
          aria-controls={listId}
          aria-activedescendant={shown && items[cursor] ? `${id}-option-${cursor}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.join(' ') || undefined}
          placeholder={t('offers.products.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCursor(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`${inputClass} pl-10`}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!shown || items.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-xl border border-ink-100 bg-white py-1 shadow-lg"
      >
        {items.map((product, index) => (
          <li
            key={product.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === cursor}
            // Picking on mousedown: the field's blur (which closes the list) comes after.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(product);
            }}
            className={`cursor-pointer px-3.5 py-2 text-sm ${index === cursor ? 'bg-lotus-50' : 'hover:bg-ink-50'}`}
          >
            <span className="block font-medium text-ink-900">{product.name}</span>
            <span className="block text-xs text-ink-500">
              {product.sku} · {money(product.price)}
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {status ? <p className="mt-1.5 text-xs text-ink-500">{status}</p> : null}
      <FieldError id={`${id}-error`} error={error} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-5 text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
