import {
  DEFAULT_LANGUAGE,
  formatVnd,
  isLanguage,
  isOnSale,
  type ProductSuggestion,
} from '@lotus/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { useJsonResource } from '../../../lib/use-json-resource';

/** How long the shopper pauses before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

/** The resource route that answers suggestions (routes/search.suggestions.ts). */
const SUGGESTIONS_PATH = '/search/suggestions';

/** What the suggestions route answers: the words it answers for and the products. */
export interface SuggestionsAnswer {
  q: string;
  items: ProductSuggestion[];
}

/**
 * The suggestions for `q` once the shopper pauses typing, from the suggestions route (a plain
 * `fetch`: a lost suggestion only means no list). A newer query aborts the older.
 */
function useSuggestions(q: string, wanted: boolean): SuggestionsAnswer | null {
  const url = wanted ? `${SUGGESTIONS_PATH}?${new URLSearchParams({ q }).toString()}` : null;
  return useJsonResource<SuggestionsAnswer>(url, SUGGEST_DELAY_MS).data;
}

function suggestUrl(slug: string) {
  return `/products/${encodeURIComponent(slug)}`;
}

/**
 * The header's product search: a GET form to `/products?name=…` that also suggests products while
 * the shopper types (debounced, from the suggestions route: the browser never calls the API
 * itself). It follows the ARIA combobox pattern: Up and Down move through the
 * suggestions, Enter opens the one chosen (or searches), Escape closes the list (and clears the
 * field when the list is already closed).
 */
export function SearchForm({ id, className = '' }: { id: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const location = useLocation();
  const navigate = useNavigate();
  const current =
    location.pathname === '/products'
      ? (new URLSearchParams(location.search).get('name') ?? '')
      : '';
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  // The highlighted suggestion, for the words it was chosen among.
  const [cursor, setCursor] = useState({ q: '', index: -1 });
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-suggestions`;

  // The field is left to the browser (what a shopper types before the page has hydrated is
  // kept); it follows the URL (a search done elsewhere, the back button).
  const shown = useRef(`${current}|${location.key}`);
  useEffect(() => {
    if (shown.current === `${current}|${location.key}`) {
      if (input.current?.value) setText(input.current.value);
      return;
    }
    shown.current = `${current}|${location.key}`;
    if (input.current) input.current.value = current;
    setText(current);
    setOpen(false);
  }, [current, location.key]);

  const q = text.trim();
  const wanted = q.length >= 2 && q !== current.trim();
  // Only the suggestions for the words in the field are shown (a late answer is ignored).
  const answer = useSuggestions(q, wanted);
  const suggestions = wanted && answer?.q === q ? answer.items : [];
  const active = cursor.q === q ? cursor.index : -1;
  const setActive = (next: (index: number) => number) =>
    setCursor((c) => ({ q, index: next(c.q === q ? c.index : -1) }));

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (suggestion: ProductSuggestion) => {
    setOpen(false);
    void navigate(suggestUrl(suggestion.slug));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        if (!expanded) return step === 1 ? 0 : suggestions.length - 1;
        const next = index + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(() => -1);
      } else if (event.currentTarget.value) {
        event.preventDefault();
        event.currentTarget.value = '';
        setText('');
      }
    }
  };

  return (
    <Form
      method="get"
      action="/products"
      role="search"
      className={`relative ${className}`}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="name"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        ref={input}
        defaultValue={current}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={t('search.placeholder')}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-ink-200 bg-ink-50 pr-12 pl-4 text-[15px] text-ink-900 placeholder:text-ink-500 focus:border-lotus-600 focus:bg-white focus:ring-2 focus:ring-lotus-200 focus:outline-none"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-lotus-700 text-white hover:bg-lotus-800"
      >
        <SearchIcon size={18} />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={tc('suggest.label')}
        hidden={!expanded}
        className="absolute inset-x-0 top-12 z-30 overflow-hidden rounded-2xl border border-ink-100 bg-white py-1 shadow-xl"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${
              index === active ? 'bg-lotus-50 text-lotus-900' : 'text-ink-800 hover:bg-ink-50'
            }`}
          >
            {suggestion.image ? (
              <img
                src={suggestion.image.url.replace(/\.webp$/, '-400.webp')}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg bg-ink-50 object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-ink-50" />
            )}
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="line-clamp-2">{suggestion.name}</span>
              <span className="text-sm font-semibold text-lotus-700">
                {formatVnd(suggestion.currentPrice, lang)}
                {isOnSale(suggestion.price, suggestion.currentPrice) ? (
                  <span className="ml-2 text-xs font-normal text-ink-500 line-through">
                    {formatVnd(suggestion.price, lang)}
                  </span>
                ) : null}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? tc('suggest.count', { count: suggestions.length }) : ''}
      </p>
    </Form>
  );
}
