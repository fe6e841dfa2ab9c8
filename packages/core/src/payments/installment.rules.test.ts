import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_SCHEMES,
  INSTALLMENT_TERMS,
  type InstallmentOffer,
  conversionFee,
  installmentEligible,
  installmentFrom,
  monthlyPayments,
  pickPlan,
  priceInstallment,
} from './installment.rules.ts';
import { installmentChoiceSchema } from './installment.schema.ts';

const offer = fc.record({
  bankCode: fc.constantFrom('VCB', 'TCB', 'STB'),
  bankName: fc.constant('Bank'),
  scheme: fc.constantFrom(...CARD_SCHEMES),
  months: fc.constantFrom(...INSTALLMENT_TERMS),
  fee: fc.integer({ min: 0, max: 5_000_000 }),
}) satisfies fc.Arbitrary<InstallmentOffer>;
const amount = fc.integer({ min: 1, max: 10_000_000_000 });

describe('installment pricing', () => {
  it('has the monthly payments sum to the amount with the fee, in whole đồng', () => {
    fc.assert(
      fc.property(amount, offer, (total, picked) => {
        const plan = priceInstallment(total, picked);
        expect(plan.total).toBe(total + picked.fee);
        expect(plan.monthly * (plan.months - 1) + plan.lastMonth).toBe(plan.total);
        expect(Number.isInteger(plan.monthly) && Number.isInteger(plan.lastMonth)).toBe(true);
        expect(plan.monthly).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('rounds the monthly payment to whole thousands, the last one carrying less than a month of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12_000, max: 10_000_000_000 }), offer, (total, picked) => {
        const plan = priceInstallment(total, picked);
        expect(plan.monthly % 1_000).toBe(0);
        expect(plan.lastMonth).toBeGreaterThanOrEqual(plan.monthly);
        expect(plan.lastMonth - plan.monthly).toBeLessThan(plan.months * 1_000);
      }),
    );
  });

  it('shows a 13 million robot over 12 months at 0 % from 1.083.000 ₫ a month', () => {
    const plan = priceInstallment(13_000_000, {
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      scheme: 'VISA',
      months: 12,
      fee: 0,
    });
    expect(plan).toMatchObject({ total: 13_000_000, monthly: 1_083_000, lastMonth: 1_087_000 });
    expect(installmentFrom([plan])).toBe(1_083_000);
    expect(installmentFrom([])).toBeNull();
  });

  it('keeps tiny totals in whole đồng', () => {
    expect(monthlyPayments(10, 3)).toEqual({ monthly: 3, lastMonth: 4 });
  });

  it('takes a fee rate in basis points, to the nearest đồng', () => {
    expect(conversionFee(13_000_000, 199)).toBe(258_700);
    expect(conversionFee(3_333_333, 149)).toBe(49_667);
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 2_000 }), (total, bp) => {
        const fee = conversionFee(total, bp);
        expect(Number.isInteger(fee)).toBe(true);
        expect(Math.abs(fee - (total * bp) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('is offered from the minimum order up', () => {
    expect(installmentEligible(2_999_999, 3_000_000)).toBe(false);
    expect(installmentEligible(3_000_000, 3_000_000)).toBe(true);
  });

  it('finds the picked plan only among those offered', () => {
    const plans = [
      priceInstallment(5_000_000, {
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        scheme: 'VISA',
        months: 6,
        fee: 0,
      }),
    ];
    expect(pickPlan(plans, { bankCode: 'VCB', scheme: 'VISA', months: 6 })?.monthly).toBe(833_000);
    expect(pickPlan(plans, { bankCode: 'VCB', scheme: 'VISA', months: 9 })).toBeNull();
    expect(pickPlan(plans, { bankCode: 'VCB', scheme: 'JCB', months: 6 })).toBeNull();
  });

  it('refuses a pick with an amount or an unknown term', () => {
    const pick = { bankCode: 'VCB', scheme: 'VISA', months: 6 };
    expect(installmentChoiceSchema.safeParse(pick).success).toBe(true);
    expect(installmentChoiceSchema.safeParse({ ...pick, months: 7 }).success).toBe(false);
    expect(installmentChoiceSchema.safeParse({ ...pick, monthly: 1 }).success).toBe(false);
  });
});
