import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent } from '../pricing/price.ts';
import { formatVnd, roundDong } from './money.ts';

describe('formatVnd', () => {
  it.each([
    [0, '0 ₫', '₫0'],
    [999, '999 ₫', '₫999'],
    [1000, '1.000 ₫', '₫1,000'],
    [1234000, '1.234.000 ₫', '₫1,234,000'],
    [25990000, '25.990.000 ₫', '₫25,990,000'],
    [-15000, '-15.000 ₫', '-₫15,000'],
  ])('shows %i as "%s" in vi and "%s" in en', (amount, vi, en) => {
    expect(formatVnd(amount, 'vi')).toBe(vi);
    expect(formatVnd(amount, 'en')).toBe(en);
  });

  it('keeps every digit of any amount, grouped by three', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const vi = formatVnd(amount, 'vi');
        expect(Number(vi.replace(/[.\s₫]/g, ''))).toBe(amount);
        expect(vi).toMatch(/^\d{1,3}(\.\d{3})* ₫$/);
      }),
    );
  });
});

describe('money rules', () => {
  it('rounds computed amounts down to a whole đồng', () => {
    expect(roundDong(1999.99)).toBe(1999);
    expect(roundDong(0.3 * 3 * 1000)).toBe(900);
  });

  it('gives a whole discount percent between 0 and 99 for any sale below the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (a, b) => {
        const [sale, price] = a < b ? [a, b] : [b, a + 1];
        const percent = discountPercent(price, sale);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThan(100);
      }),
    );
  });

  it('shows no discount without a lower sale price', () => {
    expect(discountPercent(100_000, null)).toBe(0);
    expect(discountPercent(100_000, 100_000)).toBe(0);
    expect(discountPercent(100_000, 120_000)).toBe(0);
    expect(discountPercent(400_000, 299_000)).toBe(25);
  });
});
