import { monthSchema, vietnamMonthOf } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { PageTitle } from '../components/ui/page-title';
import {
  CompanyStatementView,
  companyStatementPage,
  withCompanySession,
} from '../features/referrals';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/referral-company.statement';

export const handle = i18nHandle('referral');

/** The month asked for (`?month=2026-11`), else this Vietnamese month. */
export function statementMonth(request: Request): string {
  const asked = monthSchema.safeParse(new URL(request.url).searchParams.get('month'));
  return asked.success ? asked.data : vietnamMonthOf(new Date());
}

/**
 * `/referral-company/statement?month=`: the signed-in company's month, read with its referral
 * session (bearer and company-name header; an expired token is renewed once). Without one the
 * page says the spec's "please log in again", with the way to.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const month = statementMonth(request);
  const api = createApiClient(context.api);
  const read = await withCompanySession(request, api, (session) =>
    companyStatementPage(api, session, month),
  ).catch(toRouteError);
  const headers = new Headers();
  for (const cookie of read.setCookie) headers.append('Set-Cookie', cookie);
  if ('relogin' in read) return data({ relogin: true as const }, { headers });
  return data({ relogin: false as const, ...read.value }, { headers });
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function ReferralCompanyStatement({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('referral');
  return (
    <section
      aria-labelledby="company-title"
      className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-8"
    >
      <PageTitle title={t('company.title')} />
      <h1 id="company-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {t('company.title')}
      </h1>
      {loaderData.relogin ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert tone="info">{translateKey(t, 'errors:REFERRAL_AUTH_MISSING')}</FormAlert>
          <Link to="/referral-company" className="btn-primary">
            {t('company.signIn')}
          </Link>
        </div>
      ) : (
        <CompanyStatementView
          company={loaderData.company}
          members={loaderData.members}
          statement={loaderData.statement}
        />
      )}
    </section>
  );
}
