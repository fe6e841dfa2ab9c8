import { notificationContract } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, useFetcher } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { requireUser } from '../features/accounts';
import {
  BellIcon,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NotificationEntry,
  type NotificationActionData,
  unreadNotifications,
} from '../features/notifications';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { formValues } from '../lib/form-errors';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/profile.notifications';

/** A page number from the address (`?page=2`); anything else is the first page. */
function pageOf(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The user's notifications on the address's page, and how many are unread. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const api = createApiClient(context.api);
  const [list, unread] = await Promise.all([
    listNotifications(api, pageOf(new URL(request.url))),
    unreadNotifications(api),
  ]).catch(toRouteError);
  return { notifications: list.items, meta: list.meta, unread };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/**
 * POST intent=read (id): marks one notification read; intent=read-all: all of them. Answers how
 * many stay unread (every loader, the bell's count with the root's, loads again after it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  try {
    if (values.intent === 'read-all') {
      return { ok: true, unread: await markAllNotificationsRead(api) } as NotificationActionData;
    }
    const id = notificationContract.markRead.params.safeParse({ id: values.id });
    if (values.intent === 'read' && id.success) {
      return {
        ok: true,
        unread: await markNotificationRead(api, id.data.id),
      } as NotificationActionData;
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return data<NotificationActionData>(
      { ok: false, code: error.code },
      { status: error.status >= 400 ? error.status : 502 },
    );
  }
  return data<NotificationActionData>({ ok: false, code: 'BAD_REQUEST' }, { status: 400 });
}

/** `/profile/notifications`: every notification, newest first, 20 a page; unread ones stand out. */
export default function ProfileNotifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('notifications');
  const { notifications, meta, unread } = loaderData;
  const readAll = useFetcher<NotificationActionData>();
  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-5">
      <PageTitle title={t('title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="notifications-title" className="text-xl font-bold tracking-tight">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('subtitle')}</p>
        </div>
        {unread > 0 ? (
          <readAll.Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button
              type="submit"
              className="btn-secondary disabled:opacity-70"
              disabled={readAll.state !== 'idle'}
            >
              {t('markAllRead')}
            </button>
          </readAll.Form>
        ) : null}
      </div>
      {notifications.length > 0 ? (
        <>
          <p className="text-sm text-ink-600" aria-live="polite">
            {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
          </p>
          <ul className="flex flex-col gap-1.5">
            {notifications.map((notification) => (
              <NotificationEntry key={notification.id} notification={notification} />
            ))}
          </ul>
          <Pagination meta={meta} />
        </>
      ) : (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 px-6 py-12 text-center">
          <BellIcon size={40} className="text-lotus-300" />
          <p className="mt-4 font-semibold text-ink-900">{t('empty')}</p>
          <p className="mt-1 text-sm text-ink-600">{t('emptyHint')}</p>
        </div>
      )}
    </section>
  );
}
