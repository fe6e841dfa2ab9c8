import { SOLUTION_CATEGORIES, type SolutionCategory } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { SeoMeta } from '../components/ui/seo-meta';
import { inputClass } from '../components/ui/text-field';
import { listSolutions, SolutionCard } from '../features/solutions';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/solutions';

export const handle = i18nHandle('solutions');

const isCategory = (value: string | null): value is SolutionCategory =>
  (SOLUTION_CATEGORIES as readonly (string | null)[]).includes(value);

/** `/solutions?name=&category=&providerName=&page=`: what providers offer, live ones only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const name = url.searchParams.get('name')?.slice(0, 200) ?? '';
  const providerName = url.searchParams.get('providerName')?.slice(0, 150) ?? '';
  const asked = url.searchParams.get('category');
  const category = isCategory(asked) ? asked : undefined;
  const pageNumber = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const list = await listSolutions(createApiClient(context.api), {
    ...(name ? { name } : {}),
    ...(providerName ? { providerName } : {}),
    ...(category ? { category } : {}),
    page,
    limit: 12,
  }).catch(toRouteError);
  return { solutions: list.items, meta: list.meta, name, providerName, category };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** The solutions list: the catalogue's Vietnamese search (with or without marks) and filters. */
export default function SolutionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('solutions');
  const { solutions, meta, name, providerName, category } = loaderData;
  const filtered = Boolean(name || providerName || category);
  const chip = (value: SolutionCategory | undefined) => {
    const params = new URLSearchParams();
    if (name) params.set('name', name);
    if (providerName) params.set('providerName', providerName);
    if (value) params.set('category', value);
    const query = params.toString();
    return `/solutions${query ? `?${query}` : ''}`;
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('list.title')} />
      <SeoMeta
        title={t('list.title')}
        description={t('list.description')}
        path="/solutions"
        noindex={filtered}
      />
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('list.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-ink-600">{t('list.intro')}</p>
      </header>
      <Form method="get" role="search" className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr_auto]">
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <label className="block">
          <span className="sr-only">{t('list.search')}</span>
          <input
            type="search"
            name="name"
            defaultValue={name}
            placeholder={t('list.searchPlaceholder')}
            className={inputClass}
          />
        </label>
        <label className="block">
          <span className="sr-only">{t('list.provider')}</span>
          <input
            type="search"
            name="providerName"
            defaultValue={providerName}
            placeholder={t('list.providerPlaceholder')}
            className={inputClass}
          />
        </label>
        <button
          type="submit"
          className="h-11 rounded-xl bg-lotus-700 px-5 font-semibold text-white hover:bg-lotus-800"
        >
          {t('list.submit')}
        </button>
      </Form>
      <nav aria-label={t('list.categories')} className="mb-6 flex flex-wrap gap-2">
        {[undefined, ...SOLUTION_CATEGORIES].map((value) => (
          <Link
            key={value ?? 'all'}
            to={chip(value)}
            aria-current={value === category ? 'page' : undefined}
            className="rounded-full px-3.5 py-1.5 text-sm ring-1 ring-ink-200 aria-[current=page]:bg-ink-900 aria-[current=page]:text-white aria-[current=page]:ring-ink-900"
          >
            {value ? t(`category.${value}`) : t('list.all')}
          </Link>
        ))}
      </nav>
      <p className="mb-3 text-sm text-ink-600" aria-live="polite">
        {t('list.count', { count: meta.total })}
      </p>
      {solutions.length > 0 ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="solution-list">
            {solutions.map((solution) => (
              <li key={solution.id}>
                <SolutionCard solution={solution} />
              </li>
            ))}
          </ul>
          <Pagination meta={meta} />
        </>
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-ink-600 ring-1 ring-ink-100">
          {t('list.empty')}
        </p>
      )}
    </div>
  );
}
