import { newsletterSubscribeSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { MailIcon } from '../components/ui/icons';
import { AuthCard } from '../features/accounts';
import { subscribeNewsletter, type NewsletterActionData } from '../features/contact';
import { translateKey } from '../i18n/i18n';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues } from '../lib/form-errors';
import type { Route } from './+types/newsletter';

/**
 * POST /newsletter: the newsletter box (`newsletterContract.subscribe`). The box sends it in
 * place; without script the browser lands on this page, which shows the same answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = newsletterSubscribeSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    await subscribeNewsletter(createApiClient(context.api), parsed.data);
    return data<NewsletterActionData>({ ok: true, email: parsed.data.email });
  } catch (error) {
    return formRefusal(error);
  }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/newsletter` after a post without script: check your mailbox, or what went wrong. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const problem =
    failure?.formError?.key ?? Object.values(failure?.fieldErrors ?? {})[0] ?? undefined;
  return (
    <AuthCard title={t('newsletter.title')}>
      <div className="flex flex-col items-center gap-5 text-center" aria-live="polite">
        <MailIcon size={36} className="text-lotus-700" />
        <p className="text-base leading-7 break-words text-ink-700">
          {actionData?.ok
            ? t('newsletter.checkMailbox', { email: actionData.email })
            : problem
              ? translateKey(t, problem, failure?.formError?.values)
              : t('newsletter.body')}
        </p>
        <Link to="/" className="btn-primary w-full">
          {t('newsletter.toHome')}
        </Link>
      </div>
    </AuthCard>
  );
}
