import { can } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ListSearch } from '../../components/ui/list-search';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import {
  AccountList,
  listAccounts,
  type LockActionData,
  setAccountLocked,
} from '../../features/portal-kit';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { formRefusal, formValues } from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/accounts';

export const ACCOUNTS_PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { action: 'accounts.list' });
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const result = await listAccounts(createApiClient(context.api), {
    page,
    limit: ACCOUNTS_PAGE_SIZE,
    search,
  }).catch(toRouteError);
  return {
    me: { id: user.id, role: user.role },
    search: search ?? '',
    accounts: result.items,
    meta: result.meta,
  };
}

/** POST /portal/accounts (intent lock|unlock, id, email): an admin locks or unlocks an account. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'accounts.lock' });
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

/** `/portal/accounts`: the accounts (who may list them; only who may lock sees the locks). */
export default function PortalAccounts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { me, search, accounts, meta } = loaderData;
  const canLock = can(me, 'accounts.lock');

  return (
    <section aria-labelledby="accounts-title">
      <PageTitle title={t('accounts.title')} />
      <h1 id="accounts-title" className="text-xl font-bold tracking-tight text-ink-900">
        {t('accounts.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-600">{t('accounts.subtitle')}</p>

      <ListSearch
        id="accounts-search"
        className="mt-5"
        label={t('accounts.searchLabel')}
        placeholder={t('accounts.searchPlaceholder')}
        submit={t('accounts.search')}
        defaultValue={search}
      />

      <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-600" aria-live="polite">
          {t('accounts.count', { count: meta.total })}
        </p>
        {!canLock ? <p className="text-xs text-ink-500">{t('accounts.readOnly')}</p> : null}
      </div>

      <div className="mt-3">
        <AccountList accounts={accounts} meId={me.id} canLock={canLock} meta={meta} />
      </div>
    </section>
  );
}
