import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleIcon, XCircleIcon } from '../components/ui/icons';
import { AuthCard } from '../features/accounts';
import { confirmNewsletter } from '../features/contact';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import type { Route } from './+types/newsletter.confirm';

export type ConfirmResult = { ok: true; email: string } | { ok: false; expired: boolean };

/** `?token=` from the confirmation mail: confirms the subscription (once). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ConfirmResult> {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { ok: false, expired: false };
  try {
    const { email } = await confirmNewsletter(createApiClient(context.api), token);
    return { ok: true, email };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { ok: false, expired: error.code === 'TOKEN_EXPIRED' };
  }
}

/** A token works once: the page keeps its first answer. */
export function shouldRevalidate() {
  return false;
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/newsletter/confirm?token=`: subscribed, or the link is spent. */
export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  return (
    <AuthCard title={t('newsletter.confirmTitle')}>
      <div className="flex flex-col items-center gap-5 text-center">
        {loaderData.ok ? (
          <>
            <CheckCircleIcon size={44} className="text-emerald-600" />
            <p className="text-base leading-7 break-words text-ink-700">
              {t('newsletter.confirmed', { email: loaderData.email })}
            </p>
          </>
        ) : (
          <>
            <XCircleIcon size={44} className="text-red-600" />
            <p className="text-base leading-7 text-ink-700" role="alert">
              {loaderData.expired ? t('newsletter.expiredLink') : t('newsletter.invalidLink')}
            </p>
          </>
        )}
        <Link to="/" className="btn-primary w-full">
          {t('newsletter.toHome')}
        </Link>
      </div>
    </AuthCard>
  );
}
