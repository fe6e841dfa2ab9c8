/**
 * Alepay's card-on-file protocol (API v3, `../shared/research/payments.md`, section 3): JSON
 * requests signed with HMAC-SHA256 over the sorted, unencoded `k=v&…` of every field, the token
 * key included; answers and webhooks signed the same way. Pure functions; no I/O here.
 */
import { hmacHex, sameSignature } from './signing.ts';

export type AlepayValue = string | number | boolean | null | undefined;

/** The signed data: every field but the signature, sorted by key, raw values, empty as `k=`. */
export function alepaySignedData(fields: Readonly<Record<string, AlepayValue>>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${fields[key] ?? ''}`)
    .join('&');
}

/** The signature: hex HMAC-SHA256 of the signed data with the checksum key. */
export function alepaySign(checksumKey: string, fields: Readonly<Record<string, AlepayValue>>) {
  return hmacHex('sha256', checksumKey, alepaySignedData(fields));
}

/** The fields with their `signature` added. */
export function alepaySigned<T extends Record<string, AlepayValue>>(
  checksumKey: string,
  fields: T,
): T & { signature: string } {
  return { ...fields, signature: alepaySign(checksumKey, fields) };
}

/** Whether a body carries a valid `signature` of its other fields (flat fields only). */
export function alepayVerify(
  checksumKey: string,
  body: unknown,
): Record<string, AlepayValue> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  if (typeof fields.signature !== 'string') return null;
  for (const value of Object.values(fields)) {
    if (value !== null && typeof value === 'object') return null;
  }
  const flat = fields as Record<string, AlepayValue>;
  return sameSignature(fields.signature, alepaySign(checksumKey, flat)) ? flat : null;
}

/** The paths of the calls we make, under the gateway's base URL. */
export const ALEPAY_PATHS = {
  /** Link a card: answers the page where the shopper enters it (`url`). */
  requestProfile: '/request-profile',
  /** Charge a linked card: answers the page where the shopper confirms with OTP (`checkoutUrl`). */
  tokenPayment: '/request-tokenization-payment',
  /** Unlink a card. */
  cancelProfile: '/cancel-profile',
  /** What became of a payment. */
  transactionInfo: '/get-transaction-info',
  /** Give money back. */
  refund: '/request-refund',
} as const;

/** Alepay's code for success. */
export const ALEPAY_OK = '000';

/*
 * The messages, each signed (`signature` over every other field). Requests carry the merchant's
 * `tokenKey`; answers carry `code` (`000` success) and `message`.
 */

/** `request-profile`: link a card for customer `id`. Answer: `{code, message, url}`. */
export interface AlepayProfileRequest extends Record<string, AlepayValue> {
  tokenKey: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  returnUrl: string;
  cancelUrl: string;
  language: 'vi' | 'en';
}

/**
 * The outcome of linking a card: the gateway's redirect to `returnUrl` (query) and its webhook
 * (JSON body). On failure `alepayToken` is empty and `code` says why (177: cancelled).
 */
export interface AlepayCardResult extends Record<string, AlepayValue> {
  customerId: string;
  alepayToken: string;
  /** First 6 and last 4 digits, the rest as `*`. */
  cardNumber: string;
  cardBrand: string;
  /** `MM/YY`. */
  cardExpire: string;
  code: string;
}

/**
 * `request-tokenization-payment`: charge a linked card. Answer: `{code, message, checkoutUrl,
 * transactionCode}`: the page where the shopper confirms with OTP.
 */
export interface AlepayTokenPaymentRequest extends Record<string, AlepayValue> {
  tokenKey: string;
  alepayToken: string;
  orderCode: string;
  /** Whole đồng. */
  amount: number;
  currency: 'VND';
  orderDescription: string;
  returnUrl: string;
  cancelUrl: string;
  language: 'vi' | 'en';
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
}

/** A payment's outcome: the redirect to `returnUrl` (query) and the webhook (JSON body). */
export interface AlepayPaymentResult extends Record<string, AlepayValue> {
  orderCode: string;
  transactionCode: string;
  amount: number | string;
  code: string;
  cardNumber: string;
}

/**
 * `get-transaction-info` `{tokenKey, orderCode}`. Answer: `{code (of the call: 000, or 136 no
 * such transaction), orderCode, transactionCode, amount, status (the payment's result code, empty
 * while the shopper has not finished), signature}`.
 */
export interface AlepayTransactionQuery extends Record<string, AlepayValue> {
  tokenKey: string;
  orderCode: string;
}

/** `cancel-profile`: unlink a card. Answer: `{code, message}`. */
export interface AlepayCancelProfile extends Record<string, AlepayValue> {
  tokenKey: string;
  alepayToken: string;
  language: 'vi' | 'en';
}

/** `request-refund`. Answer: `{code, message}` (000 refunded). */
export interface AlepayRefundRequest extends Record<string, AlepayValue> {
  tokenKey: string;
  transactionCode: string;
  refundAmount: number;
  reason: string;
}
