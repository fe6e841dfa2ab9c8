import {
  BELL_LATEST,
  notificationContract,
  type EndpointData,
  type NotificationItem,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The signed-in user's notifications, newest first, a page at a time. */
export function listNotifications(
  api: ApiClient,
  page: number,
): Promise<EndpointData<typeof notificationContract.list>> {
  return api.call(notificationContract.list, { query: { page } });
}

/** The newest few notifications, for the header's panel. */
export async function latestNotifications(api: ApiClient): Promise<NotificationItem[]> {
  const { items } = await api.call(notificationContract.list, {
    query: { page: 1, limit: BELL_LATEST },
  });
  return items;
}

/** How many notifications are unread (the bell's badge): one cheap count. */
export async function unreadNotifications(api: ApiClient): Promise<number> {
  return (await api.call(notificationContract.unreadCount, {})).unread;
}

/** Marks one notification read (404 for anyone else's); answers how many stay unread. */
export async function markNotificationRead(api: ApiClient, id: string): Promise<number> {
  return (await api.call(notificationContract.markRead, { params: { id } })).unread;
}

/** Marks every notification read. */
export async function markAllNotificationsRead(api: ApiClient): Promise<number> {
  return (await api.call(notificationContract.markAllRead, {})).unread;
}
