import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { HeartIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { absoluteUrl, JsonLd, SeoMeta } from '../components/ui/seo-meta';
import { requireUser } from '../features/accounts';
import { RichText } from '../features/content';
import { favouriteSolution, getSolution, solutionPath } from '../features/solutions';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { useMoney } from '../lib/format';
import { useRootData } from '../lib/root-data';
import { notFound, toRouteError } from '../lib/route-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/solution';

export const handle = i18nHandle('solutions', 'content');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/solutions/:id`: a live solution, server-rendered (a solution that left the shop is 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!UUID.test(params.id)) notFound();
  const solution = await getSolution(createApiClient(context.api), params.id).catch(toRouteError);
  return { solution };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** The page keeps what it loaded after favouriting (no second view counted). */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

/** POST: favourites the solution (a visitor logs in first and comes back). */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(request, context);
  try {
    await favouriteSolution(createApiClient(context.api), params.id);
    return { ok: true as const, code: 'AddFavouriteSolutionSuccess', at: Date.now() };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'FAVOURITE_EXISTING') {
      return { ok: true as const, code: 'FavouriteExisting', at: Date.now() };
    }
    return { ok: false as const, code: 'SOLUTION_NOT_FOUND', at: Date.now() };
  }
}

/** A solution's page: screenshots, what it is, its price, its links, and who offers it. */
export default function SolutionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('solutions');
  const notify = useNotify();
  const told = useRef<typeof actionData>(undefined);
  useEffect(() => {
    if (!actionData || told.current === actionData) return;
    told.current = actionData;
    if (actionData.code === 'AddFavouriteSolutionSuccess') {
      notify.success('solutions:notify.AddFavouriteSolutionSuccess');
    } else if (actionData.code === 'FavouriteExisting') {
      notify.warning('solutions:notify.FavouriteExisting');
    } else notify.error('errors:SOLUTION_NOT_FOUND');
  }, [actionData, notify]);
  const favourited = actionData?.ok === true;
  const { setting } = useRootData();
  const money = useMoney();
  const { solution } = loaderData;
  const path = solutionPath(solution.id);
  const [first, ...rest] = solution.screenshots;
  const contact = `/contact?subject=${encodeURIComponent(
    t('page.contactSubject', { title: solution.title, provider: solution.provider.businessName }),
  )}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={solution.title} />
      <SeoMeta
        title={solution.title}
        description={solution.summary}
        path={path}
        image={first?.url}
        type="product"
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: solution.title,
          description: solution.summary,
          url: absoluteUrl(setting.publicUrl, path),
          ...(first ? { image: absoluteUrl(setting.publicUrl, first.url) } : {}),
          serviceType: t(`category.${solution.category}`),
          provider: { '@type': 'Organization', name: solution.provider.businessName },
          ...(solution.price !== null
            ? { offers: { '@type': 'Offer', price: solution.price, priceCurrency: 'VND' } }
            : {}),
        }}
      />
      <Breadcrumbs
        label={t('page.breadcrumb')}
        trail={[
          { name: t('page.home'), path: '/' },
          { name: t('list.title'), path: '/solutions' },
        ]}
        current={{ name: solution.title, path }}
      />
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-10">
        <section aria-label={t('page.screenshots')} className="flex flex-col gap-3">
          {first ? (
            <img
              src={first.url}
              alt={t('page.screenshotAlt', { title: solution.title, n: 1 })}
              width={first.width}
              height={first.height}
              className="w-full rounded-2xl bg-ink-50 object-cover ring-1 ring-ink-100"
            />
          ) : null}
          {rest.length > 0 ? (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {rest.map((shot, index) => (
                <li key={shot.url}>
                  <a href={shot.url} target="_blank" rel="noopener noreferrer">
                    <img
                      src={shot.url}
                      alt={t('page.screenshotAlt', { title: solution.title, n: index + 2 })}
                      width={shot.width}
                      height={shot.height}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-xl object-cover ring-1 ring-ink-100"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <div className="flex flex-col gap-5">
          <div>
            <p className="text-xs font-semibold tracking-wide text-lotus-700 uppercase">
              {t(`category.${solution.category}`)}
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {solution.title}
            </h1>
            <p className="mt-2 text-ink-700">{solution.summary}</p>
          </div>
          <p className="text-2xl font-bold text-ink-900">
            {solution.price === null ? t('price.contact') : money(solution.price)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={contact}
              className="inline-flex h-11 items-center rounded-xl bg-lotus-700 px-5 font-semibold text-white hover:bg-lotus-800"
            >
              {t('page.contact')}
            </Link>
            <Form method="post">
              <button
                type="submit"
                aria-pressed={favourited}
                className="inline-flex h-11 items-center gap-2 rounded-xl px-5 font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 aria-pressed:bg-lotus-50 aria-pressed:text-lotus-800 aria-pressed:ring-lotus-200"
              >
                <HeartIcon size={18} />
                {favourited ? t('page.favourited') : t('page.favourite')}
              </button>
            </Form>
            {solution.demoUrl ? (
              <a
                href={solution.demoUrl}
                rel="ugc nofollow noopener"
                target="_blank"
                className="inline-flex h-11 items-center rounded-xl px-5 font-semibold text-lotus-800 ring-1 ring-lotus-200 hover:bg-lotus-50"
              >
                {t('page.demo')}
              </a>
            ) : null}
            {solution.docsUrl ? (
              <a
                href={solution.docsUrl}
                rel="ugc nofollow noopener"
                target="_blank"
                className="inline-flex h-11 items-center rounded-xl px-5 font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50"
              >
                {t('page.docs')}
              </a>
            ) : null}
          </div>
          {solution.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('page.tags')}>
              {solution.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-white px-3 py-1 text-sm text-ink-700 ring-1 ring-ink-200"
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <aside
            aria-label={t('page.provider')}
            className="rounded-2xl bg-white p-4 ring-1 ring-ink-100"
          >
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
              {t('page.provider')}
            </p>
            <p className="mt-1 text-lg font-semibold text-ink-900">
              <Link
                to={`/solutions?providerName=${encodeURIComponent(solution.provider.businessName)}`}
                className="hover:underline"
              >
                {solution.provider.businessName}
              </Link>
            </p>
            <p className="text-sm text-ink-600">{solution.provider.contactPerson}</p>
            <p className="text-sm text-ink-600">{solution.provider.address}</p>
          </aside>
        </div>
      </div>
      {solution.description ? (
        <section className="mt-8 max-w-3xl">
          <h2 className="mb-3 text-xl font-semibold text-ink-900">{t('page.about')}</h2>
          <RichText html={solution.description} />
        </section>
      ) : null}
    </div>
  );
}
