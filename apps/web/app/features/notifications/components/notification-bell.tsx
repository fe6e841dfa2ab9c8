import { badgeCount, type NotificationItem } from '@lotus/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { useRootData } from '../../../lib/root-data';
import { useDropdown } from '../../../lib/use-dropdown';
import { BellIcon } from './bell-icon';
import { LATEST_NOTIFICATIONS_PATH, NOTIFICATIONS_PATH } from './paths';

const buttonClass =
  'relative grid size-11 place-items-center rounded-full text-ink-800 hover:bg-lotus-50 hover:text-lotus-800 aria-expanded:bg-lotus-50';

function Badge({ unread }: { unread: number }) {
  const shown = badgeCount(unread);
  return shown ? (
    <span
      data-testid="notification-count"
      aria-hidden="true"
      className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-lotus-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
    >
      {shown}
    </span>
  ) : null;
}

/** The panel's entries come with its first opening, not with every page the bell is on. */
const loadEntries = () => import('./notification-entry');
const NotificationEntry = lazy(() =>
  loadEntries().then((module) => ({ default: module.NotificationEntry })),
);

/**
 * The signed-in user's bell with the unread count (the root's data: one count per page load,
 * again after every action). On a phone it leads to the notifications page; from 768 px it opens
 * a panel of the newest few with "mark all read" and a link to the page. Nothing for a visitor.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { user, unreadCount } = useRootData();
  const { open, setOpen, panelId, root, button } = useDropdown();
  const latest = useFetcher<{ items: NotificationItem[] } | { items: null }>();
  const readAll = useFetcher();

  if (!user) return null;
  const unread = unreadCount ?? 0;
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  const items = latest.data?.items;
  const toggle = () => {
    if (!open) {
      void latest.load(LATEST_NOTIFICATIONS_PATH);
      void loadEntries();
    }
    setOpen((o) => !o);
  };
  const close = () => setOpen(false);
  const loading = (
    <p className="px-3 py-4 text-sm text-ink-600" aria-live="polite">
      {t('bell.loading')}
    </p>
  );

  return (
    <div ref={root} className="relative">
      <Link to={NOTIFICATIONS_PATH} aria-label={label} className={`${buttonClass} md:hidden`}>
        <BellIcon size={22} />
        <Badge unread={unread} />
      </Link>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={`${buttonClass} hidden md:grid`}
      >
        <BellIcon size={22} />
        <Badge unread={unread} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={t('bell.latest')}
        className="absolute right-0 z-40 mt-2 w-96 max-w-[calc(100vw-2rem)] rounded-2xl border border-ink-100 bg-white p-2 shadow-xl shadow-ink-900/10"
      >
        <div className="flex items-center justify-between gap-2 border-b border-ink-100 px-3 pt-1.5 pb-2.5">
          <p className="text-sm font-semibold text-ink-900">{t('bell.latest')}</p>
          {unread > 0 ? (
            <readAll.Form method="post" action={NOTIFICATIONS_PATH}>
              <input type="hidden" name="intent" value="read-all" />
              <button
                type="submit"
                disabled={readAll.state !== 'idle'}
                className="rounded-full px-2.5 py-1 text-xs font-medium text-lotus-800 hover:bg-lotus-50 disabled:opacity-60"
              >
                {t('markAllRead')}
              </button>
            </readAll.Form>
          ) : null}
        </div>
        {items === undefined ? (
          loading
        ) : items === null ? (
          <p className="px-3 py-4 text-sm text-red-700" role="alert">
            {t('bell.loadFailed')}
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-4 text-sm text-ink-600">{t('empty')}</p>
        ) : (
          <Suspense fallback={loading}>
            <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto py-2">
              {items.map((notification) => (
                <NotificationEntry
                  key={notification.id}
                  notification={notification}
                  compact
                  onOpen={close}
                />
              ))}
            </ul>
          </Suspense>
        )}
        <Link
          to={NOTIFICATIONS_PATH}
          onClick={close}
          className="block rounded-xl px-3 py-2.5 text-center text-sm font-medium text-lotus-800 hover:bg-lotus-50"
        >
          {t('bell.seeAll')}
        </Link>
      </div>
    </div>
  );
}
