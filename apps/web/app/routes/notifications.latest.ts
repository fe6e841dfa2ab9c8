import type { NotificationItem } from '@lotus/core';
import { latestNotifications } from '../features/notifications';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/notifications.latest';

/**
 * `/notifications/latest`, the header panel's data (a fetcher): the signed-in user's newest few
 * notifications, or `items: null` when they could not be read (a visitor's included: the panel
 * says so; visitors have no bell).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<{
  items: NotificationItem[] | null;
}> {
  const items = await latestNotifications(createApiClient(context.api)).catch(() => null);
  return { items };
}
