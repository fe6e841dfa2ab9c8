import { CONTACT_LIMITS, contactMessageSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { CheckCircleIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { SeoMeta } from '../components/ui/seo-meta';
import { getConversation, handOver } from '../features/assistant';
import { ContactForm, sendContactMessage } from '../features/contact';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/contact';

export type ContactActionData = { ok: true } | FormFailure;

/** The last messages of a conversation the form is prefilled with. */
const TRANSCRIPT_MESSAGES = 12;

/**
 * `/contact?from=assistant`: the shopper's conversation with the assistant, for the form's
 * message (they came from the chat's "send the shop a message"). Nothing otherwise.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get('from') !== 'assistant') return { conversation: null };
  const conversation = await getConversation(createApiClient(context.api)).catch(() => null);
  if (!conversation?.id) return { conversation: null };
  return {
    conversation: {
      id: conversation.id,
      messages: conversation.messages
        .slice(-TRANSCRIPT_MESSAGES)
        .map((m) => ({ role: m.role, text: m.text })),
    },
  };
}

/** POST /contact: the form, checked by core's schema, sent to the API (`contactContract.send`). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    const api = createApiClient(context.api);
    await sendContactMessage(api, parsed.data);
    // Sent from a chat: operators read the conversation beside the message.
    const conversationId = values.assistantConversation;
    if (conversationId) await handOver(api, conversationId).catch(() => null);
    return data<ContactActionData>({ ok: true });
  } catch (error) {
    return formRefusal(error);
  }
}

/** `/contact`: the shop's contact details beside the contact form. */
export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  const chat = loaderData.conversation;
  const transcript = chat
    ? [
        t('assistant.intro'),
        ...chat.messages.map(
          (m) => `${m.role === 'user' ? t('assistant.you') : t('assistant.assistant')}: ${m.text}`,
        ),
      ]
        .join('\n')
        .slice(0, CONTACT_LIMITS.description)
    : undefined;
  const { setting, user } = useRootData();
  const profile = user?.profile;
  const { contact } = setting;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const details = [
    ['page.address', contact.address, null],
    ['page.phone', contact.phone, `tel:${contact.phone.replace(/[^\d+]/g, '')}`],
    ['page.hotline', contact.hotline, `tel:${contact.hotline.replace(/[^\d+]/g, '')}`],
    ['page.email', contact.email, `mailto:${contact.email}`],
    ['page.hours', contact.workingHours, null],
  ] as const;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('page.title')} />
      <SeoMeta description={t('page.description')} path="/contact" />
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {t('page.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-base leading-7 text-ink-700">{t('page.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-8">
          {actionData?.ok ? (
            <div className="flex flex-col items-center gap-4 py-6 text-center" aria-live="polite">
              <CheckCircleIcon size={44} className="text-emerald-600" />
              <h2 className="text-xl font-bold text-ink-900">{t('form.sentTitle')}</h2>
              <p className="max-w-md text-base leading-7 text-ink-700">{t('form.sent')}</p>
              <Link to="/contact" className="btn-secondary">
                {t('form.another')}
              </Link>
            </div>
          ) : (
            <ContactForm
              failure={failure}
              prefill={{
                fullName: profile?.fullName,
                company: profile?.company ?? undefined,
                businessName: profile?.businessName ?? undefined,
                email: user?.email,
                phone: profile?.phone ?? undefined,
                ...(chat
                  ? {
                      subject: t('assistant.subject'),
                      description: transcript,
                      assistantConversation: chat.id,
                    }
                  : {}),
              }}
            />
          )}
        </div>
        <aside
          aria-labelledby="contact-details"
          className="h-fit rounded-3xl bg-lotus-50 p-5 sm:p-6"
        >
          <h2 id="contact-details" className="text-base font-bold text-ink-900">
            {contact.companyName || t('page.details')}
          </h2>
          <dl className="mt-4 flex flex-col gap-3 text-sm">
            {details
              .filter(([, value]) => value)
              .map(([key, value, href]) => (
                <div key={key}>
                  <dt className="font-medium text-ink-600">{t(key)}</dt>
                  <dd className="break-words text-ink-900">
                    {href ? (
                      <a href={href} className="font-semibold text-lotus-700 hover:underline">
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
          </dl>
          <Link
            to="/showrooms"
            className="mt-5 inline-block text-sm font-semibold text-lotus-700 underline-offset-4 hover:underline"
          >
            {t('page.showrooms')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
