import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import type { Offer } from './offers.ts';
import {
  type Example,
  NOW,
  TWO_A,
  byOrder,
  check,
  flash,
  input,
  line,
  rule,
  voucher,
} from './pricing.factories.ts';
import { catalogueUnitPrice } from './unit-price.ts';

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
      {
        stage: 'PROMOTION',
        kind: 'ORDER_BASED',
        minSubtotal: 0,
        ref: 'small',
        type: 'PERCENT',
        value: 5,
      },
      {
        stage: 'PROMOTION',
        kind: 'ORDER_BASED',
        minSubtotal: 0,
        ref: 'big',
        type: 'PERCENT',
        value: 10,
        maxDiscount: 50_000,
      },
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

describe('offer windows', () => {
  const START = new Date('2026-11-23T00:00:00Z');
  const END = new Date('2026-11-24T00:00:00Z');
  const window = { startsAt: START, endsAt: END };
  const offers = [
    rule('SUBTRACT', 10_000, window),
    flash(180_000, window),
    byOrder(0, 'FIXED', 5_000, window),
    voucher('FIXED', 4_000, window),
  ];

  it.each([
    ['one second before the start', new Date(START.getTime() - 1000), false],
    ['at the start', START, true],
    ['one second before the end', new Date(END.getTime() - 1000), true],
    ['at the end', END, false],
  ])('%s: applied %s', (_, now, applied) => {
    const result = priceCart(input({ now, lines: [line('a', 1, 200_000)], offers }));
    if (applied) {
      expect(result.adjustments.map((a) => [a.reason, a.amount])).toEqual([
        ['PRICE_RULE', 10_000],
        ['FLASH_SALE', 10_000],
        ['PROMOTION', 5_000],
        ['VOUCHER', 4_000],
      ]);
      expect(result.grandTotal).toBe(171_000);
    } else {
      expect(result).toMatchObject({
        adjustments: [],
        grandTotal: 200_000,
        promotion: null,
        voucher: null,
      });
    }
  });
});

describe('bad figures in offers', () => {
  it.each<Example>([
    {
      name: 'a percentage over 100 counts as 100 (and the law still holds)',
      lines: TWO_A,
      offers: [rule('PERCENT', 150)],
      expected: { units: [100_000], adjustments: [['PRICE_RULE', 'r', 200_000, '-100%']] },
    },
    {
      name: 'a negative SUBTRACT takes nothing',
      lines: TWO_A,
      offers: [rule('SUBTRACT', -5_000)],
      expected: { units: [200_000], adjustments: [] },
    },
    {
      name: 'a fractional FIXED_PRICE rounds down',
      lines: TWO_A,
      offers: [rule('FIXED_PRICE', 150_000.7)],
      expected: { units: [150_000] },
    },
    {
      name: 'a negative maxDiscount allows nothing',
      offers: [voucher('PERCENT', 10, { maxDiscount: -1 })],
      expected: { adjustments: [], voucher: { ref: 'v', amount: 0, refusal: null } },
    },
    {
      name: 'a negative voucher takes nothing',
      offers: [voucher('FIXED', -30_000)],
      expected: { adjustments: [], grandTotal: 500_000 },
    },
    {
      name: 'a negative maxUnits covers no line',
      lines: TWO_A,
      offers: [flash(150_000, { maxUnits: -1 })],
      expected: { units: [200_000] },
    },
  ])('$name', check);

  it('refuses a negative sale price, in the cart and in a list', () => {
    expect(() => priceCart(input({ lines: [line('a', 1, 100, -1)] }))).toThrow(RangeError);
    const product = { productId: 'p', price: 100, salePrice: -1 };
    expect(() => catalogueUnitPrice(product, [], NOW)).toThrow(RangeError);
    expect(() => catalogueUnitPrice({ ...product, price: 0, salePrice: null }, [], NOW)).toThrow(
      RangeError,
    );
  });
});
