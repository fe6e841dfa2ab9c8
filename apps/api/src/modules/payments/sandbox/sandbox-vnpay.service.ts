import { randomInt, randomUUID } from 'node:crypto';
import { VNPAY_RESULT_CODES } from '@lotus/core';
import { z } from 'zod';
import { gmt7Stamp, parseGmt7Stamp, sameSignature } from '../gateways/signing.ts';
import {
  flatQuery,
  vnpaySign,
  vnpaySignedData,
  VNPAY_VERSION,
} from '../gateways/vnpay.protocol.ts';
import type { VnpayPayView } from './sandbox.pages.ts';
import {
  decideTransaction,
  findOrInsertTransaction,
  findTransactionById,
  type SandboxTransaction,
} from './sandbox.repository.ts';
import type { SandboxSettings } from './sandbox.options.ts';
import { withQuery } from './sandbox.links.ts';
import type { PageLang } from './sandbox.words.ts';
import { gmt7StampSchema, vnpayApiAnswer } from './sandbox-vnpay.api.ts';

/** A pay request's fields once its signature and merchant check out. */
const payRequestSchema = z.object({
  vnp_Version: z.literal(VNPAY_VERSION),
  vnp_Command: z.literal('pay'),
  vnp_TmnCode: z.string(),
  // Whole đồng ×100: digits, ending in 00, not zero.
  vnp_Amount: z.string().regex(/^[1-9]\d*00$/),
  vnp_CurrCode: z.literal('VND'),
  vnp_TxnRef: z.string().min(1).max(100),
  vnp_OrderInfo: z.string().min(1).max(255),
  vnp_Locale: z.enum(['vn', 'en']),
  vnp_ReturnUrl: z.url({ protocol: /^https?$/ }),
  vnp_IpAddr: z.string().min(1),
  vnp_CreateDate: gmt7StampSchema,
  vnp_ExpireDate: gmt7StampSchema,
});

const decisionSchema = z.object({ tx: z.uuid(), outcome: z.enum(VNPAY_RESULT_CODES) });

/** What the pay URL shows. */
export type VnpayOpened =
  | { kind: 'refused'; lang: PageLang; code: '01' | '02' | '03' | '97' }
  | { kind: 'pay'; lang: PageLang; view: Omit<VnpayPayView, 'action'> }
  | { kind: 'decided'; lang: PageLang; code: string; returnLink: string };

/** Where choosing an outcome leads. */
export type VnpayDecided =
  { kind: 'refused'; code: '03' | '91' } | { kind: 'redirect'; url: string };

const langOf = (locale: string | undefined): PageLang => (locale === 'en' ? 'en' : 'vi');

/**
 * The sandbox's VNPay: it records each pay request, lets the shopper pick the outcome, and tells
 * the shop as VNPay does (the signed IPN first, then the signed return redirect).
 */
export function vnpaySandbox(options: SandboxSettings) {
  const { database: db, clock, merchant, delivery } = options;
  const { tmnCode, hashSecret } = options.vnpay;

  /** The signed result fields of a decided transaction (the same every time they are built). */
  function resultQuery(tx: SandboxTransaction): string {
    const code = tx.resultCode ?? '99';
    const fields: Record<string, string> = {
      vnp_Amount: String(tx.amount * 100),
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: `VNP${tx.transactionNo}`,
      vnp_CardType: 'ATM',
      vnp_OrderInfo: tx.request.vnp_OrderInfo ?? '',
      vnp_PayDate: gmt7Stamp(tx.decidedAt ?? tx.createdAt),
      vnp_ResponseCode: code,
      vnp_TmnCode: tmnCode,
      vnp_TransactionNo: tx.transactionNo,
      vnp_TransactionStatus: code === '00' ? '00' : '02',
      vnp_TxnRef: tx.merchantRef,
    };
    return `${vnpaySignedData(fields)}&vnp_SecureHash=${vnpaySign(hashSecret, fields)}`;
  }

  const returnLink = (tx: SandboxTransaction) =>
    withQuery(tx.request.vnp_ReturnUrl ?? '', resultQuery(tx));

  /**
   * Tells the shop (IPN), and again later while it answers other than 00 (confirmed) or 02
   * (already confirmed), as VNPay does; after the last try the shop's querydr settles it.
   */
  function sendIpn(tx: SandboxTransaction): Promise<void> {
    return delivery.send(
      'VNPay IPN',
      { txnRef: tx.merchantRef, result: tx.resultCode },
      () => merchant.get(withQuery(options.vnpayIpnUrl, resultQuery(tx))),
      (answer) => ['00', '02'].includes(String((answer.body as { RspCode?: unknown })?.RspCode)),
    );
  }

  /** Decides an open transaction once (the IPN goes only with the first decision). */
  async function settle(tx: SandboxTransaction, code: string): Promise<SandboxTransaction> {
    const decided = await decideTransaction(db, tx.id, code, clock.now());
    if (decided) {
      await sendIpn(decided);
      return decided;
    }
    return (await findTransactionById(db, 'VNPAY', tx.id)) ?? tx;
  }

  const expiresAtOf = (tx: SandboxTransaction) =>
    parseGmt7Stamp(tx.request.vnp_ExpireDate ?? '') ?? tx.createdAt;

  return {
    /**
     * A shopper arrives with a pay URL: refused when its signature, merchant or fields are
     * wrong; else its transaction (recorded once per TxnRef and amount), decided as expired (11)
     * at once when its time has run out.
     */
    async open(query: unknown): Promise<VnpayOpened> {
      const fields = flatQuery(query);
      const lang = langOf(fields.vnp_Locale);
      if (fields.vnp_TmnCode !== tmnCode) return { kind: 'refused', lang, code: '02' };
      const hash = fields.vnp_SecureHash;
      if (!hash || !sameSignature(hash, vnpaySign(hashSecret, fields))) {
        return { kind: 'refused', lang, code: '97' };
      }
      const parsed = payRequestSchema.safeParse(fields);
      if (!parsed.success) return { kind: 'refused', lang, code: '03' };
      const request = Object.fromEntries(
        Object.entries(fields).filter(
          ([key]) => key.startsWith('vnp_') && key !== 'vnp_SecureHash',
        ),
      );
      const amount = Number(parsed.data.vnp_Amount) / 100;
      const now = clock.now();
      let tx = await findOrInsertTransaction(
        db,
        { gateway: 'VNPAY', merchantRef: parsed.data.vnp_TxnRef, amount, request, createdAt: now },
        () => String(randomInt(10_000_000, 100_000_000)),
      );
      if (tx.amount !== amount) return { kind: 'refused', lang, code: '01' };
      if (!tx.resultCode && now > expiresAtOf(tx)) tx = await settle(tx, '11');
      if (tx.resultCode) {
        return { kind: 'decided', lang, code: tx.resultCode, returnLink: returnLink(tx) };
      }
      const view = {
        txId: tx.id,
        txnRef: tx.merchantRef,
        orderInfo: tx.request.vnp_OrderInfo ?? '',
        amount: tx.amount,
        expiresAt: expiresAtOf(tx),
        now,
      };
      return { kind: 'pay', lang, view };
    },

    /**
     * The shopper picked an outcome: decided once (past its expiry it is 11 whatever was picked),
     * then the shopper goes back to the shop with the signed result. Picking again changes nothing.
     */
    async decide(body: unknown): Promise<VnpayDecided> {
      const parsed = decisionSchema.safeParse(flatQuery(body));
      if (!parsed.success) return { kind: 'refused', code: '03' };
      const tx = await findTransactionById(db, 'VNPAY', parsed.data.tx);
      if (!tx) return { kind: 'refused', code: '91' };
      if (tx.resultCode) return { kind: 'redirect', url: returnLink(tx) };
      const code = clock.now() > expiresAtOf(tx) ? '11' : parsed.data.outcome;
      return { kind: 'redirect', url: returnLink(await settle(tx, code)) };
    },

    /** The merchant API (`querydr`, `refund`): a signed JSON answer. */
    api(body: unknown): Promise<Record<string, string>> {
      return vnpayApiAnswer(options, flatQuery(body), () => randomUUID().replace(/-/g, ''));
    },
  };
}
