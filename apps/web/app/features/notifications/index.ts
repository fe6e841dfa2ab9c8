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
export { type NotificationActionData } from './components/paths';
