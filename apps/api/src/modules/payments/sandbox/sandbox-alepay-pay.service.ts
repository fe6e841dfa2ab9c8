/**
 * Paying with a linked card at the sandbox Alepay: the page where the shopper confirms with the
 * OTP or picks another outcome; decided once, then the shop is told (signed webhook, signed
 * redirect).
 */
import { maskCardNumber } from '@lotus/core';
import { z } from 'zod';
import { type AlepayPaymentResult, alepaySigned } from '../gateways/alepay.protocol.ts';
import { flatQuery } from '../gateways/vnpay.protocol.ts';
import { received } from './sandbox.delivery.ts';
import { queryOf, withQuery } from './sandbox.links.ts';
import {
  addOtpFailure,
  decideTransaction,
  findCard,
  findTransactionById,
  type SandboxTransaction,
} from './sandbox.repository.ts';
import type { SandboxSettings } from './sandbox.options.ts';
import { ALEPAY_OTHER_OUTCOMES, type PageLang } from './sandbox.words.ts';
import { OTP_ATTEMPTS, SANDBOX_OTP, isOtpWellFormed } from './sandbox-card.ts';

const decisionSchema = z.object({
  tx: z.uuid(),
  outcome: z.enum(['000', ...ALEPAY_OTHER_OUTCOMES]),
  otp: z.string().default(''),
});

/** What the pay page shows. */
export interface AlepayPayView {
  txId: string;
  orderCode: string;
  description: string;
  amount: number;
  /** `970419******2198`. */
  card: string;
  brand: string;
  /** Set after a wrong OTP. */
  attemptsLeft: number | null;
  /** The OTP sent was not six digits (asked again, no attempt spent). */
  malformedOtp: boolean;
}

export type AlepayPayStep =
  | { kind: 'notFound' }
  | { kind: 'page'; lang: PageLang; view: AlepayPayView }
  | { kind: 'decided'; lang: PageLang; code: string; link: string }
  | { kind: 'redirect'; url: string };

const langOf = (tx: SandboxTransaction): PageLang => (tx.request.language === 'en' ? 'en' : 'vi');

/** The token payment page's flow. */
export function alepayPaying(options: SandboxSettings) {
  const { database: db, clock, merchant, delivery } = options;
  const { checksumKey } = options.alepay;

  async function cardOf(tx: SandboxTransaction) {
    const card = tx.cardToken ? await findCard(db, tx.cardToken) : null;
    return {
      mask: card ? maskCardNumber(card.firstSix, card.lastFour) : '',
      brand: card?.brand ?? '',
    };
  }

  async function signedResult(
    tx: SandboxTransaction,
  ): Promise<AlepayPaymentResult & { signature: string }> {
    return alepaySigned(checksumKey, {
      orderCode: tx.merchantRef,
      transactionCode: tx.transactionNo,
      amount: tx.amount,
      code: tx.resultCode ?? '',
      cardNumber: (await cardOf(tx)).mask,
    } satisfies AlepayPaymentResult);
  }

  /** The way back to the shop with the signed result (cancelled: the cancel URL). */
  async function resultLink(tx: SandboxTransaction): Promise<string> {
    const target = (tx.resultCode === '177' ? tx.request.cancelUrl : tx.request.returnUrl) ?? '';
    return withQuery(target, queryOf(await signedResult(tx)));
  }

  /** Tells the shop, and again later while it does not answer 2xx (it did not record it). */
  async function sendWebhook(tx: SandboxTransaction): Promise<void> {
    const result = await signedResult(tx);
    return delivery.send(
      'Alepay payment webhook',
      { orderCode: tx.merchantRef, result: tx.resultCode },
      () => merchant.post(options.alepayWebhookUrl, result),
      received,
    );
  }

  /** Decides once; the webhook goes only with the first decision. */
  async function settle(tx: SandboxTransaction, code: string): Promise<AlepayPayStep> {
    const decided = await decideTransaction(db, tx.id, code, clock.now());
    if (decided) await sendWebhook(decided);
    const final = decided ?? (await findTransactionById(db, 'ALEPAY', tx.id)) ?? tx;
    return { kind: 'redirect', url: await resultLink(final) };
  }

  async function page(
    tx: SandboxTransaction,
    attemptsLeft: number | null,
    malformedOtp = false,
  ): Promise<AlepayPayStep> {
    const card = await cardOf(tx);
    const view = {
      txId: tx.id,
      orderCode: tx.merchantRef,
      description: tx.request.orderDescription ?? '',
      amount: tx.amount,
      card: card.mask,
      brand: card.brand,
      attemptsLeft,
      malformedOtp,
    };
    return { kind: 'page', lang: langOf(tx), view };
  }

  return {
    /** The pay page of a transaction (a decided one shows its result and the way back). */
    async open(txId: unknown): Promise<AlepayPayStep> {
      const id = z.uuid().safeParse(txId);
      const tx = id.success ? await findTransactionById(db, 'ALEPAY', id.data) : null;
      if (!tx) return { kind: 'notFound' };
      if (tx.resultCode) {
        return {
          kind: 'decided',
          lang: langOf(tx),
          code: tx.resultCode,
          link: await resultLink(tx),
        };
      }
      return page(tx, null);
    },

    /**
     * The shopper's choice: paying needs the right OTP (the third wrong one ends it with 170; one
     * that is not six digits is asked again without counting); the other outcomes are decided as
     * picked. Once decided, nothing changes.
     */
    async decide(body: unknown): Promise<AlepayPayStep> {
      const parsed = decisionSchema.safeParse(flatQuery(body));
      if (!parsed.success) return { kind: 'notFound' };
      const tx = await findTransactionById(db, 'ALEPAY', parsed.data.tx);
      if (!tx) return { kind: 'notFound' };
      if (tx.resultCode) return { kind: 'redirect', url: await resultLink(tx) };
      const { outcome, otp } = parsed.data;
      if (outcome !== '000' || otp.trim() === SANDBOX_OTP) return settle(tx, outcome);
      if (!isOtpWellFormed(otp)) {
        const left = tx.otpFailures > 0 ? OTP_ATTEMPTS - tx.otpFailures : null;
        return page(tx, left, true);
      }
      const failures = await addOtpFailure(db, tx.id);
      if (failures === null) return settle(tx, outcome); // decided meanwhile: shows that result
      if (failures >= OTP_ATTEMPTS) return settle(tx, '170');
      return page(tx, OTP_ATTEMPTS - failures);
    },
  };
}
