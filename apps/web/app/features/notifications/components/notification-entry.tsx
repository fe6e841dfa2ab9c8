import type { NotificationItem } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { useDateTime } from '../../../lib/format';
import { useNotificationText } from './notification-text';
import { NOTIFICATIONS_PATH } from './paths';

/**
 * One notification: its words and time, leading where it is about. Following it marks it read
 * (a fetcher: the navigation is not held up); on the page an unread one also has a button that
 * marks it read without leaving. Unread ones stand out (a dot, bold words, a tinted row) and say
 * so to screen readers.
 */
export function NotificationEntry({
  notification,
  compact = false,
  onOpen,
}: {
  notification: NotificationItem;
  /** The header panel's smaller row, without the button. */
  compact?: boolean;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('notifications');
  const words = useNotificationText()(notification);
  const when = useDateTime();
  const fetcher = useFetcher();
  const unread = notification.readAt === null && fetcher.state === 'idle' && !fetcher.data;
  const markRead = () =>
    fetcher.submit(
      { intent: 'read', id: notification.id },
      { method: 'post', action: NOTIFICATIONS_PATH },
    );

  return (
    <li
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
      className={`flex flex-wrap items-start gap-x-3 gap-y-2 rounded-2xl ${compact ? 'px-3 py-2.5' : 'px-4 py-3.5'} ${
        unread ? 'bg-lotus-50/70' : ''
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-lotus-600' : 'bg-ink-200'}`}
      />
      <div className="min-w-0 flex-1 basis-52">
        <Link
          to={notification.link ?? NOTIFICATIONS_PATH}
          onClick={() => {
            if (unread) void markRead();
            onOpen?.();
          }}
          className={`block text-sm break-words hover:text-lotus-800 hover:underline ${
            unread ? 'font-semibold text-ink-900' : 'text-ink-700'
          }`}
        >
          {unread ? <span className="sr-only">{t('unread')}: </span> : null}
          {words.title}
        </Link>
        {words.detail ? <p className="mt-0.5 text-sm text-ink-600">{words.detail}</p> : null}
        <p className="mt-0.5 text-xs text-ink-500">
          <time dateTime={notification.createdAt}>{when(notification.createdAt)}</time>
        </p>
      </div>
      {!compact && unread ? (
        <button
          type="button"
          onClick={() => void markRead()}
          className="ml-[1.375rem] shrink-0 rounded-full px-3 py-1.5 text-xs font-medium text-lotus-800 ring-1 ring-lotus-200 hover:bg-lotus-100 sm:ml-0"
        >
          {t('markRead')}
        </button>
      ) : null}
    </li>
  );
}
