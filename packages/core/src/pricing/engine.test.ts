import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_FEES } from '../checkout/shipping.ts';
import { type Offer, type PricingInput, priceCart } from './engine.ts';

const NOW = new Date('2026-11-23T03:00:00Z');

const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  now: NOW,
  lang: 'vi',
  lines: [],
  shipping: null,
  freeShippingThreshold: 500_000,
  offers: [],
  ...overrides,
});

const line = (
  infoId: string,
  quantity: number,
  price: number,
  salePrice: number | null = null,
) => ({
  infoId,
  productId: `p-${infoId}`,
  quantity,
  price,
  salePrice,
});

describe('priceCart', () => {
  it('prices lines at the sale price and adds the zone fee', () => {
    const result = priceCart(
      input({
        lines: [line('a', 2, 150_000, 120_000), line('b', 1, 99_000)],
        shipping: { method: 'STANDARD', zone: 'LOCAL' },
      }),
    );
    expect(result.lines.map((l) => [l.unitPrice, l.lineTotal])).toEqual([
      [120_000, 240_000],
      [99_000, 99_000],
    ]);
    expect(result).toMatchObject({
      itemsTotal: 399_000,
      subtotal: 339_000,
      discountTotal: 0,
      baseShippingFee: 20_000,
      shippingFee: 20_000,
      grandTotal: 359_000,
      freeShipping: { threshold: 500_000, remaining: 161_000, reached: false },
    });
    expect(result.adjustments).toEqual([
      { reason: 'SALE_PRICE', ref: null, infoId: 'a', amount: 60_000, discountText: '-20%' },
    ]);
  });

  it('waives shipping from the threshold, and never when the shop turned it off', () => {
    const lines = [line('a', 1, 500_000)];
    const free = priceCart(input({ lines, shipping: { method: 'EXPRESS', zone: 'NATIONAL' } }));
    expect(free).toMatchObject({ shippingFee: 0, baseShippingFee: 70_000, grandTotal: 500_000 });
    expect(free.adjustments).toContainEqual(
      expect.objectContaining({
        reason: 'FREE_SHIPPING',
        amount: 70_000,
        discountText: '-70.000 ₫',
      }),
    );
    const off = priceCart(
      input({
        lines,
        shipping: { method: 'EXPRESS', zone: 'NATIONAL' },
        freeShippingThreshold: null,
      }),
    );
    expect(off).toMatchObject({ shippingFee: 70_000, grandTotal: 570_000 });
  });

  it('applies offers in the documented order: rule, flash price, promotion, one voucher', () => {
    const offers: Offer[] = [
      { stage: 'VOUCHER', ref: 'v1', type: 'FIXED', value: 30_000 },
      { stage: 'VOUCHER', ref: 'v2', type: 'FIXED', value: 90_000 },
      { stage: 'PROMOTION', ref: 'small', type: 'PERCENT', value: 5 },
      { stage: 'PROMOTION', ref: 'big', type: 'PERCENT', value: 10, maxDiscount: 50_000 },
      { stage: 'FLASH_SALE', ref: 'f', infoIds: ['a'], type: 'FIXED_PRICE', value: 70_000 },
      { stage: 'PRICE_RULE', ref: 'r', productIds: ['p-a'], type: 'PERCENT', value: 25 },
    ];
    const result = priceCart(
      input({ lines: [line('a', 2, 100_000), line('b', 1, 300_000)], offers, lang: 'en' }),
    );
    // a: 100.000 → rule 75.000 → flash 70.000; b untouched.
    expect(result.lines.map((l) => l.unitPrice)).toEqual([70_000, 300_000]);
    expect(result.subtotal).toBe(440_000);
    expect(result.adjustments.map((a) => [a.reason, a.ref, a.amount, a.discountText])).toEqual([
      ['PRICE_RULE', 'r', 50_000, '-25%'],
      ['FLASH_SALE', 'f', 10_000, '-₫10,000'],
      ['PROMOTION', 'big', 44_000, '-10%'],
      ['VOUCHER', 'v1', 30_000, '-₫30,000'],
    ]);
    expect(result.discountTotal).toBe(74_000);
    expect(result.grandTotal).toBe(366_000);
  });

  it('ignores offers outside their window and a minimum the cart does not reach', () => {
    const later = new Date(NOW.getTime() + 60_000);
    const result = priceCart(
      input({
        lines: [line('a', 1, 100_000)],
        offers: [
          { stage: 'PRICE_RULE', ref: 'soon', type: 'SUBTRACT', value: 10_000, startsAt: later },
          { stage: 'FLASH_SALE', ref: 'over', type: 'FIXED_PRICE', value: 1_000, endsAt: NOW },
          { stage: 'VOUCHER', ref: 'min', type: 'FIXED', value: 5_000, minSubtotal: 100_001 },
        ],
      }),
    );
    expect(result.adjustments).toEqual([]);
    expect(result.grandTotal).toBe(100_000);
  });

  it('refuses a line that is not whole (a programming error, not a shopper error)', () => {
    expect(() => priceCart(input({ lines: [line('a', 1.5, 100)] }))).toThrow(RangeError);
    expect(() => priceCart(input({ lines: [line('a', 0, 100)] }))).toThrow(RangeError);
    expect(() => priceCart(input({ lines: [line('a', 1, 10.5)] }))).toThrow(RangeError);
  });
});

describe('priceCart laws', () => {
  const dong = fc.integer({ min: 1, max: 50_000_000 });
  const lines = fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 999 }),
        price: dong,
        sale: fc.option(fc.integer({ min: 0, max: 60_000_000 }), { nil: null }),
      }),
      { maxLength: 8 },
    )
    .map((rows) => rows.map((r, i) => line(`v${i}`, r.quantity, r.price, r.sale)));
  const window = fc.record({
    startsAt: fc.option(
      fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
      { nil: null },
    ),
    endsAt: fc.option(
      fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
      { nil: null },
    ),
  });
  const offer: fc.Arbitrary<Offer> = fc.oneof(
    fc
      .record({
        stage: fc.constantFrom('PRICE_RULE' as const, 'FLASH_SALE' as const),
        ref: fc.string({ maxLength: 4 }),
        infoIds: fc.option(fc.array(fc.constantFrom('v0', 'v1', 'v2'), { maxLength: 3 }), {
          nil: undefined,
        }),
        type: fc.constantFrom('PERCENT' as const, 'FIXED_PRICE' as const, 'SUBTRACT' as const),
        value: fc.integer({ min: -10, max: 60_000_000 }),
      })
      .chain((o) => window.map((w) => ({ ...o, ...w }))),
    fc
      .record({
        stage: fc.constantFrom('PROMOTION' as const, 'VOUCHER' as const),
        ref: fc.string({ maxLength: 4 }),
        type: fc.constantFrom('PERCENT' as const, 'FIXED' as const),
        value: fc.integer({ min: -10, max: 600_000_000 }),
        maxDiscount: fc.option(fc.integer({ min: -5, max: 1_000_000 }), { nil: null }),
        minSubtotal: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
      })
      .chain((o) => window.map((w) => ({ ...o, ...w }))),
  );
  const inputs = fc.record({
    now: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
    lang: fc.constantFrom('vi' as const, 'en' as const),
    lines,
    shipping: fc.option(
      fc.record({
        method: fc.constantFrom('STANDARD' as const, 'EXPRESS' as const),
        zone: fc.constantFrom('LOCAL' as const, 'REGIONAL' as const, 'NATIONAL' as const),
      }),
      { nil: null },
    ),
    freeShippingThreshold: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
    offers: fc.array(offer, { maxLength: 6 }),
  });

  it('never gives a negative line, adjustment or total', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = priceCart(i);
        for (const l of r.lines) {
          expect(l.unitPrice).toBeGreaterThanOrEqual(0);
          expect(l.unitPrice).toBeLessThanOrEqual(l.listPrice);
          expect(l.lineTotal).toBeGreaterThanOrEqual(0);
        }
        for (const a of r.adjustments) expect(a.amount).toBeGreaterThan(0);
        for (const total of [
          r.itemsTotal,
          r.subtotal,
          r.discountTotal,
          r.shippingFee,
          r.grandTotal,
        ]) {
          expect(total).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('adds up exactly, in whole đồng', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = priceCart(i);
        const all = [r.itemsTotal, r.subtotal, r.discountTotal, r.shippingFee, r.grandTotal];
        for (const n of all) expect(Number.isSafeInteger(n)).toBe(true);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        for (const l of r.lines) expect(l.lineTotal).toBe(l.unitPrice * l.quantity);
        expect(r.subtotal).toBe(sum(r.lines.map((l) => l.lineTotal)));
        const of = (scope: 'line' | 'order' | 'shipping') =>
          sum(
            r.adjustments
              .filter((a) =>
                scope === 'line'
                  ? a.infoId !== null
                  : scope === 'order'
                    ? a.infoId === null && a.reason !== 'FREE_SHIPPING'
                    : a.reason === 'FREE_SHIPPING',
              )
              .map((a) => a.amount),
          );
        expect(r.itemsTotal - of('line')).toBe(r.subtotal);
        expect(r.discountTotal).toBe(of('order'));
        expect(r.discountTotal).toBeLessThanOrEqual(r.subtotal);
        expect(r.baseShippingFee - of('shipping')).toBe(r.shippingFee);
        expect(r.grandTotal).toBe(r.subtotal - r.discountTotal + r.shippingFee);
        expect(r.adjustments.filter((a) => a.reason === 'VOUCHER').length).toBeLessThanOrEqual(1);
        if (i.shipping) {
          expect(r.baseShippingFee).toBe(SHIPPING_FEES[i.shipping.zone][i.shipping.method]);
        }
      }),
    );
  });

  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const copy = structuredClone(i);
        expect(priceCart(copy)).toEqual(priceCart(i));
        expect(copy).toEqual(i);
      }),
    );
  });
});
