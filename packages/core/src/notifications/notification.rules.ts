import type { OrderStatus } from '../orders/order.rules.ts';
import { orderPagePath } from '../orders/order.rules.ts';

/** What a notification tells its owner about; its words come from the web's translations. */
export const NOTIFICATION_KINDS = ['ORDER_STATUS', 'PAYMENT_RESULT', 'REVIEW_MODERATED'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a payment ended, as its notification says it. */
export const PAYMENT_NOTICES = ['PAID', 'FAILED', 'REFUNDED'] as const;
export type PaymentNotice = (typeof PAYMENT_NOTICES)[number];

/** The newest notifications the header's bell shows (the page shows them all). */
export const BELL_LATEST = 5;

/** Where the profile's review list is (a moderated review's notification leads there). */
export const MY_REVIEWS_PATH = '/profile/reviews';

/**
 * The notification of an order's new status (`new` when it is placed): its words' params, where
 * it leads and its key, so each status of an order notifies its owner once. The number may be
 * one its writer knows only as it stores the order (the store's own expression for it).
 */
export function orderStatusNotification<OrderNumber = string>(order: {
  id: string;
  userId: string;
  number: OrderNumber;
  status: OrderStatus;
}) {
  return {
    userId: order.userId,
    kind: 'ORDER_STATUS' as const,
    params: { number: order.number, status: order.status },
    link: orderPagePath(order.id),
    key: `order:${order.id}:${order.status}`,
  };
}

/** The notification of a payment attempt's outcome: once per attempt and outcome. */
export function paymentNotification(
  order: { id: string; userId: string; number: string },
  attemptId: string,
  outcome: PaymentNotice,
) {
  return {
    userId: order.userId,
    kind: 'PAYMENT_RESULT' as const,
    params: { number: order.number, outcome },
    link: orderPagePath(order.id),
    key: `payment:${attemptId}:${outcome}`,
  };
}

/** A count as the bell's badge shows it: nothing at 0, `99+` above 99. */
export function badgeCount(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
