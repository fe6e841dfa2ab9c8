import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { CheckCircleIcon, XCircleIcon } from '../components/ui/icons';
import { AuthCard, SubmitButton } from '../features/accounts';
import { newsletterLinkInfo, unsubscribeNewsletter } from '../features/contact';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { formValues } from '../lib/form-errors';
import type { Route } from './+types/newsletter.unsubscribe';

type LinkState = { ok: true; email: string; status: string } | { ok: false };

async function read(call: () => Promise<{ email: string; status: string }>): Promise<LinkState> {
  try {
    return { ok: true, ...(await call()) };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { ok: false };
  }
}

/**
 * `?token=` from a newsletter: who the link names. A GET changes nothing (mail scanners follow
 * links); the button posts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const state: LinkState = token
    ? await read(() => newsletterLinkInfo(createApiClient(context.api), token))
    : { ok: false };
  return { state, token };
}

/** POST: unsubscribes the address the signed token names (no login needed). */
export async function action({ request, context }: Route.ActionArgs): Promise<LinkState> {
  const { token = '' } = formValues(await request.formData());
  return read(() => unsubscribeNewsletter(createApiClient(context.api), token));
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/newsletter/unsubscribe?token=`: one button, then the answer. */
export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  const navigation = useNavigation();
  const state = actionData ?? loaderData.state;
  const done = state.ok && state.status === 'UNSUBSCRIBED';
  return (
    <AuthCard title={t('newsletter.unsubscribeTitle')}>
      <div className="flex flex-col items-center gap-5 text-center" aria-live="polite">
        {!state.ok ? (
          <>
            <XCircleIcon size={44} className="text-red-600" />
            <p className="text-base leading-7 text-ink-700" role="alert">
              {t('newsletter.invalidLink')}
            </p>
          </>
        ) : done ? (
          <>
            <CheckCircleIcon size={44} className="text-emerald-600" />
            <p className="text-base leading-7 break-words text-ink-700">
              {actionData
                ? t('newsletter.unsubscribed', { email: state.email })
                : t('newsletter.alreadyUnsubscribed', { email: state.email })}
            </p>
          </>
        ) : (
          <Form method="post" className="flex w-full flex-col gap-5">
            <p className="text-base leading-7 break-words text-ink-700">
              {t('newsletter.unsubscribeAsk', { email: state.email })}
            </p>
            <input type="hidden" name="token" value={loaderData.token} />
            <SubmitButton
              pending={navigation.state === 'submitting'}
              pendingText={t('newsletter.unsubscribing')}
            >
              {t('newsletter.unsubscribeButton')}
            </SubmitButton>
          </Form>
        )}
        <Link to="/" className="text-sm font-semibold text-lotus-700 hover:underline">
          {t('newsletter.toHome')}
        </Link>
      </div>
    </AuthCard>
  );
}
