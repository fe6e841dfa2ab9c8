/**
 * The sandbox Alepay's installments (decision 044): its plans (`get-installment-info`), its
 * installment checkout (`request-payment`) and the page where the tester picks the outcome:
 * paid, waiting for the buyer's confirmation (155) or the merchant's (150), declined, cancelled.
 * A waiting transaction moves on once, from that page; each move is told to the shop (signed
 * webhook) and the shopper goes back with the signed result.
 */
import { randomInt } from 'node:crypto';
import { INSTALLMENT_TERMS, priceInstallment } from '@lotus/core';
import { z } from 'zod';
import {
  ALEPAY_OK,
  type AlepayPaymentResult,
  type AlepayValue,
  alepaySigned,
  alepayVerify,
} from '../gateways/alepay.protocol.ts';
import { flatQuery } from '../gateways/vnpay.protocol.ts';
import { received } from './sandbox.delivery.ts';
import { queryOf, withQuery } from './sandbox.links.ts';
import type { SandboxSettings } from './sandbox.options.ts';
import {
  decideTransaction,
  findOrInsertTransaction,
  findTransactionById,
  type SandboxTransaction,
} from './sandbox.repository.ts';
import { moveWaitingTransaction } from './sandbox-installment.repository.ts';
import { sandboxInstallmentData, sandboxOffers } from './sandbox-installment.table.ts';
import type { PageLang } from './sandbox.words.ts';

type Answer = Record<string, AlepayValue>;

/** What the tester may pick: first, then while waiting for the buyer, or for the merchant. */
export const INSTALLMENT_STEPS = {
  open: ['000', '155', '150', '135', '177'],
  '155': ['000', '177'],
  '150': ['000', '135'],
} as const satisfies Record<string, readonly string[]>;
export type InstallmentStep = keyof typeof INSTALLMENT_STEPS;

const infoSchema = z.object({ amount: z.coerce.number().int().positive() });
const requestSchema = z.object({
  orderCode: z.string().min(1).max(100),
  amount: z.coerce.number().int().positive(),
  currency: z.literal('VND'),
  orderDescription: z.string().max(255),
  installment: z.union([z.literal(true), z.literal('true')]),
  month: z.coerce.number().int(),
  bankCode: z.string().min(1),
  paymentMethod: z.string().min(1),
  returnUrl: z.url({ protocol: /^https?$/ }),
  cancelUrl: z.url({ protocol: /^https?$/ }),
  language: z.enum(['vi', 'en']).default('vi'),
});
const decisionSchema = z.object({ tx: z.uuid(), outcome: z.string() });

/** A masked test card of the scheme, as the gateway reports the card paid with. */
const TEST_CARD: Record<string, string> = {
  VISA: '411111******1111',
  MASTERCARD: '555555******4444',
  JCB: '356600******0505',
};

/** What the installment page shows. */
export interface InstallmentView {
  txId: string;
  orderCode: string;
  description: string;
  amount: number;
  bankName: string;
  scheme: string;
  months: number;
  monthly: number;
  total: number;
  step: InstallmentStep;
}

export type InstallmentPageStep =
  | { kind: 'notFound' }
  | { kind: 'page'; lang: PageLang; view: InstallmentView }
  | { kind: 'decided'; lang: PageLang; code: string; link: string }
  | { kind: 'redirect'; url: string };

const langOf = (tx: SandboxTransaction): PageLang => (tx.request.language === 'en' ? 'en' : 'vi');
const stepOf = (tx: SandboxTransaction): InstallmentStep | null =>
  tx.resultCode === null
    ? 'open'
    : tx.resultCode === '155' || tx.resultCode === '150'
      ? tx.resultCode
      : null;

/** The sandbox's installment API and page flow. */
export function alepayInstallments(options: SandboxSettings, payPage: string) {
  const { database: db, clock, merchant, delivery } = options;
  const { tokenKey, checksumKey } = options.alepay;
  const signed = (fields: Answer): Answer => alepaySigned(checksumKey, fields);
  const refuse = (code: string, message: string) => signed({ code, message });

  function verified(body: unknown): { fields: Answer } | { refusal: Answer } {
    const fields = alepayVerify(checksumKey, body);
    if (!fields) return { refusal: refuse('101', 'Invalid checksum') };
    if (fields.tokenKey !== tokenKey) return { refusal: refuse('105', 'Invalid token key') };
    return { fields };
  }

  const result = (tx: SandboxTransaction) =>
    signed({
      orderCode: tx.merchantRef,
      transactionCode: tx.transactionNo,
      amount: tx.amount,
      code: tx.resultCode ?? '',
      cardNumber: TEST_CARD[tx.request.paymentMethod ?? ''] ?? '',
    } satisfies AlepayPaymentResult);

  const resultLink = (tx: SandboxTransaction) =>
    withQuery(
      (tx.resultCode === '177' ? tx.request.cancelUrl : tx.request.returnUrl) ?? '',
      queryOf(result(tx)),
    );

  function view(tx: SandboxTransaction, step: InstallmentStep): InstallmentView | null {
    const months = Number(tx.request.month);
    const offer = sandboxOffers(tx.amount).find(
      (o) =>
        o.bankCode === tx.request.bankCode &&
        o.scheme === tx.request.paymentMethod &&
        o.months === months,
    );
    if (!offer) return null;
    const plan = priceInstallment(tx.amount, offer);
    return {
      txId: tx.id,
      orderCode: tx.merchantRef,
      description: tx.request.orderDescription ?? '',
      amount: tx.amount,
      bankName: plan.bankName,
      scheme: plan.scheme,
      months: plan.months,
      monthly: plan.monthly,
      total: plan.total,
      step,
    };
  }

  function show(tx: SandboxTransaction): InstallmentPageStep {
    const step = stepOf(tx);
    const shown = step && view(tx, step);
    if (shown) return { kind: 'page', lang: langOf(tx), view: shown };
    if (!tx.resultCode) return { kind: 'notFound' };
    return { kind: 'decided', lang: langOf(tx), code: tx.resultCode, link: resultLink(tx) };
  }

  return {
    /** `get-installment-info`: the table's banks for the amount, as signed JSON text. */
    installmentInfo(body: unknown): Answer {
      const call = verified(body);
      if ('refusal' in call) return call.refusal;
      const parsed = infoSchema.safeParse(call.fields);
      if (!parsed.success) return refuse('104', 'Invalid data');
      const data = sandboxInstallmentData(parsed.data.amount);
      return signed({ code: ALEPAY_OK, message: 'Success', data: JSON.stringify(data) });
    },

    /** `request-payment` with `installment=true`: a plan of the table, paid on the page. */
    async requestPayment(body: unknown): Promise<Answer> {
      const call = verified(body);
      if ('refusal' in call) return call.refusal;
      const parsed = requestSchema.safeParse(call.fields);
      if (!parsed.success) return refuse('104', 'Invalid data');
      const request = parsed.data;
      if (!(INSTALLMENT_TERMS as readonly number[]).includes(request.month)) {
        return refuse('143', 'Installment term not offered');
      }
      const offered = sandboxOffers(request.amount).some(
        (o) =>
          o.bankCode === request.bankCode &&
          o.scheme === request.paymentMethod &&
          o.months === request.month,
      );
      if (!offered) return refuse('142', 'Installment plan not offered for this amount');
      const kept = Object.fromEntries(
        Object.entries(call.fields)
          .filter(([key]) => key !== 'signature' && key !== 'tokenKey')
          .map(([key, value]) => [key, value === null || value === undefined ? '' : String(value)]),
      );
      const tx = await findOrInsertTransaction(
        db,
        {
          gateway: 'ALEPAY',
          merchantRef: request.orderCode,
          amount: request.amount,
          request: kept,
          createdAt: clock.now(),
        },
        () => `ALE${randomInt(1_000_000_000, 10_000_000_000)}`,
      );
      if (tx.amount !== request.amount) return refuse('120', 'Order code used with another amount');
      return signed({
        code: ALEPAY_OK,
        message: 'Success',
        checkoutUrl: `${payPage}?tx=${tx.id}`,
        transactionCode: tx.transactionNo,
      });
    },

    /** The page of a transaction: its step's choices, or its result and the way back. */
    async open(txId: unknown): Promise<InstallmentPageStep> {
      const id = z.uuid().safeParse(txId);
      const tx = id.success ? await findTransactionById(db, 'ALEPAY', id.data) : null;
      return tx ? show(tx) : { kind: 'notFound' };
    },

    /** The tester's pick: allowed at the transaction's step, applied once, told to the shop. */
    async decide(body: unknown): Promise<InstallmentPageStep> {
      const parsed = decisionSchema.safeParse(flatQuery(body));
      if (!parsed.success) return { kind: 'notFound' };
      const tx = await findTransactionById(db, 'ALEPAY', parsed.data.tx);
      if (!tx) return { kind: 'notFound' };
      const step = stepOf(tx);
      const { outcome } = parsed.data;
      if (!step || !(INSTALLMENT_STEPS[step] as readonly string[]).includes(outcome)) {
        return show(tx);
      }
      const now = clock.now();
      const moved =
        step === 'open'
          ? await decideTransaction(db, tx.id, outcome, now)
          : await moveWaitingTransaction(db, tx.id, step, outcome, now);
      if (moved) {
        await delivery.send(
          'Alepay installment webhook',
          { orderCode: moved.merchantRef, result: moved.resultCode },
          () => merchant.post(options.alepayWebhookUrl, result(moved)),
          received,
        );
      }
      const final = moved ?? (await findTransactionById(db, 'ALEPAY', tx.id)) ?? tx;
      return { kind: 'redirect', url: resultLink(final) };
    },
  };
}
