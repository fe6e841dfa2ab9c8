/**
 * Alepay's installment checkout (API v3, decision 044): the plans for an amount
 * (`get-installment-info`) and the checkout request with `installment`, `month`, `bankCode` and
 * `paymentMethod` (`request-payment`), signed like every Alepay call. Pure functions; no I/O.
 */
import {
  CARD_SCHEMES,
  type CardScheme,
  INSTALLMENT_TERMS,
  type InstallmentOffer,
  type InstallmentTerm,
} from '@lotus/core';
import { z } from 'zod';
import type { StartRequest } from './gateway.ts';
import type { AlepayValue } from './alepay.protocol.ts';

/** The paths of the installment calls, under the gateway's base URL. */
export const ALEPAY_INSTALLMENT_PATHS = {
  /** The banks, schemes and terms offered for an amount, with their fees. */
  installmentInfo: '/get-installment-info',
  /** A checkout on the gateway's page (here always an installment one): `checkoutUrl`. */
  requestPayment: '/request-payment',
} as const;

/** `get-installment-info`. Answer: `{code, message, data}` (the banks, as below). */
export interface AlepayInstallmentQuery extends Record<string, AlepayValue> {
  tokenKey: string;
  amount: number;
  currencyCode: 'VND';
}

/**
 * `request-payment` with `installment=true`: the shopper confirms the card on the gateway's page
 * and the bank converts the payment. Answer: `{code, message, checkoutUrl, transactionCode}`;
 * the outcome comes like a token payment's (webhook and return), `155` / `150` while waiting.
 */
export interface AlepayInstallmentRequest extends Record<string, AlepayValue> {
  tokenKey: string;
  orderCode: string;
  amount: number;
  currency: 'VND';
  orderDescription: string;
  totalItem: number;
  checkoutType: number;
  installment: boolean;
  month: number;
  bankCode: string;
  paymentMethod: CardScheme;
  allowDomestic: boolean;
  returnUrl: string;
  cancelUrl: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  language: 'vi' | 'en';
}

/** The installment request of an attempt. */
export function installmentRequest(
  tokenKey: string,
  request: StartRequest & { installment: NonNullable<StartRequest['installment']> },
): AlepayInstallmentRequest {
  return {
    tokenKey,
    orderCode: request.txnRef,
    amount: request.amount,
    currency: 'VND',
    orderDescription: request.orderInfo,
    totalItem: 1,
    checkoutType: 2,
    installment: true,
    month: request.installment.months,
    bankCode: request.installment.bankCode,
    paymentMethod: request.installment.scheme,
    allowDomestic: false,
    returnUrl: request.returnUrl,
    cancelUrl: request.returnUrl,
    buyerName: request.buyer.name,
    buyerEmail: request.buyer.email,
    buyerPhone: request.buyer.phone,
    language: request.lang,
  };
}

const period = z.object({ month: z.coerce.number(), amountFee: z.coerce.number() });
const bankSchema = z.object({
  bankCode: z.string().min(1),
  bankName: z.string().min(1),
  paymentMethods: z.array(z.object({ paymentMethod: z.string(), periods: z.array(period) })),
});
const banksSchema = z.array(bankSchema);

/** The banks of the answer's `data` (an array, or its JSON text as the sandbox signs it). */
export type AlepayInstallmentBank = z.infer<typeof bankSchema>;

/**
 * The offers in `get-installment-info`'s `data`: each bank's schemes and terms this shop takes
 * (3, 6, 9, 12 months; Visa, Mastercard, JCB), each with its fee in whole đồng. Null when the
 * data is not what the guide describes.
 */
export function installmentOffersOf(data: unknown): InstallmentOffer[] | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const banks = banksSchema.safeParse(value);
  if (!banks.success) return null;
  const offers: InstallmentOffer[] = [];
  for (const bank of banks.data) {
    for (const method of bank.paymentMethods) {
      const scheme = CARD_SCHEMES.find((s) => s === method.paymentMethod.toUpperCase());
      if (!scheme) continue;
      for (const { month, amountFee } of method.periods) {
        const months = INSTALLMENT_TERMS.find((term) => term === month);
        if (!months || !Number.isSafeInteger(amountFee) || amountFee < 0) continue;
        offers.push({
          bankCode: bank.bankCode,
          bankName: bank.bankName,
          scheme,
          months: months satisfies InstallmentTerm,
          fee: amountFee,
        });
      }
    }
  }
  return offers;
}
