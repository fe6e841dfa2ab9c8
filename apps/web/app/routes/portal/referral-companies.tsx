import type { EndpointData, PortalCompany, portalReferralCompanyContract } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { inputClass } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import { ConfirmButton, DataTable, useActionToast, type Column } from '../../features/portal-kit';
import {
  addCompanyUser,
  createCompany,
  listCompanies,
  listCompanyUsers,
  removeCompanyUser,
} from '../../features/referrals';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/form-errors';
import { useDateTime } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/referral-companies';

export const handle = i18nHandle('portal');

type CompanyUser = EndpointData<typeof portalReferralCompanyContract.users>[number];

/** `/portal/referral-companies[?company=]`: the referral companies, and one's accounts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'referral.companies' });
  const api = createApiClient(context.api);
  const chosen = new URL(request.url).searchParams.get('company');
  const companies = await listCompanies(api).catch(toRouteError);
  const company = companies.find((c) => c.id === chosen) ?? null;
  const users = company ? await listCompanyUsers(api, company.id).catch(toRouteError) : [];
  return { companies, company, users };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

type ActionData = { ok: true; intent: 'create' | 'add' | 'remove' } | { ok: false; code: string };

/**
 * POST intent=create (name): a new company. POST intent=add (company, email, role): an account
 * joins it. POST intent=remove (company, user): an account leaves it (its sessions stop).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'referral.companies' });
  const v = formValues(await request.formData());
  const api = createApiClient(context.api);
  try {
    if (v.intent === 'create') await createCompany(api, v.name ?? '');
    else if (v.intent === 'add' && v.company) {
      await addCompanyUser(api, v.company, {
        email: (v.email ?? '').trim(),
        role: v.role === 'manager' ? 'manager' : 'member',
      });
    } else if (v.intent === 'remove' && v.company && v.user) {
      await removeCompanyUser(api, v.company, v.user);
    } else return data<ActionData>({ ok: false, code: 'BAD_REQUEST' }, { status: 400 });
    return data<ActionData>({ ok: true, intent: v.intent });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const code = error.details?.length ? 'BAD_REQUEST' : error.code;
    return data<ActionData>(
      { ok: false, code },
      { status: error.status >= 400 ? error.status : 502 },
    );
  }
}

export default function PortalReferralCompanies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const date = useDateTime('date');
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(
    answer,
    (a) =>
      a.ok
        ? { type: 'success', message: `portal:companies.done.${a.intent}` }
        : { type: 'error', message: `errors:${a.code}` },
    navigation.state,
  );
  const { company } = loaderData;
  const companyColumns: Column<PortalCompany>[] = [
    {
      key: 'name',
      header: t('companies.name'),
      rowHeader: true,
      sortValue: (c) => c.name,
      cell: (c) => (
        <Link to={`?company=${c.id}`} className="font-semibold text-lotus-700 underline">
          {c.name}
        </Link>
      ),
    },
    { key: 'managers', header: t('companies.managers'), align: 'end', cell: (c) => c.managers },
    { key: 'members', header: t('companies.members'), align: 'end', cell: (c) => c.members },
    { key: 'created', header: t('companies.created'), cell: (c) => date(c.createdAt) },
  ];
  const userColumns: Column<CompanyUser>[] = [
    {
      key: 'email',
      header: t('companies.account'),
      rowHeader: true,
      cell: (u) => `${u.name} · ${u.email}`,
    },
    { key: 'role', header: t('companies.role'), cell: (u) => t(`companies.roles.${u.role}`) },
    { key: 'added', header: t('companies.added'), cell: (u) => date(u.addedAt) },
    {
      key: 'remove',
      header: t('companies.remove'),
      cell: (u) => (
        <ConfirmButton
          title={t('companies.removeTitle', { email: u.email })}
          message={t('companies.removeMessage')}
          fields={{ intent: 'remove', company: company?.id ?? '', user: u.userId }}
          tone="danger"
          className="h-8 rounded-full border border-red-200 px-3 text-xs font-semibold text-red-700"
        >
          {t('companies.remove')}
        </ConfirmButton>
      ),
    },
  ];
  return (
    <section aria-labelledby="companies-title" className="flex flex-col gap-6">
      <PageTitle title={t('companies.title')} />
      <div>
        <h1 id="companies-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('companies.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('companies.subtitle')}</p>
      </div>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="create" />
        <label className="flex min-w-64 flex-col gap-1 text-sm font-medium text-ink-800">
          {t('companies.newName')}
          <input name="name" required maxLength={120} className={inputClass} />
        </label>
        <button type="submit" className="btn-primary h-11">
          {t('companies.create')}
        </button>
      </Form>
      <DataTable
        caption={t('companies.title')}
        columns={companyColumns}
        rows={loaderData.companies}
        rowKey={(c) => c.id}
        empty={t('companies.none')}
        testId="company-table"
      />
      {company ? (
        <div className="flex flex-col gap-3">
          <h2 className="font-semibold text-ink-900">
            {t('companies.usersOf', { name: company.name })}
          </h2>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="company" value={company.id} />
            <label className="flex min-w-64 flex-col gap-1 text-sm font-medium text-ink-800">
              {t('companies.email')}
              <input name="email" type="email" required className={inputClass} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink-800">
              {t('companies.role')}
              <select name="role" defaultValue="member" className={inputClass}>
                <option value="member">{t('companies.roles.member')}</option>
                <option value="manager">{t('companies.roles.manager')}</option>
              </select>
            </label>
            <button type="submit" className="btn-primary h-11">
              {t('companies.add')}
            </button>
          </Form>
          <DataTable
            caption={t('companies.usersOf', { name: company.name })}
            columns={userColumns}
            rows={loaderData.users}
            rowKey={(u) => u.userId}
            empty={t('companies.noUsers')}
            testId="company-users"
          />
        </div>
      ) : null}
    </section>
  );
}
