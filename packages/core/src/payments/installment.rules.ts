import { type Dong, roundDownTo } from '../money/money.ts';

/**
 * Paying in installments through the card gateway (decision 044): the shop is paid the order's
 * total at once; the shopper's bank converts it into monthly payments of the card, for a
 * conversion fee the bank charges the shopper.
 */

/** The terms, in months, the shop offers. */
export const INSTALLMENT_TERMS = [3, 6, 9, 12] as const;
export type InstallmentTerm = (typeof INSTALLMENT_TERMS)[number];

/** The card schemes a bank converts (Alepay's `paymentMethod`). */
export const CARD_SCHEMES = ['VISA', 'MASTERCARD', 'JCB'] as const;
export type CardScheme = (typeof CARD_SCHEMES)[number];

/** The order total from which installments are offered, by default (a shop setting). */
export const DEFAULT_INSTALLMENT_MINIMUM: Dong = 3_000_000;

/** Monthly payments are whole thousands of đồng; the last one carries the rest. */
export const INSTALLMENT_ROUNDING_UNIT: Dong = 1_000;

/** The hours a gateway's "waiting" outcome keeps an installment attempt (and its order) open. */
export const INSTALLMENT_WAIT_HOURS = 48;

/** Alepay's outcomes that are not decided yet: the buyer or the merchant still has to confirm. */
export const ALEPAY_WAITING_CODES = ['155', '150'] as const;

/** What a gateway offers for an amount: a bank, a card scheme, a term and the fee in đồng. */
export interface InstallmentOffer {
  bankCode: string;
  bankName: string;
  scheme: CardScheme;
  months: InstallmentTerm;
  /** The bank's conversion fee, whole đồng (0: "trả góp 0 %"). */
  fee: Dong;
}

/** An offer priced: what the shopper pays in all and each month. */
export interface InstallmentPlan extends InstallmentOffer {
  /** The order's total (what the shop is paid). */
  amount: Dong;
  /** Amount and fee: what the shopper pays over the term. */
  total: Dong;
  /** Each month's payment but the last. */
  monthly: Dong;
  /** The last month's payment (the monthly one plus what rounding left). */
  lastMonth: Dong;
}

/** The fee of a rate in basis points (1.99 % = 199) of `amount`, rounded to the nearest đồng. */
export function conversionFee(amount: Dong, basisPoints: number): Dong {
  return Math.round((amount * basisPoints) / 10_000);
}

/**
 * The payments of `total` over `months`: equal whole thousands of đồng, the last one making up
 * the rest, so they sum to the total exactly. Below a thousand a month, whole đồng.
 */
export function monthlyPayments(total: Dong, months: number): { monthly: Dong; lastMonth: Dong } {
  const even = Math.floor(total / months);
  const monthly =
    even >= INSTALLMENT_ROUNDING_UNIT ? roundDownTo(even, INSTALLMENT_ROUNDING_UNIT) : even;
  return { monthly, lastMonth: total - monthly * (months - 1) };
}

/** Prices an offer for an amount. */
export function priceInstallment(amount: Dong, offer: InstallmentOffer): InstallmentPlan {
  const total = amount + offer.fee;
  return { ...offer, amount, total, ...monthlyPayments(total, offer.months) };
}

/** Whether an amount may be paid in installments under the shop's minimum. */
export function installmentEligible(amount: Dong, minimum: Dong): boolean {
  return amount >= minimum;
}

/** The lowest monthly payment among plans ("Trả góp từ … /tháng"), or null without any. */
export function installmentFrom(plans: readonly InstallmentPlan[]): Dong | null {
  return plans.length === 0 ? null : Math.min(...plans.map((plan) => plan.monthly));
}

/** The plan matching a shopper's pick, if the gateway offers it. */
export function pickPlan(
  plans: readonly InstallmentPlan[],
  pick: { bankCode: string; scheme: string; months: number },
): InstallmentPlan | null {
  return (
    plans.find(
      (plan) =>
        plan.bankCode === pick.bankCode &&
        plan.scheme === pick.scheme &&
        plan.months === pick.months,
    ) ?? null
  );
}
