import type { PaymentMethod } from '../payments/payment-method.ts';

/** Order status values (spec section 4). */
export const ORDER_STATUSES = [
  'new',
  'processing',
  'delivering',
  'done',
  'cancel',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Payment status values (spec section 4: paid, unpaid; an unpaid order offers payment again),
 * and refunded: a paid order cancelled or rejected whose money the gateway gave back.
 */
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The status tabs of "my orders" and the back office (spec section 2). */
export const ORDER_TABS = [
  'ALL',
  'NEW',
  'PROCESSING',
  'DELIVERING',
  'DONE',
  'CANCEL',
  'REJECT',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The status a tab shows (ALL shows every status). */
export const TAB_STATUS: Readonly<Record<Exclude<OrderTab, 'ALL'>, OrderStatus>> = {
  NEW: 'new',
  PROCESSING: 'processing',
  DELIVERING: 'delivering',
  DONE: 'done',
  CANCEL: 'cancel',
  REJECT: 'rejected',
};

/**
 * Who moves an order: the shopper who placed it, the shop (operators and admins), or the shop's
 * own clock (an online order left unpaid past the payment window).
 */
export type OrderParty = 'CUSTOMER' | 'OPERATOR' | 'SYSTEM';

/** One legal move of the state machine. */
export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderParty;
}

/**
 * The order state machine, the one table the API and the web both read. The shop moves an order
 * `new → processing → delivering → done`, and may reject it (with a reason) before it leaves; the
 * shopper may cancel while it is `new` or `processing`; an online order still unpaid when its
 * payment window closes is cancelled by the system. Anything else is illegal (409).
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'new', to: 'processing', by: 'OPERATOR' },
  { from: 'new', to: 'rejected', by: 'OPERATOR' },
  { from: 'new', to: 'cancel', by: 'CUSTOMER' },
  { from: 'processing', to: 'delivering', by: 'OPERATOR' },
  { from: 'processing', to: 'rejected', by: 'OPERATOR' },
  { from: 'processing', to: 'cancel', by: 'CUSTOMER' },
  { from: 'delivering', to: 'done', by: 'OPERATOR' },
  { from: 'new', to: 'cancel', by: 'SYSTEM' },
];

/** Whether `by` may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, by: OrderParty): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);
}

/** The statuses `by` may move an order to from `from` (the buttons to show). */
export function nextStatuses(from: OrderStatus, by: OrderParty): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

/** Whether entering `status` gives the order's stock back (a cancel or a rejection). */
export function restocks(status: OrderStatus): boolean {
  return status === 'cancel' || status === 'rejected';
}

/** Whether moving to `status` needs a reason (a rejection does). */
export function needsReason(status: OrderStatus): boolean {
  return status === 'rejected';
}

/** Whether an order in `status` can still change. */
export function isFinal(status: OrderStatus): boolean {
  return !ORDER_TRANSITIONS.some((t) => t.from === status);
}

/**
 * The payment status after moving to `to`: a cash-on-delivery order is paid when it is
 * delivered (`done`); otherwise it stays as it was (online payments set it themselves).
 */
export function paymentStatusAfter(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  to: OrderStatus,
): PaymentStatus {
  if (order.paymentMethod === 'COD' && to === 'done') return 'paid';
  return order.paymentStatus;
}

/** The order number shoppers and operators read and search by (`LT00000123`). */
export function formatOrderNumber(serial: number): string {
  return `LT${String(serial).padStart(8, '0')}`;
}

/** The shopper's page of an order in the storefront (order mails link to it). */
export function orderPagePath(id: string): string {
  return `/profile/orders/${id}`;
}
