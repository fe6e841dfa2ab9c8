import { CONTACT_MESSAGE_FILTERS } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterChips } from '../../components/ui/filter-chips';
import { PageTitle } from '../../components/ui/page-title';
import { Pagination } from '../../components/ui/pagination';
import { requireUser } from '../../features/accounts';
import { listContactMessages } from '../../features/contact';
import { createApiClient } from '../../lib/api-client';
import { useDateTime } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/messages';

const PAGE_SIZE = 20;
type Filter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'contact.manage' });
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status: Filter = CONTACT_MESSAGE_FILTERS.find((f) => f === asked) ?? 'open';
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const result = await listContactMessages(createApiClient(context.api), {
    status,
    page,
    limit: PAGE_SIZE,
  }).catch(toRouteError);
  return { status, messages: result.items, meta: result.meta };
}

/** `/portal/messages`: the contact form's messages, newest first, by open or handled. */
export default function PortalMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  const at = useDateTime();
  const { status, messages, meta } = loaderData;
  return (
    <section aria-labelledby="messages-title">
      <PageTitle title={t('portal.messagesTitle')} />
      <h1 id="messages-title" className="text-xl font-bold tracking-tight text-ink-900">
        {t('portal.messagesTitle')}
      </h1>
      <p className="mt-1 text-sm text-ink-600">{t('portal.messagesSubtitle')}</p>

      <FilterChips
        label={t('portal.filterLabel')}
        className="mt-5"
        chips={CONTACT_MESSAGE_FILTERS.map((filter) => ({
          key: filter,
          to: `?status=${filter}`,
          label: t(`portal.filter.${filter}`),
          current: filter === status,
        }))}
      />

      <p className="mt-4 text-sm text-ink-600" aria-live="polite">
        {t('portal.count', { count: meta.total })}
      </p>
      {messages.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
          {t('portal.empty')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                to={`/portal/messages/${message.id}`}
                className="block rounded-2xl border border-ink-100 bg-white p-4 shadow-xs transition hover:border-lotus-300"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold break-words text-ink-900">{message.subject}</p>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      message.handledAt
                        ? 'bg-emerald-50 text-emerald-800'
                        : 'bg-amber-50 text-amber-800'
                    }`}
                  >
                    {message.handledAt ? t('portal.statusHandled') : t('portal.statusOpen')}
                  </span>
                </div>
                <p className="mt-1 text-sm break-words text-ink-700">
                  {message.fullName} · {message.email} · {message.phone}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-ink-600">{message.description}</p>
                <p className="mt-2 text-xs text-ink-500">{at(message.createdAt)}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={meta} />
    </section>
  );
}
