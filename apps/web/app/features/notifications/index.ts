/** Notifications: the header's bell, the list's rows, and the calls behind the page. */
export {
  latestNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from './api/notification-api';
export { BellIcon } from './components/bell-icon';
export { NotificationBell } from './components/notification-bell';
export { NotificationEntry } from './components/notification-entry';
export {
  LATEST_NOTIFICATIONS_PATH,
  NOTIFICATIONS_PATH,
  type NotificationActionData,
} from './components/paths';
