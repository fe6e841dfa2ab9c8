/** The notifications page; its action marks them read (`intent=read&id=…`, `intent=read-all`). */
export const NOTIFICATIONS_PATH = '/profile/notifications';
/** The header panel's data: the newest few notifications (a resource route). */
export const LATEST_NOTIFICATIONS_PATH = '/notifications/latest';

/** What the notifications action answers: how many stay unread, or the API's refusal. */
export type NotificationActionData = { ok: true; unread: number } | { ok: false; code: string };
