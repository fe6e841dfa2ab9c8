/**
 * The sandbox Alepay's JSON API (card on file): every request verified (signature 101, token key
 * 105), every answer signed, as Alepay's v3 API does.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  ALEPAY_OK,
  type AlepayValue,
  alepaySigned,
  alepayVerify,
} from '../gateways/alepay.protocol.ts';
import {
  addRefund,
  findCard,
  findOrInsertTransaction,
  findTransaction,
  findTransactionByNo,
  removeCard,
} from './sandbox.repository.ts';
import type { SandboxOptions } from './sandbox.options.ts';
import { cardExpired } from './sandbox-card.ts';
import { sealSession } from './sandbox-alepay-link.service.ts';

type Answer = Record<string, AlepayValue>;

const httpUrl = z.url({ protocol: /^https?$/ });
const text = z.string().max(255);

const profileSchema = z.object({
  id: z.string().min(1).max(100),
  email: text,
  returnUrl: httpUrl,
  cancelUrl: httpUrl,
  language: z.enum(['vi', 'en']).default('vi'),
});

const tokenPaymentSchema = z.object({
  alepayToken: z.string().min(1),
  orderCode: z.string().min(1).max(100),
  amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  orderDescription: text,
  returnUrl: httpUrl,
  cancelUrl: httpUrl,
  language: z.enum(['vi', 'en']).default('vi'),
});

const transactionQuerySchema = z.object({ orderCode: z.string().min(1) });
const cancelProfileSchema = z.object({ alepayToken: z.string().min(1) });
const refundSchema = z.object({
  transactionCode: z.string().min(1),
  refundAmount: z.union([z.number(), z.string()]),
});

/** A whole, positive number of đồng, or null. */
function wholeDong(value: number | string): number | null {
  const amount = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** The request as the sandbox keeps it: every field as text, without the key and signature. */
const kept = (fields: Answer) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key !== 'signature' && key !== 'tokenKey')
      .map(([key, value]) => [key, value === null || value === undefined ? '' : String(value)]),
  );

/** Where the API's answers send the shopper. */
export interface AlepayPageUrls {
  /** The card-linking page (`…/alepay/card`). */
  cardPage: string;
  /** The token payment page (`…/alepay/pay`). */
  payPage: string;
}

/** The sandbox Alepay's API calls, each taking the JSON body and giving the signed answer. */
export function alepayApi(options: SandboxOptions, urls: AlepayPageUrls) {
  const { database: db, clock } = options;
  const { tokenKey, checksumKey } = options.alepay;
  const signed = (fields: Answer): Answer => alepaySigned(checksumKey, fields);
  const refuse = (code: string, message: string) => signed({ code, message });

  /** The call's checked fields, or its refusal (bad signature 101, wrong token key 105). */
  function open<T>(
    body: unknown,
    schema: z.ZodType<T>,
  ): { fields: T; raw: Answer } | { refusal: Answer } {
    const fields = alepayVerify(checksumKey, body);
    if (!fields) return { refusal: refuse('101', 'Invalid checksum') };
    if (fields.tokenKey !== tokenKey) return { refusal: refuse('105', 'Invalid token key') };
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return { refusal: refuse('104', 'Invalid data') };
    return { fields: parsed.data, raw: fields };
  }

  return {
    /** `request-profile`: the page where the shopper links a card (a sealed 30-minute session). */
    async requestProfile(body: unknown): Promise<Answer> {
      const call = open(body, profileSchema);
      if ('refusal' in call) return call.refusal;
      const { id, returnUrl, cancelUrl, language, email } = call.fields;
      const session = sealSession(checksumKey, clock.now(), {
        customerId: id,
        returnUrl,
        cancelUrl,
        language,
        email,
      });
      const url = `${urls.cardPage}?session=${encodeURIComponent(session)}`;
      return signed({ code: ALEPAY_OK, message: 'Success', url });
    },

    /** `request-tokenization-payment`: a payment of a linked card, confirmed on the pay page. */
    async tokenPayment(body: unknown): Promise<Answer> {
      const call = open(body, tokenPaymentSchema);
      if ('refusal' in call) return call.refusal;
      const request = call.fields;
      const now = clock.now();
      const card = await findCard(db, request.alepayToken);
      if (!card || card.removedAt) return refuse('182', 'Invalid Alepay token');
      const amount = wholeDong(request.amount);
      if (amount === null) return refuse('120', 'Invalid amount');
      if (request.currency !== 'VND') return refuse('121', 'Invalid currency');
      if (cardExpired(card.expiry, now)) return refuse('229', 'Card expired');
      const tx = await findOrInsertTransaction(
        db,
        {
          gateway: 'ALEPAY',
          merchantRef: request.orderCode,
          amount,
          request: kept(call.raw),
          cardToken: card.token,
          createdAt: now,
        },
        () => `ALE${randomInt(1_000_000_000, 10_000_000_000)}`,
      );
      if (tx.amount !== amount) return refuse('120', 'Order code already used with another amount');
      return signed({
        code: ALEPAY_OK,
        message: 'Success',
        checkoutUrl: `${urls.payPage}?tx=${tx.id}`,
        transactionCode: tx.transactionNo,
      });
    },

    /** `get-transaction-info`: the payment's result code (`status`, empty while open). */
    async transactionInfo(body: unknown): Promise<Answer> {
      const call = open(body, transactionQuerySchema);
      if ('refusal' in call) return call.refusal;
      const tx = await findTransaction(db, 'ALEPAY', call.fields.orderCode);
      if (!tx) return refuse('136', 'Transaction does not exist');
      return signed({
        code: ALEPAY_OK,
        message: 'Success',
        orderCode: tx.merchantRef,
        transactionCode: tx.transactionNo,
        amount: tx.amount,
        status: tx.resultCode ?? '',
      });
    },

    /** `cancel-profile`: the card is unlinked (again: still done). */
    async cancelProfile(body: unknown): Promise<Answer> {
      const call = open(body, cancelProfileSchema);
      if ('refusal' in call) return call.refusal;
      const card = await findCard(db, call.fields.alepayToken);
      if (!card) return refuse('182', 'Invalid Alepay token');
      await removeCard(db, card.token, clock.now());
      return signed({ code: ALEPAY_OK, message: 'Success' });
    },

    /** `request-refund`: money back from a paid transaction, never more than was paid. */
    async refund(body: unknown): Promise<Answer> {
      const call = open(body, refundSchema);
      if ('refusal' in call) return call.refusal;
      const tx = await findTransactionByNo(db, 'ALEPAY', call.fields.transactionCode);
      if (!tx) return refuse('136', 'Transaction does not exist');
      const amount = wholeDong(call.fields.refundAmount);
      if (amount === null) return refuse('120', 'Invalid amount');
      const refunded =
        tx.resultCode === ALEPAY_OK ? await addRefund(db, tx.id, ALEPAY_OK, amount) : null;
      if (!refunded) return refuse('220', 'Refund refused: not paid, or more than is left');
      return signed({ code: ALEPAY_OK, message: 'Success' });
    },
  };
}
