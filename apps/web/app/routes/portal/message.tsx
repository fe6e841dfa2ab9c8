import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { getContactMessage, setContactMessageHandled } from '../../features/contact';
import { createApiClient } from '../../lib/api-client';
import { useDateTime } from '../../lib/format';
import { formValues } from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/message';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'contact.manage' });
  const message = await getContactMessage(createApiClient(context.api), params.id).catch(
    toRouteError,
  );
  return { message };
}

/** POST (handled=true|false): marks the message handled, or open again. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'contact.manage' });
  const { handled } = formValues(await request.formData());
  await setContactMessageHandled(createApiClient(context.api), params.id, handled === 'true').catch(
    toRouteError,
  );
  return { ok: true };
}

/** `/portal/messages/:id`: one message in full, a reply link and the handled switch. */
export default function PortalMessage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  const at = useDateTime();
  const navigation = useNavigation();
  const { message } = loaderData;
  const rows = [
    ['form.fullName', message.fullName],
    ['form.company', message.company],
    ['form.businessName', message.businessName],
    ['form.email', message.email],
    ['form.phone', message.phone],
    ['portal.received', at(message.createdAt)],
    ['portal.language', message.language.toUpperCase()],
  ] as const;
  return (
    <article aria-labelledby="message-title">
      <PageTitle title={message.subject} />
      <Link
        to="/portal/messages"
        className="inline-flex items-center gap-1 text-sm font-semibold text-lotus-700 hover:underline"
      >
        <ChevronLeftIcon size={16} />
        {t('portal.back')}
      </Link>
      <h1 id="message-title" className="mt-3 text-xl font-bold break-words text-ink-900">
        {message.subject}
      </h1>
      <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="self-start rounded-2xl border border-ink-100 bg-white p-5 text-base leading-7 whitespace-pre-line break-words text-ink-800">
          {message.description}
        </div>
        <div className="flex flex-col gap-4">
          <dl className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-4 text-sm">
            {rows
              .filter(([, value]) => value)
              .map(([key, value]) => (
                <div key={key}>
                  <dt className="text-ink-600">{t(key)}</dt>
                  <dd className="font-medium break-words text-ink-900">{value}</dd>
                </div>
              ))}
          </dl>
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            className="btn-secondary text-center"
          >
            {t('portal.reply')}
          </a>
          {message.handledAt ? (
            <p className="text-sm text-emerald-800">
              {t('portal.handledBy', {
                email: message.handledByEmail ?? '—',
                at: at(message.handledAt),
              })}
            </p>
          ) : null}
          <Form method="post">
            <input type="hidden" name="handled" value={message.handledAt ? 'false' : 'true'} />
            <button
              type="submit"
              disabled={navigation.state === 'submitting'}
              className={`w-full ${message.handledAt ? 'btn-secondary' : 'btn-primary'}`}
            >
              {message.handledAt ? t('portal.reopen') : t('portal.markHandled')}
            </button>
          </Form>
        </div>
      </div>
    </article>
  );
}
