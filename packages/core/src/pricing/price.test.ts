import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, effectivePrice, isOnSale, savingPerUnit } from './price.ts';

describe('effectivePrice', () => {
  it.each([
    [500_000, null, 500_000],
    [500_000, undefined, 500_000],
    [500_000, 399_000, 399_000],
    [500_000, 500_000, 500_000],
    [500_000, 600_000, 500_000],
  ])('price %i with sale %s costs %i', (price, sale, paid) => {
    expect(effectivePrice(price, sale)).toBe(paid);
  });

  it('never asks more than the price, nor less than the sale price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.option(fc.integer({ min: 1, max: 1e10 })),
        (price, sale) => {
          const paid = effectivePrice(price, sale);
          expect(paid).toBeLessThanOrEqual(price);
          expect(Number.isSafeInteger(paid)).toBe(true);
          if (sale != null) expect(paid).toBeGreaterThanOrEqual(Math.min(sale, price));
          expect(paid + savingPerUnit(price, sale)).toBe(price);
        },
      ),
    );
  });
});

describe('discountPercent', () => {
  it('rounds down and is 0 without a real sale', () => {
    expect(discountPercent(300_000, 199_000)).toBe(33);
    expect(discountPercent(100_000, 1)).toBe(99);
    expect(discountPercent(100_000, null)).toBe(0);
    expect(discountPercent(100_000, 120_000)).toBe(0);
    expect(isOnSale(100_000, 100_000)).toBe(false);
  });

  it('stays within 0 to 99 for any real sale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1e10 }), fc.integer({ min: 1, max: 1e10 }), (a, b) => {
        const [sale, price] = a > b ? [b, a] : [a, a + b];
        const percent = discountPercent(price, sale);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(99);
      }),
    );
  });
});
