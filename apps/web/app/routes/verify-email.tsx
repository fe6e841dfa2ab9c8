import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleIcon, XCircleIcon } from '../components/ui/icons';
import { activateAccount, AuthCard, ResendVerificationForm } from '../features/accounts';
import { translateKey } from '../i18n/i18n';
import { ApiRequestError, createApiClient, type ClientErrorCode } from '../lib/api-client';
import type { Route } from './+types/verify-email';

export type VerifyResult = { ok: true; email: string } | { ok: false; code: ClientErrorCode };

/** `?token=` from the mailed link: activates the account (`authContract.activate`). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<VerifyResult> {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { ok: false, code: 'INVALID_TOKEN' };
  try {
    const { email } = await activateAccount(createApiClient(context.api), token);
    return { ok: true, email };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // A malformed token is refused by the API's validation; to the shopper it is a bad link.
    return { ok: false, code: error.code === 'VALIDATION_ERROR' ? 'INVALID_TOKEN' : error.code };
  }
}

/** A token works once: the page keeps its first answer (e.g. while "send again" is used). */
export function shouldRevalidate() {
  return false;
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/verify-email?token=`: the account is active (on to log in), or the link needs renewing. */
export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const { t: tErrors } = useTranslation('errors');
  if (loaderData.ok) {
    return (
      <AuthCard title={t('verify.successTitle')}>
        <div className="flex flex-col items-center gap-5 text-center">
          <CheckCircleIcon size={44} className="text-emerald-600" />
          <p className="text-base leading-7 break-words text-ink-700">
            {t('verify.successBody', { email: loaderData.email })}
          </p>
          <Link to="/login" className="btn-primary w-full">
            {t('verify.login')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('verify.failedTitle')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <XCircleIcon size={44} className="text-red-600" />
          <p className="text-base leading-7 text-ink-700" role="alert">
            {translateKey(tErrors, loaderData.code)}
          </p>
        </div>
        <section aria-labelledby="resend-title" className="border-t border-ink-100 pt-6">
          <h2 id="resend-title" className="text-base font-semibold text-ink-900">
            {t('verify.resendTitle')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-600">{t('verify.resendBody')}</p>
          <ResendVerificationForm
            label={t('verify.resend')}
            pendingLabel={t('verify.resending')}
            variant="primary"
          />
        </section>
      </div>
    </AuthCard>
  );
}
