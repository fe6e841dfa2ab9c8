import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { MailIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { inputClass } from '../components/ui/text-field';
import type { MailboxMail } from '@lotus/core';
import { listMailbox } from '../features/accounts';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { notFound, toRouteError } from '../lib/route-errors';
import type { Route } from './+types/dev.mailbox';

const MAILBOX_LIMIT = 50;

/**
 * The development mailbox (`systemContract.mailbox`). The API has that route only outside
 * production, so on a live shop this page is a plain 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('to')?.trim().slice(0, 254) || undefined;
  try {
    const mails = await listMailbox(createApiClient(context.api), { to, limit: MAILBOX_LIMIT });
    return { to: to ?? '', mails };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) notFound();
    return toRouteError(error);
  }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * The mail's HTML, shown in a sandbox: no scripts, no access to this page; its links open in
 * the whole tab (a link in a mail is followed as from a mail program).
 */
export function mailDocument(html: string): string {
  return `<base target="_top">${html}`;
}

function MailItem({ mail, open }: { mail: MailboxMail; open: boolean }) {
  const { t, i18n } = useTranslation('accounts');
  const sentAt = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(mail.createdAt));
  return (
    <li>
      <details
        open={open}
        className="group rounded-2xl border border-ink-100 bg-white shadow-sm open:shadow-md"
      >
        <summary className="flex cursor-pointer list-none items-start gap-3 rounded-2xl px-4 py-3.5 hover:bg-ink-50 sm:px-5 [&::-webkit-details-marker]:hidden">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-lotus-50 text-lotus-700">
            <MailIcon size={18} />
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="font-semibold text-ink-900">{mail.subject}</span>
            <span className="truncate text-sm text-ink-600">
              {t('mailbox.to')}: {mail.to}
            </span>
            <span className="text-xs text-ink-500">
              {t('mailbox.sentAt')}: <time dateTime={mail.createdAt}>{sentAt}</time>
            </span>
          </span>
        </summary>
        <div className="border-t border-ink-100 p-2 sm:p-3">
          <iframe
            title={t('mailbox.bodyTitle', { subject: mail.subject })}
            srcDoc={mailDocument(mail.html)}
            sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            loading="lazy"
            className="h-80 w-full rounded-xl bg-white"
          />
        </div>
      </details>
    </li>
  );
}

/** `/dev/mailbox?to=`: mail kept while no SMTP server is set, newest first (development only). */
export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const { to, mails } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle title={t('mailbox.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {t('mailbox.title')}
      </h1>
      <p className="mt-2 text-sm leading-6 text-ink-600">{t('mailbox.description')}</p>

      <Form
        method="get"
        role="search"
        className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="mailbox-to" className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('mailbox.filterLabel')}
          </label>
          <input
            id="mailbox-to"
            name="to"
            type="search"
            inputMode="email"
            defaultValue={to}
            placeholder={t('mailbox.filterPlaceholder')}
            className={inputClass}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary flex-1 sm:flex-none">
            {t('mailbox.filter')}
          </button>
          {to ? (
            <Link to="/dev/mailbox" className="btn-secondary flex-1 sm:flex-none">
              {t('mailbox.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      {mails.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
          {t('mailbox.empty')}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-600">{t('mailbox.count', { count: mails.length })}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {mails.map((mail, index) => (
              <MailItem key={mail.id} mail={mail} open={index === 0} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
