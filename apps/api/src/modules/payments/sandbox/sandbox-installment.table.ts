/**
 * The sandbox gateway's installment table (decision 044): fixed and documented, so that offline
 * plans, tests and screenshots always show the same banks and fees. A real Alepay account answers
 * its own (`get-installment-info`).
 *
 * | Bank        | Schemes                | 3 m  | 6 m    | 9 m    | 12 m   |
 * |-------------|------------------------|------|--------|--------|--------|
 * | Vietcombank | Visa, Mastercard, JCB  | 0 %  | 0 %    | 1,99 % | 2,99 % |
 * | Techcombank | Visa, Mastercard       | 0 %  | 0 %    | 0 %    | 0 %    |
 * | Sacombank   | Visa, Mastercard, JCB  | 0 %  | 1,49 % | 2,49 % | 3,49 % |
 * | VPBank      | Visa, Mastercard       | 0,99 % | 1,99 % | 2,99 % | 3,99 % |
 *
 * The fee is the rate of the amount, once, rounded to the nearest đồng. Amounts under
 * 2.000.000 ₫ get no plan from the gateway (the shop's own minimum is a setting, 3.000.000 ₫ by
 * default).
 */
import {
  type CardScheme,
  INSTALLMENT_TERMS,
  type InstallmentOffer,
  type InstallmentTerm,
  conversionFee,
} from '@lotus/core';

/** The gateway's own smallest amount for installments. */
export const SANDBOX_INSTALLMENT_MINIMUM = 2_000_000;

interface SandboxBank {
  code: string;
  name: string;
  schemes: readonly CardScheme[];
  /** The fee rate of each term, in basis points. */
  rates: Record<InstallmentTerm, number>;
}

export const SANDBOX_INSTALLMENT_BANKS: readonly SandboxBank[] = [
  {
    code: 'VCB',
    name: 'Vietcombank',
    schemes: ['VISA', 'MASTERCARD', 'JCB'],
    rates: { 3: 0, 6: 0, 9: 199, 12: 299 },
  },
  {
    code: 'TCB',
    name: 'Techcombank',
    schemes: ['VISA', 'MASTERCARD'],
    rates: { 3: 0, 6: 0, 9: 0, 12: 0 },
  },
  {
    code: 'STB',
    name: 'Sacombank',
    schemes: ['VISA', 'MASTERCARD', 'JCB'],
    rates: { 3: 0, 6: 149, 9: 249, 12: 349 },
  },
  {
    code: 'VPB',
    name: 'VPBank',
    schemes: ['VISA', 'MASTERCARD'],
    rates: { 3: 99, 6: 199, 9: 299, 12: 399 },
  },
];

/** The table's offers for an amount (none under the gateway's minimum). */
export function sandboxOffers(amount: number): InstallmentOffer[] {
  if (amount < SANDBOX_INSTALLMENT_MINIMUM) return [];
  return SANDBOX_INSTALLMENT_BANKS.flatMap((bank) =>
    bank.schemes.flatMap((scheme) =>
      INSTALLMENT_TERMS.map((months) => ({
        bankCode: bank.code,
        bankName: bank.name,
        scheme,
        months,
        fee: conversionFee(amount, bank.rates[months]),
      })),
    ),
  );
}

/** The offers in `get-installment-info`'s shape: banks, their schemes, each scheme's terms. */
export function sandboxInstallmentData(amount: number) {
  const offers = sandboxOffers(amount);
  return SANDBOX_INSTALLMENT_BANKS.filter((bank) =>
    offers.some((o) => o.bankCode === bank.code),
  ).map((bank) => ({
    bankCode: bank.code,
    bankName: bank.name,
    paymentMethods: bank.schemes.map((scheme) => ({
      paymentMethod: scheme,
      periods: offers
        .filter((o) => o.bankCode === bank.code && o.scheme === scheme)
        .map((o) => ({
          month: o.months,
          amountFee: o.fee,
          amountFinal: amount + o.fee,
          amountByMonth: Math.round((amount + o.fee) / o.months),
          currency: 'VND',
        })),
    })),
  }));
}
