import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { CheckCircleIcon, LogOutIcon } from '../components/ui/icons';
import { AuthCard, logout, sessionCookieHeaders } from '../features/accounts';
import { createApiClient } from '../lib/api-client';
import { useSignedOut } from '../store/use-signed-out';
import type { Route } from './+types/logout';

/**
 * POST /logout: ends the session at the API (its refresh tokens are revoked) and passes on the
 * API's cookie removal. The header's menu posts here in place and then clears local storage,
 * says goodbye and goes home; without JavaScript the page below says it.
 */
export async function action({ context }: Route.ActionArgs) {
  const { headers } = await logout(createApiClient(context.api));
  return data({ loggedOut: true as const }, { headers: sessionCookieHeaders(headers) });
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/logout`: a GET only offers the button (logging out takes a POST); after it, goodbye. */
export default function Logout({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const signedOut = useSignedOut();
  const handled = useRef<typeof actionData>(undefined);
  useEffect(() => {
    if (!actionData?.loggedOut || handled.current === actionData) return;
    handled.current = actionData;
    signedOut();
  }, [actionData, signedOut]);

  if (!actionData?.loggedOut) {
    return (
      <AuthCard title={t('menu.logout')}>
        <Form method="post" action="/logout">
          <button type="submit" className="btn-primary w-full">
            <LogOutIcon size={18} />
            {t('menu.logout')}
          </button>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('logout.title')}>
      <div className="flex flex-col items-center gap-5 text-center">
        <CheckCircleIcon size={44} className="text-emerald-600" />
        <p className="text-base text-ink-700">{t('logout.body')}</p>
        <Link to="/" className="btn-primary w-full">
          {t('logout.home')}
        </Link>
      </div>
    </AuthCard>
  );
}
