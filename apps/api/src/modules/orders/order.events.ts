import type { OrderParty, OrderStatus, PaymentMethod, PaymentStatus } from '@lotus/core';

/** An order was placed (its transaction holds its lines, its key and the stock it took). */
export interface OrderPlaced {
  orderId: string;
  userId: string;
  number: string;
  paymentMethod: PaymentMethod;
  grandTotal: number;
  /** The referral campaign whose welcome gift the order took (an invitee's first order), if any. */
  referralRef: string | null;
  /** Store credit (the referral balance) the order spends, đồng; taken in its transaction. */
  storeCredit: number;
}

/** An order moved along core's state machine (`ORDER_TRANSITIONS`). */
export interface OrderStatusChanged {
  orderId: string;
  userId: string;
  number: string;
  from: OrderStatus;
  to: OrderStatus;
  party: OrderParty;
  reason: string | null;
  /** The payment status the move left (cash on delivery is paid when delivered). */
  paymentStatus: PaymentStatus;
}

/** An order closed before delivery (cancelled or rejected): what it held goes back. */
export interface OrderCancelled {
  orderId: string;
  userId: string;
  status: 'cancel' | 'rejected';
  party: OrderParty;
  /** The variants and quantities the order took. */
  lines: { variantId: string; quantity: number }[];
  /** It was paid through a gateway: the money is owed back. */
  refundDue: boolean;
}

/** An order became paid: a verified gateway message, or cash on delivery handed over. */
export interface OrderPaid {
  orderId: string;
  userId: string;
  paymentMethod: PaymentMethod;
  grandTotal: number;
}

/** A closed order's money went back to the shopper. */
export interface OrderRefunded {
  orderId: string;
  userId: string;
}

declare module '../../events/events.ts' {
  interface DomainEvents {
    'order.placed': OrderPlaced;
    'order.status-changed': OrderStatusChanged;
    'order.cancelled': OrderCancelled;
    'order.paid': OrderPaid;
    'order.refunded': OrderRefunded;
  }
}
