import {
  type CompanyReward,
  LEDGER_KINDS,
  type LedgerKind,
  REWARD_STATUSES,
  type RewardStatus,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { inputClass } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import { DataTable, type Column } from '../../features/portal-kit';
import { listLedger } from '../../features/referrals';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { createApiClient } from '../../lib/api-client';
import { useDateTime, useMoney } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/referral-ledger';

export const handle = i18nHandle('portal', 'referral');

const PAGE_SIZE = 30;
const isKind = (v: string): v is LedgerKind => (LEDGER_KINDS as readonly string[]).includes(v);
const isStatus = (v: string): v is RewardStatus =>
  (REWARD_STATUSES as readonly string[]).includes(v);

/** `?status=&kind=&email=&page=`: a page of the whole rewards ledger (staff). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'referral.manage' });
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const status = url.searchParams.get('status') ?? '';
  const kind = url.searchParams.get('kind') ?? '';
  const email = (url.searchParams.get('email') ?? '').trim().slice(0, 100);
  const filter = {
    status: isStatus(status) ? status : undefined,
    kind: isKind(kind) ? kind : undefined,
    email: email || undefined,
  };
  const ledger = await listLedger(createApiClient(context.api), {
    page,
    limit: PAGE_SIZE,
    ...filter,
  }).catch(toRouteError);
  return {
    filter: { status: filter.status ?? '', kind: filter.kind ?? '', email },
    entries: ledger.items,
    meta: ledger.meta,
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/portal/referral-ledger`: every entry of the referral programme, filtered (staff). */
export default function PortalReferralLedger({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const when = useDateTime();
  const { filter, entries, meta } = loaderData;

  const columns: Column<CompanyReward>[] = [
    {
      key: 'when',
      header: t('referralLedger.when'),
      className: 'whitespace-nowrap',
      cell: (e) => when(e.createdAt),
    },
    {
      key: 'member',
      header: t('referralLedger.member'),
      rowHeader: true,
      className: 'max-w-56 break-all',
      cell: (e) => e.memberEmail,
    },
    {
      key: 'kind',
      header: t('referralLedger.kind'),
      cell: (e) => (
        <>
          <p className="font-medium text-ink-900">{t(`referral:table.kind.${e.kind}`)}</p>
          {e.status ? (
            <p className="text-xs text-ink-600">{t(`referral:table.statuses.${e.status}`)}</p>
          ) : null}
        </>
      ),
    },
    {
      key: 'amount',
      header: t('referralLedger.amount'),
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (e) => money(e.amount),
    },
    {
      key: 'about',
      header: t('referralLedger.order'),
      className: 'max-w-56',
      cell: (e) => (
        <>
          {e.orderNumber ? <p className="font-mono text-sm">{e.orderNumber}</p> : null}
          {e.account ? (
            <p className="text-xs text-ink-600">
              {t('referralLedger.invitee')}: {e.account}
            </p>
          ) : null}
          {e.reference ? (
            <p className="text-xs text-ink-600">
              {t('referralLedger.reference')}: <span className="font-mono">{e.reference}</span>
            </p>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="ledger-title">
      <PageTitle title={t('referralLedger.title')} />
      <h1 id="ledger-title" className="text-xl font-bold tracking-tight text-ink-900">
        {t('referralLedger.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-600">{t('referralLedger.subtitle')}</p>
      <div className="mt-5">
        <DataTable
          caption={t('referralLedger.title')}
          columns={columns}
          rows={entries}
          rowKey={(e) => e.id}
          meta={meta}
          testId="referral-ledger"
          empty={t('referralLedger.empty')}
          filters={
            <Form method="get" className="flex flex-wrap items-end gap-3">
              <div className="min-w-48 flex-1 sm:flex-none">
                <label htmlFor="ledger-email" className="mb-1.5 block text-sm font-medium">
                  {t('referralLedger.email')}
                </label>
                <input
                  id="ledger-email"
                  name="email"
                  type="search"
                  defaultValue={filter.email}
                  placeholder={t('referralLedger.emailHint')}
                  maxLength={100}
                  className={inputClass}
                />
              </div>
              <div className="min-w-36 flex-1 sm:flex-none">
                <label htmlFor="ledger-kind" className="mb-1.5 block text-sm font-medium">
                  {t('referralLedger.kind')}
                </label>
                <select
                  id="ledger-kind"
                  name="kind"
                  defaultValue={filter.kind}
                  className={inputClass}
                >
                  <option value="">{t('referralLedger.all')}</option>
                  {LEDGER_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`referral:table.kind.${k}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="min-w-36 flex-1 sm:flex-none">
                <label htmlFor="ledger-status" className="mb-1.5 block text-sm font-medium">
                  {t('referralLedger.status')}
                </label>
                <select
                  id="ledger-status"
                  name="status"
                  defaultValue={filter.status}
                  className={inputClass}
                >
                  <option value="">{t('referralLedger.all')}</option>
                  {REWARD_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`referral:table.statuses.${s}`)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn-secondary h-11">
                {t('referralLedger.filter')}
              </button>
              <p className="w-full text-sm text-ink-600" aria-live="polite">
                {t('referralLedger.count', { count: meta.total })}
              </p>
            </Form>
          }
        />
      </div>
    </section>
  );
}
