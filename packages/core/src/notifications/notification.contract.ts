import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  notificationListQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from './notification.schema.ts';

const errors = [400, 401, 404] as const;

/** The signed-in user's notifications. Another user's notification is 404, never 403. */
export const notificationContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/notify/list',
    access: 'user',
    tag: 'notifications',
    summary: 'Your notifications, newest first (read and unread)',
    query: notificationListQuerySchema,
    response: notificationSchema,
    paged: true,
    errors,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notify/unread-count',
    access: 'user',
    tag: 'notifications',
    summary: 'How many of your notifications are unread (the bell)',
    response: unreadCountSchema,
    errors,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notify/:id/read',
    access: 'user',
    tag: 'notifications',
    summary: 'Mark one of your notifications read (read already: unchanged); answers the unread',
    params: z.object({ id: z.uuid() }),
    response: unreadCountSchema,
    errors,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notify/read-all',
    access: 'user',
    tag: 'notifications',
    summary: 'Mark every one of your notifications read; answers the unread (0)',
    response: unreadCountSchema,
    errors,
  }),
};
