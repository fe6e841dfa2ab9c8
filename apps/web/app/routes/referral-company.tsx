import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { PageTitle } from '../components/ui/page-title';
import { TextField } from '../components/ui/text-field';
import {
  companyLogin,
  companySession,
  dropCompanySession,
  keepCompanySession,
} from '../features/referrals';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { formValues } from '../lib/form-errors';
import type { Route } from './+types/referral-company';

export const handle = i18nHandle('referral');

/** `/referral-company`: a partner company's own login; signed in, its statement. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (companySession(request)) throw redirect('/referral-company/statement');
  return { relogin: url.searchParams.get('relogin') === '1' };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/**
 * POST (username = the email, password): signs a company's account in through the referral
 * login and keeps its `referralCredentials` in the company cookie. POST intent=logout forgets
 * them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  if (values.intent === 'logout') {
    throw redirect('/referral-company', { headers: { 'Set-Cookie': dropCompanySession(request) } });
  }
  const api = createApiClient(context.api);
  try {
    const answer = await companyLogin(api, {
      username: (values.username ?? '').trim(),
      password: values.password ?? '',
    });
    throw redirect('/referral-company/statement', {
      headers: { 'Set-Cookie': keepCompanySession(request, answer.referralCredentials) },
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const code = error.details?.length ? 'INVALID_CREDENTIALS' : error.code;
    return data({ code, username: values.username ?? '' }, { status: error.status || 400 });
  }
}

export default function ReferralCompanyLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('referral');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <section
      aria-labelledby="company-login-title"
      className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-10"
    >
      <PageTitle title={t('company.loginTitle')} />
      <div>
        <h1 id="company-login-title" className="text-2xl font-bold tracking-tight text-ink-900">
          {t('company.loginTitle')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('company.loginIntro')}</p>
      </div>
      {loaderData.relogin ? (
        <FormAlert tone="info">{translateKey(t, 'errors:REFERRAL_AUTH_MISSING')}</FormAlert>
      ) : null}
      {actionData ? (
        <FormAlert tone="error">{translateKey(t, `errors:${actionData.code}`)}</FormAlert>
      ) : null}
      <Form
        method="post"
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-100"
      >
        <TextField
          name="username"
          type="email"
          label={t('company.email')}
          autoComplete="username"
          defaultValue={actionData?.username}
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('company.password')}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('company.signingIn') : t('company.signIn')}
        </button>
      </Form>
    </section>
  );
}
