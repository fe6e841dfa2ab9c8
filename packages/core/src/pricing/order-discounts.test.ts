import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import {
  type Example,
  CART,
  NOW,
  byOrder,
  byQuantity,
  check,
  input,
  line,
  onA,
  voucher,
  withGift,
} from './pricing.factories.ts';

describe('promotions', () => {
  it.each<Example>([
    {
      name: 'QUANTITY_BASED: enough covered units, PERCENT of their total',
      offers: [byQuantity(2, 'PERCENT', 10, onA)],
      expected: {
        adjustments: [['PROMOTION', 'q', 20_000, '-10%']],
        discountTotal: 20_000,
        grandTotal: 480_000,
        promotion: { ref: 'q', amount: 20_000, discountText: '-10%' },
      },
    },
    {
      name: 'QUANTITY_BASED: too few covered units, nothing',
      offers: [byQuantity(3, 'PERCENT', 10, onA)],
      expected: { adjustments: [], grandTotal: 500_000, promotion: null },
    },
    {
      name: 'QUANTITY_BASED: units of several covered products add up',
      offers: [byQuantity(3, 'FIXED', 30_000, { productIds: ['p-a', 'p-b'] })],
      expected: { adjustments: [['PROMOTION', 'q', 30_000, '-30.000 ₫']], grandTotal: 470_000 },
    },
    {
      name: 'QUANTITY_BASED: PERCENT within maxDiscount',
      offers: [byQuantity(2, 'PERCENT', 50, { ...onA, maxDiscount: 30_000 })],
      expected: { adjustments: [['PROMOTION', 'q', 30_000, '-50%']], grandTotal: 470_000 },
    },
    {
      name: 'QUANTITY_BASED: a FIXED above the covered lines’ total takes only that total',
      offers: [byQuantity(1, 'FIXED', 250_000, onA)],
      expected: { adjustments: [['PROMOTION', 'q', 200_000, '-200.000 ₫']], grandTotal: 300_000 },
    },
    {
      name: 'ORDER_BASED: a subtotal at the minimum qualifies',
      offers: [byOrder(500_000, 'FIXED', 50_000)],
      expected: {
        adjustments: [['PROMOTION', 'o', 50_000, '-50.000 ₫']],
        grandTotal: 450_000,
        promotion: { ref: 'o', amount: 50_000, discountText: '-50.000 ₫' },
      },
    },
    {
      name: 'ORDER_BASED: one đồng under the minimum, nothing',
      offers: [byOrder(500_001, 'FIXED', 50_000)],
      expected: { adjustments: [], grandTotal: 500_000, promotion: null },
    },
    {
      name: 'ORDER_BASED: PERCENT within maxDiscount',
      offers: [byOrder(0, 'PERCENT', 10, { maxDiscount: 30_000 })],
      expected: { adjustments: [['PROMOTION', 'o', 30_000, '-10%']], grandTotal: 470_000 },
    },
    {
      name: 'GIFT_PRODUCT: a gift line at 0, counted in the items and taken off again',
      offers: [withGift({ productIds: ['p-b'] })],
      expected: {
        units: [100_000, 300_000, 0],
        adjustments: [['PROMOTION', 'gift', 100_000, '-100.000 ₫']],
        itemsTotal: 600_000,
        subtotal: 500_000,
        discountTotal: 0,
        grandTotal: 500_000,
        promotion: { ref: 'gift', amount: 100_000, discountText: '-100.000 ₫' },
      },
    },
    {
      name: 'GIFT_PRODUCT: under its minimum subtotal, no gift',
      offers: [withGift({ minSubtotal: 600_000 })],
      expected: { units: [100_000, 300_000], itemsTotal: 500_000, promotion: null },
    },
    {
      name: 'GIFT_PRODUCT: without enough covered units, no gift',
      offers: [withGift({ ...onA, minQuantity: 3 })],
      expected: { units: [100_000, 300_000], promotion: null },
    },
    {
      name: 'one promotion: the gift, worth most',
      offers: [byOrder(0, 'FIXED', 50_000), byQuantity(1, 'PERCENT', 10), withGift()],
      expected: {
        adjustments: [['PROMOTION', 'gift', 100_000, '-100.000 ₫']],
        grandTotal: 500_000,
      },
    },
    {
      name: 'one promotion: the larger discount',
      offers: [byQuantity(1, 'PERCENT', 10), byOrder(0, 'FIXED', 60_000)],
      expected: { adjustments: [['PROMOTION', 'o', 60_000, '-60.000 ₫']], grandTotal: 440_000 },
    },
    {
      name: 'one promotion: on a tie, the first',
      offers: [
        byOrder(0, 'FIXED', 50_000, { ref: 'first' }),
        byOrder(0, 'FIXED', 50_000, { ref: 'second' }),
      ],
      expected: { adjustments: [['PROMOTION', 'first', 50_000, '-50.000 ₫']] },
    },
    {
      name: 'one promotion: worth is measured after the law’s cut',
      // 300.000 is cut to 250.000; the concentrated 260.000 is not cut.
      offers: [
        byOrder(0, 'FIXED', 300_000, { ref: 'big' }),
        byOrder(0, 'FIXED', 260_000, { ref: 'conc', concentrated: true }),
      ],
      expected: {
        adjustments: [['PROMOTION', 'conc', 260_000, '-260.000 ₫']],
        grandTotal: 240_000,
      },
    },
  ])('$name', check);

  it('leaves 390.000 ₫, not 390.150 ₫, when 10 % comes off 433.500 ₫ with a unit of 1.000 ₫', () => {
    const lines = [line('a', 1, 433_500)];
    const priced = (more = {}) =>
      priceCart(
        input({ lines, freeShippingThreshold: null, offers: [byOrder(0, 'PERCENT', 10, more)] }),
      );
    expect(priced().grandTotal).toBe(390_150);
    expect(priced({ roundTo: 1_000 }).promotion).toMatchObject({ amount: 43_500 });
    expect(priced({ roundTo: 1_000 }).grandTotal).toBe(390_000);
    // The operator's cap still holds.
    expect(priced({ roundTo: 1_000, maxDiscount: 43_400 }).grandTotal).toBe(390_100);
  });

  it('rounds what a PERCENT promotion leaves down to the unit: at least the percentage off, less than a unit more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 49 }),
        fc.constantFrom(1, 100, 500, 1_000, 5_000),
        (price, percent, unit) => {
          const { promotion } = priceCart(
            input({
              lines: [line('a', 1, price)],
              freeShippingThreshold: null,
              offers: [byOrder(0, 'PERCENT', percent, { roundTo: unit })],
            }),
          );
          const off = promotion?.amount ?? 0;
          const advertised = Math.floor((price * percent) / 100);
          expect(off).toBeGreaterThanOrEqual(advertised);
          expect(off - advertised).toBeLessThan(unit);
          // Never past the law's half; a multiple of the unit left unless the law stopped it.
          const lawMost = Math.floor(price / 2);
          expect(off).toBeLessThanOrEqual(lawMost);
          if (off < lawMost) expect((price - off) % unit).toBe(0);
        },
      ),
    );
  });

  it('describes the gift line it adds', () => {
    const result = priceCart(input({ lines: CART, offers: [withGift()] }));
    expect(result.lines[2]).toEqual({
      infoId: 'g',
      productId: 'p-g',
      quantity: 2,
      listPrice: 50_000,
      unitPrice: 0,
      lineTotal: 0,
      giftOf: 'gift',
    });
    expect(result.adjustments[0]).toMatchObject({ reason: 'PROMOTION', infoId: 'g' });
    expect(result.lines.slice(0, 2).every((l) => l.giftOf === null)).toBe(true);
  });
});

describe('vouchers', () => {
  it.each<Example>([
    {
      name: 'PERCENT of the covered merchandise',
      offers: [voucher('PERCENT', 10)],
      expected: {
        adjustments: [['VOUCHER', 'v', 50_000, '-10%']],
        grandTotal: 450_000,
        voucher: { ref: 'v', amount: 50_000, refusal: null },
      },
    },
    {
      name: 'PERCENT within maxDiscount',
      offers: [voucher('PERCENT', 10, { maxDiscount: 20_000 })],
      expected: { adjustments: [['VOUCHER', 'v', 20_000, '-10%']], grandTotal: 480_000 },
    },
    {
      name: 'FIXED',
      offers: [voucher('FIXED', 30_000)],
      expected: { adjustments: [['VOUCHER', 'v', 30_000, '-30.000 ₫']], grandTotal: 470_000 },
    },
    {
      name: 'a FIXED above the covered lines’ total takes only that total',
      offers: [voucher('FIXED', 220_000, onA)],
      expected: { adjustments: [['VOUCHER', 'v', 200_000, '-200.000 ₫']], grandTotal: 300_000 },
    },
    {
      name: 'QUANTITY: so much a covered unit',
      offers: [voucher('QUANTITY', 15_000, onA)],
      expected: { adjustments: [['VOUCHER', 'v', 30_000, '-30.000 ₫']], grandTotal: 470_000 },
    },
    {
      name: 'QUANTITY: every unit when it covers everything',
      offers: [voucher('QUANTITY', 15_000)],
      expected: { adjustments: [['VOUCHER', 'v', 45_000, '-45.000 ₫']], grandTotal: 455_000 },
    },
    {
      name: 'QUANTITY: never more than the covered lines’ total',
      offers: [voucher('QUANTITY', 150_000, onA)],
      expected: { adjustments: [['VOUCHER', 'v', 200_000, '-200.000 ₫']], grandTotal: 300_000 },
    },
    {
      name: 'a voucher for a category',
      lines: [line('a', 2, 100_000, null, ['shoes']), line('b', 1, 300_000, null, ['bags'])],
      offers: [voucher('PERCENT', 10, { categoryIds: ['shoes'] })],
      expected: { adjustments: [['VOUCHER', 'v', 20_000, '-10%']], grandTotal: 480_000 },
    },
    {
      name: 'a subtotal at the minimum qualifies',
      offers: [voucher('FIXED', 30_000, { minSubtotal: 500_000 })],
      expected: { grandTotal: 470_000, voucher: { ref: 'v', amount: 30_000, refusal: null } },
    },
    {
      name: 'refused below the minimum',
      offers: [voucher('FIXED', 30_000, { minSubtotal: 500_001 })],
      expected: {
        adjustments: [],
        grandTotal: 500_000,
        voucher: { ref: 'v', amount: 0, refusal: 'VOUCHER_BELOW_MINIMUM' },
      },
    },
    {
      name: 'refused when it covers no line',
      offers: [voucher('FIXED', 30_000, { productIds: ['p-z'] })],
      expected: {
        adjustments: [],
        voucher: { ref: 'v', amount: 0, refusal: 'VOUCHER_NOT_APPLICABLE' },
      },
    },
    {
      name: 'not applicable is said before the minimum',
      offers: [voucher('FIXED', 30_000, { productIds: ['p-z'], minSubtotal: 900_000 })],
      expected: { voucher: { ref: 'v', amount: 0, refusal: 'VOUCHER_NOT_APPLICABLE' } },
    },
    {
      name: 'only the first voucher counts',
      offers: [voucher('FIXED', 30_000, { ref: 'v1' }), voucher('FIXED', 90_000, { ref: 'v2' })],
      expected: { adjustments: [['VOUCHER', 'v1', 30_000, '-30.000 ₫']], grandTotal: 470_000 },
    },
    {
      name: 'a first voucher out of its window is ignored, and so is any other',
      offers: [
        voucher('FIXED', 30_000, { ref: 'v1', endsAt: NOW }),
        voucher('FIXED', 90_000, { ref: 'v2' }),
      ],
      expected: { adjustments: [], grandTotal: 500_000, voucher: null },
    },
  ])('$name', check);
});
