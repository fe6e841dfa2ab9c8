import type { PortalPayoutRequest } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { DataTable, useActionToast, type Column } from '../../features/portal-kit';
import { listPayoutRequests, recordTransfer } from '../../features/referrals';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/form-errors';
import { useDateTime, useMoney } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/referral-payouts';

export const handle = i18nHandle('portal');

/** `/portal/referral-payouts`: members' open payout requests, oldest first (ADMIN). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'referral.payout' });
  const requests = await listPayoutRequests(createApiClient(context.api)).catch(toRouteError);
  return { requests };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

type ActionData = { ok: true } | { ok: false; code: string };

/** POST (id, reference): records the bank transfer that pays a request. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'referral.payout' });
  const v = formValues(await request.formData());
  try {
    await recordTransfer(createApiClient(context.api), v.id ?? '', (v.reference ?? '').trim());
    return data<ActionData>({ ok: true });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const code = error.details?.length ? 'BAD_REQUEST' : error.code;
    return data<ActionData>(
      { ok: false, code },
      { status: error.status >= 400 ? error.status : 502 },
    );
  }
}

export default function PortalReferralPayouts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const dateTime = useDateTime();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(
    answer,
    (a) =>
      a.ok
        ? { type: 'success', message: 'portal:payoutRequests.done' }
        : { type: 'error', message: `errors:${a.code}` },
    navigation.state,
  );
  const columns: Column<PortalPayoutRequest>[] = [
    { key: 'email', header: t('referral.member'), rowHeader: true, cell: (r) => r.email },
    {
      key: 'amount',
      header: t('referral.amount'),
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (r) => money(r.amount),
    },
    {
      key: 'bank',
      header: t('payoutRequests.bank'),
      cell: (r) => (
        <span className="block">
          <span className="block font-medium">{r.accountHolder}</span>
          <span className="block text-xs text-ink-600">
            {r.bankName} · <span className="font-mono">{r.accountNumber}</span>
          </span>
        </span>
      ),
    },
    { key: 'asked', header: t('payoutRequests.asked'), cell: (r) => dateTime(r.createdAt) },
    {
      key: 'transfer',
      header: t('referral.payout'),
      cell: (r) => (
        <Form method="post" className="flex flex-wrap items-center gap-1">
          <input type="hidden" name="id" value={r.id} />
          <input
            name="reference"
            required
            maxLength={100}
            aria-label={t('referral.reference', { email: r.email })}
            placeholder={t('referral.referencePlaceholder')}
            className="h-8 w-40 rounded-lg border border-ink-200 px-2 text-xs"
          />
          <button type="submit" className="btn-primary h-8 px-3 text-xs">
            {t('referral.record')}
          </button>
        </Form>
      ),
    },
  ];
  return (
    <section aria-labelledby="payouts-title" className="flex flex-col gap-6">
      <PageTitle title={t('payoutRequests.title')} />
      <div>
        <h1 id="payouts-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('payoutRequests.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('payoutRequests.subtitle')}</p>
      </div>
      <DataTable
        caption={t('payoutRequests.title')}
        columns={columns}
        rows={loaderData.requests}
        rowKey={(r) => r.id}
        empty={t('payoutRequests.none')}
        testId="payout-requests"
      />
    </section>
  );
}
