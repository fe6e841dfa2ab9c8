import { randomUUID } from 'node:crypto';
import type { GatewayMessage, PaymentGateway } from './gateway.ts';
import type { GatewayTransport } from './transport.ts';
import {
  type VnpayResult,
  vnpayPaid,
  vnpayPayUrl,
  vnpayQueryBody,
  vnpayRefundBody,
  vnpayVerify,
  vnpayVerifyResponse,
} from './vnpay.protocol.ts';

export interface VnpaySettings {
  tmnCode: string;
  hashSecret: string;
  /** `…/paymentv2/vpcpay.html`. */
  payUrl: string;
  /** `…/merchant_webapi/api/transaction` (querydr, refund). */
  apiUrl: string;
  /** The server's own address, as VNPay's API calls ask for it. */
  serverIp: string;
}

const requestId = () => randomUUID().replace(/-/g, '').slice(0, 32);

const messageOf = (result: VnpayResult): GatewayMessage => ({
  txnRef: result.txnRef,
  amount: result.amount,
  code: result.responseCode,
  decided: true,
  paid: vnpayPaid(result),
  transactionNo: result.transactionNo,
  raw: result.raw,
});

/** ONLINE through VNPay's protocol v2.1.0 (the real VNPay, or the built-in sandbox). */
export function vnpayGateway(settings: VnpaySettings, transport: GatewayTransport): PaymentGateway {
  return {
    name: 'VNPAY',

    async start(request) {
      return {
        ok: true,
        paymentUrl: vnpayPayUrl(settings.payUrl, settings.hashSecret, {
          tmnCode: settings.tmnCode,
          txnRef: request.txnRef,
          amount: request.amount,
          orderInfo: request.orderInfo,
          locale: request.lang === 'en' ? 'en' : 'vn',
          returnUrl: request.returnUrl,
          ipAddr: request.ipAddr,
          createdAt: request.createdAt,
          expiresAt: request.expiresAt,
        }),
      };
    },

    verify(message) {
      const result = vnpayVerify(settings.hashSecret, message);
      return result && result.tmnCode === settings.tmnCode ? messageOf(result) : null;
    },

    async query(attempt, now) {
      const body = vnpayQueryBody(settings.hashSecret, {
        requestId: requestId(),
        tmnCode: settings.tmnCode,
        txnRef: attempt.txnRef,
        transactionDate: attempt.createdAt,
        createdAt: now,
        ipAddr: settings.serverIp,
        orderInfo: attempt.orderInfo,
      });
      const answer = await transport.post(settings.apiUrl, body).catch(() => null);
      const fields = answer && vnpayVerifyResponse(settings.hashSecret, 'querydr', answer.body);
      if (!fields) return null;
      if (fields.vnp_ResponseCode === '91') return 'NOT_FOUND';
      if (fields.vnp_ResponseCode !== '00' || fields.vnp_TxnRef !== attempt.txnRef) return null;
      const status = fields.vnp_TransactionStatus ?? '';
      return {
        txnRef: attempt.txnRef,
        amount: Number(fields.vnp_Amount ?? 0) / 100,
        // Not finished ('01'): the shopper may still pay; anything else is decided.
        code: status === '00' ? '00' : status === '01' ? '' : '99',
        decided: status !== '01',
        paid: status === '00',
        transactionNo: fields.vnp_TransactionNo || null,
        raw: fields,
      };
    },

    async refund(attempt, now) {
      const body = vnpayRefundBody(settings.hashSecret, {
        requestId: requestId(),
        tmnCode: settings.tmnCode,
        txnRef: attempt.txnRef,
        transactionDate: attempt.createdAt,
        createdAt: now,
        ipAddr: settings.serverIp,
        orderInfo: attempt.orderInfo,
        amount: attempt.amount,
        transactionNo: attempt.transactionNo ?? '',
        transactionType: '02',
        createdBy: 'lotus',
      });
      const answer = await transport.post(settings.apiUrl, body).catch(() => null);
      if (!answer) return { ok: false, code: null };
      const fields = vnpayVerifyResponse(settings.hashSecret, 'refund', answer.body);
      if (!fields) return { ok: false, code: null };
      return fields.vnp_ResponseCode === '00'
        ? { ok: true }
        : { ok: false, code: fields.vnp_ResponseCode ?? null };
    },
  };
}
