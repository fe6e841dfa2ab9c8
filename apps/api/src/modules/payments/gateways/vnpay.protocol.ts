/**
 * VNPay's payment protocol, version 2.1.0 (`../shared/research/payments.md`, section 1): the
 * signed pay URL, the verification of the IPN and return URL query, and the signed `querydr` and
 * `refund` calls. Pure functions of the merchant's code and secret; no I/O here.
 */
import { gmt7Stamp, hmacHex, sameSignature } from './signing.ts';

export const VNPAY_VERSION = '2.1.0';

/** A value as VNPay's form encoding writes it: `encodeURIComponent`, with `+` for a space. */
const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/**
 * The signed data: the non-empty `vnp_*` fields but the hash itself, sorted by key, each value
 * form-encoded, joined `k=v&…`.
 */
export function vnpaySignedData(fields: Readonly<Record<string, string | undefined>>): string {
  return Object.keys(fields)
    .filter(
      (key) =>
        key.startsWith('vnp_') &&
        key !== 'vnp_SecureHash' &&
        key !== 'vnp_SecureHashType' &&
        fields[key] !== undefined &&
        fields[key] !== '',
    )
    .sort()
    .map((key) => `${key}=${encode(fields[key]!)}`)
    .join('&');
}

/** `vnp_SecureHash` of the fields: hex HMAC-SHA512 of the signed data. */
export function vnpaySign(secret: string, fields: Readonly<Record<string, string | undefined>>) {
  return hmacHex('sha512', secret, vnpaySignedData(fields));
}

export interface VnpayPayRequest {
  tmnCode: string;
  /** A new reference per attempt: letters and digits. */
  txnRef: string;
  /** Whole đồng; the URL carries it ×100. */
  amount: number;
  /** Letters, digits and spaces (core's `plainOrderInfo`). */
  orderInfo: string;
  locale: 'vn' | 'en';
  returnUrl: string;
  ipAddr: string;
  createdAt: Date;
  expiresAt: Date;
  orderType?: string;
}

/** The signed pay URL on `payUrl` (the gateway's `…/paymentv2/vpcpay.html`). */
export function vnpayPayUrl(payUrl: string, secret: string, request: VnpayPayRequest): string {
  const fields: Record<string, string> = {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: request.tmnCode,
    vnp_Amount: String(request.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: request.txnRef,
    vnp_OrderInfo: request.orderInfo,
    vnp_OrderType: request.orderType ?? 'other',
    vnp_Locale: request.locale,
    vnp_ReturnUrl: request.returnUrl,
    vnp_IpAddr: request.ipAddr,
    vnp_CreateDate: gmt7Stamp(request.createdAt),
    vnp_ExpireDate: gmt7Stamp(request.expiresAt),
  };
  const data = vnpaySignedData(fields);
  return `${payUrl}?${data}&vnp_SecureHash=${hmacHex('sha512', secret, data)}`;
}

/** A query string's parameters as a flat record (a repeated key keeps its first value). */
export function flatQuery(query: unknown): Record<string, string> {
  const flat: Record<string, string> = {};
  if (!query || typeof query !== 'object') return flat;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === 'string') flat[key] = first;
  }
  return flat;
}

/** The fields of a signed IPN or return query that matter to us. */
export interface VnpayResult {
  tmnCode: string;
  txnRef: string;
  /** Whole đồng (the query's `vnp_Amount` / 100). */
  amount: number;
  responseCode: string;
  transactionStatus: string;
  transactionNo: string | null;
  bankCode: string | null;
  payDate: string | null;
  /** Every `vnp_*` field received (the message kept with the attempt). */
  raw: Record<string, string>;
}

/**
 * Verifies an IPN or return query (already decoded: `+` read as a space) against `secret`.
 * Null when the hash is missing or wrong, or the fields that matter are malformed.
 */
export function vnpayVerify(secret: string, query: unknown): VnpayResult | null {
  const fields = flatQuery(query);
  const given = fields.vnp_SecureHash;
  if (!given || !sameSignature(given, vnpaySign(secret, fields))) return null;
  const amount = Number(fields.vnp_Amount);
  if (!/^\d+$/.test(fields.vnp_Amount ?? '') || amount % 100 !== 0) return null;
  if (!fields.vnp_TxnRef || !fields.vnp_ResponseCode || !fields.vnp_TmnCode) return null;
  const raw = Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith('vnp_')));
  return {
    tmnCode: fields.vnp_TmnCode,
    txnRef: fields.vnp_TxnRef,
    amount: amount / 100,
    responseCode: fields.vnp_ResponseCode,
    transactionStatus: fields.vnp_TransactionStatus ?? '',
    transactionNo: fields.vnp_TransactionNo ?? null,
    bankCode: fields.vnp_BankCode ?? null,
    payDate: fields.vnp_PayDate ?? null,
    raw,
  };
}

/** Paid: both the response code and the transaction status are `00`. */
export const vnpayPaid = (result: Pick<VnpayResult, 'responseCode' | 'transactionStatus'>) =>
  result.responseCode === '00' && result.transactionStatus === '00';

/** The answer an IPN gets: `{RspCode, Message}` (00, 01, 02, 04, 97, 99). */
export type IpnAnswer = { RspCode: '00' | '01' | '02' | '04' | '97' | '99'; Message: string };

export const IPN_ANSWERS = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidChecksum: { RspCode: '97', Message: 'Invalid signature' },
  unknown: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<string, IpnAnswer>;

/** `|`-joined values, a missing one as empty: the data of querydr and refund checksums. */
const piped = (values: readonly (string | undefined)[]) => values.map((v) => v ?? '').join('|');

/** The fields of a querydr or refund request's checksum, in their order. */
const REQUEST_FIELDS = {
  querydr: [
    'vnp_RequestId',
    'vnp_Version',
    'vnp_Command',
    'vnp_TmnCode',
    'vnp_TxnRef',
    'vnp_TransactionDate',
    'vnp_CreateDate',
    'vnp_IpAddr',
    'vnp_OrderInfo',
  ],
  refund: [
    'vnp_RequestId',
    'vnp_Version',
    'vnp_Command',
    'vnp_TmnCode',
    'vnp_TransactionType',
    'vnp_TxnRef',
    'vnp_Amount',
    'vnp_TransactionNo',
    'vnp_TransactionDate',
    'vnp_CreateBy',
    'vnp_CreateDate',
    'vnp_IpAddr',
    'vnp_OrderInfo',
  ],
} as const;

/** The checksum data of a querydr or refund request (the gateway checks it the same way). */
export function vnpayRequestData(
  command: 'querydr' | 'refund',
  fields: Readonly<Record<string, string | undefined>>,
): string {
  return piped(REQUEST_FIELDS[command].map((name) => fields[name]));
}

export interface VnpayQueryRequest {
  requestId: string;
  tmnCode: string;
  txnRef: string;
  /** The attempt's `vnp_CreateDate`. */
  transactionDate: Date;
  createdAt: Date;
  ipAddr: string;
  orderInfo: string;
}

/** The signed JSON body of a `querydr` call. */
export function vnpayQueryBody(secret: string, q: VnpayQueryRequest): Record<string, string> {
  const body: Record<string, string> = {
    vnp_RequestId: q.requestId,
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'querydr',
    vnp_TmnCode: q.tmnCode,
    vnp_TxnRef: q.txnRef,
    vnp_OrderInfo: q.orderInfo,
    vnp_TransactionDate: gmt7Stamp(q.transactionDate),
    vnp_CreateDate: gmt7Stamp(q.createdAt),
    vnp_IpAddr: q.ipAddr,
  };
  const data = vnpayRequestData('querydr', body);
  return { ...body, vnp_SecureHash: hmacHex('sha512', secret, data) };
}

export interface VnpayRefundRequest extends VnpayQueryRequest {
  /** Whole đồng. */
  amount: number;
  transactionNo: string;
  /** `02` full, `03` partial. */
  transactionType: '02' | '03';
  createdBy: string;
}

/** The signed JSON body of a `refund` call. */
export function vnpayRefundBody(secret: string, r: VnpayRefundRequest): Record<string, string> {
  const body: Record<string, string> = {
    vnp_RequestId: r.requestId,
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'refund',
    vnp_TmnCode: r.tmnCode,
    vnp_TransactionType: r.transactionType,
    vnp_TxnRef: r.txnRef,
    vnp_Amount: String(r.amount * 100),
    vnp_TransactionNo: r.transactionNo,
    vnp_TransactionDate: gmt7Stamp(r.transactionDate),
    vnp_CreateBy: r.createdBy,
    vnp_CreateDate: gmt7Stamp(r.createdAt),
    vnp_IpAddr: r.ipAddr,
    vnp_OrderInfo: r.orderInfo,
  };
  const data = vnpayRequestData('refund', body);
  return { ...body, vnp_SecureHash: hmacHex('sha512', secret, data) };
}

const QUERY_RESPONSE_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

/** The checksum data of a querydr answer, or of a refund answer (without the promotion fields). */
export function vnpayResponseData(
  command: 'querydr' | 'refund',
  fields: Readonly<Record<string, string | undefined>>,
): string {
  const names = command === 'querydr' ? QUERY_RESPONSE_FIELDS : QUERY_RESPONSE_FIELDS.slice(0, 13);
  return piped(names.map((name) => fields[name]));
}

/** Signs a querydr or refund answer (the sandbox gateway's side). */
export function vnpaySignResponse(
  secret: string,
  command: 'querydr' | 'refund',
  fields: Record<string, string>,
): Record<string, string> {
  return {
    ...fields,
    vnp_SecureHash: hmacHex('sha512', secret, vnpayResponseData(command, fields)),
  };
}

/** Verifies a querydr or refund answer; null when its checksum is wrong. */
export function vnpayVerifyResponse(
  secret: string,
  command: 'querydr' | 'refund',
  answer: unknown,
): Record<string, string> | null {
  const fields = flatQuery(answer);
  const given = fields.vnp_SecureHash;
  if (!given) return null;
  return sameSignature(given, hmacHex('sha512', secret, vnpayResponseData(command, fields)))
    ? fields
    : null;
}
