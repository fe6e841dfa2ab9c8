import type { PaymentMethod } from './payment-method.ts';
import type { OrderStatus, PaymentStatus } from '../orders/order.rules.ts';

/** The gateways: VNPay's protocol for ONLINE, Alepay's for THEGHINO (DESIGN.md, Payments). */
export const PAYMENT_GATEWAYS = ['VNPAY', 'ALEPAY'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The gateway a payment method goes through (COD needs none). */
export function gatewayOf(method: PaymentMethod): PaymentGatewayName | null {
  if (method === 'ONLINE') return 'VNPAY';
  if (method === 'THEGHINO' || method === 'INSTALLMENT') return 'ALEPAY';
  return null;
}

/** The payment gateway result codes of spec section 8 (VNPay's `vnp_ResponseCode`). */
export const VNPAY_RESULT_CODES = [
  '00',
  '07',
  '09',
  '10',
  '11',
  '12',
  '13',
  '24',
  '51',
  '65',
  '75',
  '79',
  '99',
] as const;

/**
 * The further provider catalogue of spec section 8 (Alepay's 3-digit codes, `000` success), each
 * code under the kind of problem the shopper is told about.
 */
export const ALEPAY_RESULT_GROUPS = {
  SUCCESS: ['000'],
  CHECKSUM: ['101'],
  MERCHANT: ['103', '105', '138', '139', '140', '202', '206', '212'],
  INVALID_DATA: ['104', '124'],
  TOKEN: ['106', '182', '195', '198', '199', '204'],
  NOT_FOUND: ['109', '136', '153'],
  BUYER: ['110', '125', '126', '127', '128', '129', '130'],
  FAILED: ['111', '137'],
  AMOUNT: ['120', '156'],
  CURRENCY: ['121'],
  CARD_INFO: ['133'],
  CARD_LIMIT: ['134', '154'],
  DECLINED: ['135'],
  INSTALLMENT: ['142', '143', '144', '145', '146', '147', '148', '155'],
  UNDER_REVIEW: ['150'],
  OTP_BLOCKED: ['170', '191'],
  CARD_LINKED: ['171'],
  CANCELLED: ['177'],
  SUBSCRIPTION: [
    '178',
    '179',
    '180',
    '181',
    '183',
    '184',
    '185',
    '186',
    '187',
    '188',
    '189',
    '190',
    '193',
    '194',
    '197',
    '200',
    '201',
    '203',
  ],
  OTP_WRONG: ['192'],
  REFUND: ['220', '221', '222', '223', '224', '233', '234'],
  CARD_EXPIRED: ['229'],
  WRONG_STATUS: ['231'],
  UNKNOWN: ['999'],
} as const satisfies Record<string, readonly string[]>;
export type AlepayResultGroup = keyof typeof ALEPAY_RESULT_GROUPS;

/** Every Alepay result code the catalogue knows. */
export const ALEPAY_RESULT_CODES: readonly string[] = Object.values(ALEPAY_RESULT_GROUPS).flat();

/** The group of an Alepay result code (UNKNOWN for a code outside the catalogue). */
export function alepayGroup(code: string): AlepayResultGroup {
  for (const [group, codes] of Object.entries(ALEPAY_RESULT_GROUPS)) {
    if ((codes as readonly string[]).includes(code)) return group as AlepayResultGroup;
  }
  return 'UNKNOWN';
}

/**
 * The message key of a result code: `VNPAY_<code>` for the spec's gateway catalogue, `ALEPAY_<group>`
 * for the further one (codes outside a catalogue read as its "other error").
 */
export function resultMessageKey(gateway: PaymentGatewayName, code: string): string {
  if (gateway === 'VNPAY') {
    return `VNPAY_${(VNPAY_RESULT_CODES as readonly string[]).includes(code) ? code : '99'}`;
  }
  return `ALEPAY_${alepayGroup(code)}`;
}

/** The transaction outcomes of spec section 4. */
export const PAYMENT_OUTCOMES = [
  'SUCCESS',
  'FAIL',
  'CANCELLED',
  'PROCESSING',
  'WAITING_BUYER_CONFIRM_INSTALLMENT',
  'WAITING_MERCHANT_CONFIRM',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * What a payment attempt went through: waiting for the gateway, paid, failed (the gateway's code
 * says why), expired unpaid, or paid but owed back (a second success for a paid order, a success
 * for a cancelled one) and then refunded.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  'PENDING',
  'PAID',
  'FAILED',
  'EXPIRED',
  'REFUND_DUE',
  'REFUNDED',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * The outcome the shopper is shown for an attempt: its status, and for a failure its code
 * (a cancel by the shopper reads as cancelled, not failed). Alepay's installment and merchant
 * review states come as their own outcomes.
 */
export function paymentOutcome(attempt: {
  gateway: PaymentGatewayName;
  status: PaymentAttemptStatus;
  resultCode: string | null;
}): PaymentOutcome {
  switch (attempt.status) {
    case 'PAID':
    case 'REFUND_DUE':
    case 'REFUNDED':
      return 'SUCCESS';
    case 'PENDING':
      if (attempt.gateway === 'ALEPAY' && attempt.resultCode === '155') {
        return 'WAITING_BUYER_CONFIRM_INSTALLMENT';
      }
      if (attempt.gateway === 'ALEPAY' && attempt.resultCode === '150') {
        return 'WAITING_MERCHANT_CONFIRM';
      }
      return 'PROCESSING';
    case 'EXPIRED':
      return 'FAIL';
    case 'FAILED':
      return attempt.resultCode === '24' || attempt.resultCode === '177' ? 'CANCELLED' : 'FAIL';
  }
}

/** How long a shopper has to pay online before the order gives its goods back (result 11). */
export const PAYMENT_WINDOW_MINUTES = 15;

/** After a payment window closes, how long the gateway's late messages are still awaited. */
export const PAYMENT_GRACE_SECONDS = 60;

/** When a payment window opened at `from` (an order, an attempt) closes. */
export function paymentWindowEnd(from: Date): Date {
  return new Date(from.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
}

/**
 * When an unpaid online order may be given up: a grace after the latest of its own window and
 * the windows of its attempts still pending (a "pay again" keeps it open).
 */
export function unpaidGiveUpAt(createdAt: Date, pendingExpiries: readonly Date[]): Date {
  const end = Math.max(
    paymentWindowEnd(createdAt).getTime(),
    ...pendingExpiries.map((at) => at.getTime()),
  );
  return new Date(end + PAYMENT_GRACE_SECONDS * 1000);
}

/** The seconds the checkout counts down before sending the shopper to the gateway. */
export const PAYMENT_REDIRECT_SECONDS = 5;

/**
 * Whether the shopper may (still) pay an order online: a gateway method, unpaid, and the order
 * still new (a cancelled, rejected or expired order gave its goods back).
 */
export function canPayAgain(order: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
}): boolean {
  return (
    gatewayOf(order.paymentMethod) !== null &&
    order.paymentStatus === 'unpaid' &&
    order.status === 'new'
  );
}

/**
 * Whether entering `to` owes the shopper their money back: a cancel or a rejection of an order
 * paid through a gateway (COD is never paid before it is delivered).
 */
export function refundsOnMove(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  to: OrderStatus,
): boolean {
  return (
    (to === 'cancel' || to === 'rejected') &&
    order.paymentStatus === 'paid' &&
    gatewayOf(order.paymentMethod) !== null
  );
}

/** A card number as we may keep it: its first 6 and last 4 digits (`970419******2198`). */
export function maskCardNumber(firstSix: string, lastFour: string): string {
  return `${firstSix}******${lastFour}`;
}

/** `vnp_OrderInfo` and Alepay's description: letters, digits and spaces only, no diacritics. */
export function plainOrderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);
}
