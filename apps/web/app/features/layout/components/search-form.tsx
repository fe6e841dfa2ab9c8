import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';

/** The header's product search: a GET form to `/products?name=…`. */
export function SearchForm({ id, className = '' }: { id: string; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const current =
    location.pathname === '/products'
      ? (new URLSearchParams(location.search).get('name') ?? '')
      : '';
  return (
    <Form method="get" action="/products" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        key={current}
        id={id}
        type="search"
        name="name"
        defaultValue={current}
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
    </Form>
  );
}
