import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import type { ReferralOffer } from './offers.ts';
import { input, line } from './pricing.factories.ts';

const welcome = (over: Partial<ReferralOffer> = {}): ReferralOffer => ({
  stage: 'REFERRAL',
  ref: 'campaign-1',
  type: 'FIXED',
  value: 30_000,
  minSubtotal: 100_000,
  ...over,
});
const hanoi = { method: 'STANDARD', zone: 'LOCAL' } as const;

describe('the referral welcome gift and store credit', () => {
  it('takes the invitee’s gift off the order, after the voucher, shown like any discount', () => {
    const r = priceCart(input({ lines: [line('a', 1, 200_000)], offers: [welcome()] }));
    expect(r.adjustments).toEqual([
      {
        reason: 'REFERRAL',
        ref: 'campaign-1',
        infoId: null,
        amount: 30_000,
        discountText: '-30.000 ₫',
      },
    ]);
    expect([r.discountTotal, r.grandTotal]).toEqual([30_000, 170_000]);
  });

  it('gives a percentage within its cap, and nothing below the minimum', () => {
    const pct = welcome({ type: 'PERCENT', value: 10, maxDiscount: 15_000 });
    expect(priceCart(input({ lines: [line('a', 1, 120_000)], offers: [pct] })).discountTotal).toBe(
      12_000,
    );
    expect(priceCart(input({ lines: [line('a', 1, 300_000)], offers: [pct] })).discountTotal).toBe(
      15_000,
    );
    expect(
      priceCart(input({ lines: [line('a', 1, 90_000)], offers: [welcome()] })).adjustments,
    ).toEqual([]);
  });

  it('spends store credit last, shipping included, never more than is left to pay', () => {
    const r = priceCart(
      input({
        lines: [line('a', 1, 100_000)],
        shipping: hanoi,
        freeShippingThreshold: null,
        storeCredit: 1_000_000,
      }),
    );
    expect(r.adjustments.at(-1)).toMatchObject({
      reason: 'STORE_CREDIT',
      amount: 100_000 + r.shippingFee,
    });
    expect(r.grandTotal).toBe(0);
  });

  it('keeps grandTotal = subtotal − discountTotal + shippingFee, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.nat(2_000_000),
        fc.nat(500_000),
        (price, quantity, credit, gift) => {
          const r = priceCart(
            input({
              lines: [line('a', quantity, price)],
              shipping: hanoi,
              offers: [welcome({ value: gift, minSubtotal: 0 })],
              storeCredit: credit,
            }),
          );
          expect(r.grandTotal).toBe(r.subtotal - r.discountTotal + r.shippingFee);
          expect(r.grandTotal).toBeGreaterThanOrEqual(0);
          // The gift stays within the law's half of the merchandise.
          const gifted = r.adjustments.find((a) => a.reason === 'REFERRAL')?.amount ?? 0;
          expect(gifted).toBeLessThanOrEqual(Math.floor((price * quantity) / 2));
        },
      ),
    );
  });
});
