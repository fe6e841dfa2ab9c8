import { displayName, type Role } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, isRouteErrorResponse, Link, useFetcher } from 'react-router';
import { ErrorView, NotFoundView } from '../components/ui/error-view';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  LockIcon,
  SearchIcon,
  ShieldCheckIcon,
} from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { inputClass } from '../components/ui/text-field';
import {
  listAccounts,
  setAccountLocked,
  type AccountSummary,
} from '../features/accounts/api/account-api';
import { requireUser } from '../features/accounts/require-user';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { toRouteError, type RouteErrorData } from '../lib/route-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/admin';

/** The roles that see the back office; only ADMIN changes accounts. */
const STAFF: readonly Role[] = ['ADMIN', 'OPERATOR'];
export const ADMIN_PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { roles: STAFF });
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const result = await listAccounts(createApiClient(context.api), {
    page,
    limit: ADMIN_PAGE_SIZE,
    search,
  }).catch(toRouteError);
  return {
    me: { id: user.id, role: user.role, name: displayName(user.role, user.profile) },
    search: search ?? '',
    accounts: result.items,
    meta: result.meta,
  };
}

export type LockActionData =
  { ok: true; id: string; isLocked: boolean; email: string } | FormFailure;

/** POST /admin (intent lock|unlock, id, email): an admin locks or unlocks an account. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { roles: ['ADMIN'] });
  const { intent, id = '', email = '' } = formValues(await request.formData());
  if (intent !== 'lock' && intent !== 'unlock') {
    return data<LockActionData>(
      { ok: false, fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
      { status: 400 },
    );
  }
  try {
    const result = await setAccountLocked(createApiClient(context.api), id, intent === 'lock');
    return data<LockActionData>({ ok: true, ...result, email });
  } catch (error) {
    if (error instanceof ApiRequestError) return formRefusal(error);
    throw error;
  }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

function StatusBadge({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('accounts');
  const [key, tone] = account.isLocked
    ? (['locked', 'bg-red-50 text-red-800 ring-red-200'] as const)
    : account.isActive
      ? (['active', 'bg-emerald-50 text-emerald-800 ring-emerald-200'] as const)
      : (['inactive', 'bg-amber-50 text-amber-900 ring-amber-200'] as const);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tone}`}
    >
      {t(`admin.status.${key}`)}
    </span>
  );
}

/** Lock or unlock one account, in place, with a toast saying what happened. */
function LockButton({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('accounts');
  const notify = useNotify();
  const fetcher = useFetcher<LockActionData>();
  const handled = useRef<LockActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      notify.success(`accounts:notify.${result.isLocked ? 'AccountLocked' : 'AccountUnlocked'}`, {
        email: result.email,
      });
    } else if (result.formError) {
      notify.error(result.formError.key, result.formError.values);
    }
  }, [fetcher.state, fetcher.data, notify]);

  const locking = !account.isLocked;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="email" value={account.email} />
      <button
        type="submit"
        name="intent"
        value={locking ? 'lock' : 'unlock'}
        disabled={fetcher.state !== 'idle'}
        aria-label={t(locking ? 'admin.lockLabel' : 'admin.unlockLabel', { email: account.email })}
        className={`inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition disabled:opacity-60 ${
          locking
            ? 'border border-red-200 bg-white text-red-700 hover:bg-red-50'
            : 'border border-emerald-200 bg-white text-emerald-800 hover:bg-emerald-50'
        }`}
      >
        {locking ? <LockIcon size={14} /> : <ShieldCheckIcon size={14} />}
        {t(locking ? 'admin.lock' : 'admin.unlock')}
      </button>
    </fetcher.Form>
  );
}

/** `/admin`: the back office's accounts (ADMIN and OPERATOR; only ADMIN locks). */
export default function Admin({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('accounts');
  const { me, search, accounts, meta } = loaderData;
  const canLock = me.role === 'ADMIN';
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'medium',
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `/admin?${query}` : '/admin';
  };
  const actions = (account: AccountSummary) =>
    !canLock ? null : account.id === me.id ? (
      <span className="text-xs font-medium text-ink-500">{t('admin.you')}</span>
    ) : (
      <LockButton account={account} />
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('admin.title')} />
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-lotus-700">
          {t('admin.signedInAs', { role: t(`admin.roles.${me.role}`) })}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('admin.title')}
        </h1>
        <p className="text-sm text-ink-600">{t('admin.subtitle')}</p>
      </header>

      <Form method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="admin-search" className="sr-only">
          {t('admin.searchLabel')}
        </label>
        <div className="relative flex-1">
          <SearchIcon
            size={18}
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-400"
          />
          <input
            id="admin-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder={t('admin.searchPlaceholder')}
            className={`${inputClass} pl-10`}
          />
        </div>
        <button type="submit" className="btn-primary px-5">
          {t('admin.search')}
        </button>
      </Form>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-600" aria-live="polite">
          {t('admin.count', { count: meta.total })}
        </p>
        {!canLock ? <p className="text-xs text-ink-500">{t('admin.readOnly')}</p> : null}
      </div>

      {accounts.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
          {t('admin.empty')}
        </p>
      ) : (
        <>
          {/* Phones: one card per account. */}
          <ul className="mt-3 flex flex-col gap-3 md:hidden">
            {accounts.map((account) => (
              <li
                key={account.id}
                className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink-900">
                      {account.fullName || t('admin.noName')}
                    </p>
                    <p className="truncate text-sm text-ink-600">{account.email}</p>
                  </div>
                  <StatusBadge account={account} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-ink-500">{t('admin.columns.role')}</dt>
                  <dd className="text-ink-800">{t(`admin.roles.${account.role}`)}</dd>
                  <dt className="text-ink-500">{t('admin.columns.phone')}</dt>
                  <dd className="text-ink-800">{account.phone ?? '—'}</dd>
                  <dt className="text-ink-500">{t('admin.columns.createdAt')}</dt>
                  <dd className="text-ink-800">{date.format(new Date(account.createdAt))}</dd>
                </dl>
                {canLock ? <div className="mt-3 flex justify-end">{actions(account)}</div> : null}
              </li>
            ))}
          </ul>

          {/* Wider screens: a table. */}
          <div className="mt-3 hidden overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.columns.name')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.columns.phone')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.columns.role')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.columns.status')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.columns.createdAt')}
                  </th>
                  {canLock ? (
                    <th scope="col" className="px-4 py-3 text-right">
                      {t('admin.columns.actions')}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {accounts.map((account) => (
                  <tr key={account.id} className="hover:bg-ink-50/60">
                    <td className="max-w-72 px-4 py-3">
                      <p className="truncate font-medium text-ink-900">
                        {account.fullName || t('admin.noName')}
                      </p>
                      <p className="truncate text-ink-600">{account.email}</p>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                      {account.phone ?? '—'}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                      {t(`admin.roles.${account.role}`)}
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge account={account} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                      {date.format(new Date(account.createdAt))}
                    </td>
                    {canLock ? (
                      <td className="px-4 py-3">
                        <div className="flex justify-end">{actions(account)}</div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {pages > 1 ? (
        <nav
          aria-label={t('admin.pagination')}
          className="mt-6 flex items-center justify-between gap-3"
        >
          {meta.page > 1 ? (
            <Link to={pageHref(meta.page - 1)} className="btn-secondary px-4">
              <ChevronLeftIcon size={16} />
              {t('admin.previous')}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-ink-600">{t('admin.pageOf', { page: meta.page, pages })}</p>
          {meta.page < pages ? (
            <Link to={pageHref(meta.page + 1)} className="btn-secondary px-4">
              {t('admin.next')}
              <ChevronRightIcon size={16} />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

/** A customer opening the back office sees a calm 403 page rather than the generic error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('accounts');
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView />;
    if (error.status === 403) {
      return (
        <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
          <PageTitle title={t('admin.forbiddenTitle')} />
          <span className="flex size-14 items-center justify-center rounded-full bg-lotus-50 text-lotus-700">
            <LockIcon size={26} />
          </span>
          <p className="mt-5 text-sm font-semibold tracking-wide text-lotus-700 uppercase">403</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {t('admin.forbiddenTitle')}
          </h1>
          <p className="mt-3 text-base leading-7 text-ink-600">{t('admin.forbiddenBody')}</p>
          <Link to="/" className="btn-primary mt-8">
            {t('admin.backHome')}
          </Link>
        </section>
      );
    }
    const code = (error.data as RouteErrorData | null)?.code;
    return <ErrorView status={error.status} code={code} />;
  }
  return <ErrorView />;
}
