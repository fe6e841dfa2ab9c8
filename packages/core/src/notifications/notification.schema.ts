import { z } from 'zod';
import { pageQueryOf } from '../http/pagination.ts';
import { NOTIFICATION_KINDS } from './notification.rules.ts';

/** `GET /api/notify/list`: a page of the signed-in user's notifications, 20 by default. */
export const notificationListQuerySchema = pageQueryOf(20);
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/**
 * One notification as its owner sees it: the kind and the params its translated words take, the
 * shop path it leads to, and when it was read (null while unread).
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** How many of the user's notifications are unread (the bell's badge). */
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
