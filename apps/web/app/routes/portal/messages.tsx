import { CONTACT_MESSAGE_FILTERS, CONTACT_MESSAGE_SORTS } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterChips } from '../../components/ui/filter-chips';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { DataTable, listSortOf, type Column } from '../../features/portal-kit';
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
    ...listSortOf(url.searchParams, CONTACT_MESSAGE_SORTS),
  }).catch(toRouteError);
  return { status, messages: result.items, meta: result.meta };
}

/** `/portal/messages`: the contact form's messages, newest first, by open or handled. */
export default function PortalMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  const at = useDateTime();
  const { status, messages, meta } = loaderData;
  const columns: Column<(typeof messages)[number]>[] = [
    {
      key: 'subject',
      header: t('portal.columns.subject'),
      rowHeader: true,
      className: 'max-w-80',
      sortable: true,
      cell: (message) => (
        <>
          <Link
            to={`/portal/messages/${message.id}`}
            className="font-semibold break-words text-lotus-800 hover:underline"
          >
            {message.subject}
          </Link>
          <p className="mt-0.5 line-clamp-2 font-normal text-ink-600">{message.description}</p>
        </>
      ),
    },
    {
      key: 'from',
      header: t('portal.columns.from'),
      className: 'max-w-64',
      sortable: true,
      cell: (message) => (
        <>
          <p className="break-words text-ink-900">{message.fullName}</p>
          <p className="text-xs break-words text-ink-600">
            {message.email} · {message.phone}
          </p>
        </>
      ),
    },
    {
      key: 'status',
      header: t('portal.columns.status'),
      cell: (message) => (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
            message.handledAt ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'
          }`}
        >
          {message.handledAt ? t('portal.statusHandled') : t('portal.statusOpen')}
        </span>
      ),
    },
    {
      key: 'received',
      header: t('portal.columns.received'),
      className: 'whitespace-nowrap',
      sortable: true,
      cell: (message) => at(message.createdAt),
    },
  ];
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
      <div className="mt-4">
        <DataTable
          caption={t('portal.messagesTitle')}
          columns={columns}
          rows={messages}
          rowKey={(message) => message.id}
          meta={meta}
          empty={t('portal.empty')}
        />
      </div>
    </section>
  );
}
