import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Offer } from './offers.ts';
import {
  type Example,
  NOW,
  input,
  TWO_A,
  byOrder,
  check,
  flash,
  line,
  onA,
  rule,
  voucher,
} from './pricing.factories.ts';
import { priceCart } from './engine.ts';
import { catalogueUnitPrice, flashUnitPrice, oneUnitPrice } from './unit-price.ts';

describe('price rules', () => {
  it.each<Example>([
    {
      name: 'PERCENT takes a share of each unit',
      lines: TWO_A,
      offers: [rule('PERCENT', 10)],
      expected: { units: [180_000], adjustments: [['PRICE_RULE', 'r', 40_000, '-10%']] },
    },
    {
      name: 'FIXED_PRICE sets the unit price',
      lines: TWO_A,
      offers: [rule('FIXED_PRICE', 150_000)],
      expected: { units: [150_000], adjustments: [['PRICE_RULE', 'r', 100_000, '-100.000 ₫']] },
    },
    {
      name: 'SUBTRACT takes đồng off each unit',
      lines: TWO_A,
      offers: [rule('SUBTRACT', 30_000)],
      expected: { units: [170_000], adjustments: [['PRICE_RULE', 'r', 60_000, '-60.000 ₫']] },
    },
    {
      name: 'of two rules, the lower price wins',
      lines: TWO_A,
      offers: [rule('PERCENT', 10, { ref: 'r1' }), rule('SUBTRACT', 30_000, { ref: 'r2' })],
      expected: { units: [170_000], adjustments: [['PRICE_RULE', 'r2', 60_000, '-60.000 ₫']] },
    },
    {
      name: 'a rule applies to the sale price',
      lines: [line('a', 2, 200_000, 160_000)],
      offers: [rule('PERCENT', 25)],
      expected: {
        units: [120_000],
        adjustments: [
          ['SALE_PRICE', null, 80_000, '-20%'],
          ['PRICE_RULE', 'r', 80_000, '-25%'],
        ],
      },
    },
    {
      name: 'a rule covers a category',
      lines: [line('a', 2, 200_000, null, ['shoes'])],
      offers: [rule('SUBTRACT', 10_000, { categoryIds: ['shoes'] })],
      expected: { units: [190_000], adjustments: [['PRICE_RULE', 'r', 20_000, '-20.000 ₫']] },
    },
    {
      name: 'a rule for another product does nothing',
      lines: TWO_A,
      offers: [rule('SUBTRACT', 10_000, { productIds: ['p-z'] })],
      expected: { units: [200_000], adjustments: [] },
    },
    {
      name: 'a FIXED_PRICE above the price never raises it',
      lines: TWO_A,
      offers: [rule('FIXED_PRICE', 250_000)],
      expected: { units: [200_000], adjustments: [] },
    },
    {
      name: 'the law stops a rule at half the price',
      lines: TWO_A,
      offers: [rule('PERCENT', 70)],
      expected: { units: [100_000], adjustments: [['PRICE_RULE', 'r', 200_000, '-70%']] },
    },
    {
      name: 'the law measures half of the sale price',
      lines: [line('a', 2, 200_000, 160_000)],
      offers: [rule('SUBTRACT', 100_000)],
      expected: {
        units: [80_000],
        adjustments: [
          ['SALE_PRICE', null, 80_000, '-20%'],
          ['PRICE_RULE', 'r', 160_000, '-160.000 ₫'],
        ],
      },
    },
    {
      name: 'half of an odd price rounds up',
      lines: [line('a', 1, 99_999)],
      offers: [rule('FIXED_PRICE', 1)],
      expected: { units: [50_000], adjustments: [['PRICE_RULE', 'r', 49_999, '-49.999 ₫']] },
    },
    {
      name: 'a concentrated rule goes past half',
      lines: TWO_A,
      offers: [rule('PERCENT', 70, { concentrated: true })],
      expected: { units: [60_000], adjustments: [['PRICE_RULE', 'r', 280_000, '-70%']] },
    },
    {
      name: 'a concentrated rule may give the product away',
      lines: TWO_A,
      offers: [rule('FIXED_PRICE', 0, { concentrated: true })],
      expected: { units: [0], adjustments: [['PRICE_RULE', 'r', 400_000, '-400.000 ₫']] },
    },
  ])('$name', check);
});

describe('flash sales', () => {
  it.each<Example>([
    {
      name: 'a flash price replaces the price',
      lines: TWO_A,
      offers: [flash(150_000)],
      expected: { units: [150_000], adjustments: [['FLASH_SALE', 'f', 100_000, '-100.000 ₫']] },
    },
    {
      name: 'it applies when maxUnits is the quantity',
      lines: TWO_A,
      offers: [flash(150_000, { maxUnits: 2 })],
      expected: { units: [150_000], adjustments: [['FLASH_SALE', 'f', 100_000, '-100.000 ₫']] },
    },
    {
      name: 'it does not apply to more units than maxUnits',
      lines: TWO_A,
      offers: [flash(150_000, { maxUnits: 1 })],
      expected: { units: [200_000], adjustments: [] },
    },
    {
      name: 'the lowest flash price that covers the quantity wins',
      lines: TWO_A,
      offers: [
        flash(150_000, { ref: 'f1', maxUnits: 5 }),
        flash(140_000, { ref: 'f2', maxUnits: 1 }),
      ],
      expected: { units: [150_000], adjustments: [['FLASH_SALE', 'f1', 100_000, '-100.000 ₫']] },
    },
    {
      name: 'rule + flash: the flash price applies when lower than the rule’s',
      lines: TWO_A,
      offers: [rule('PERCENT', 10), flash(170_000)],
      expected: {
        units: [170_000],
        adjustments: [
          ['PRICE_RULE', 'r', 40_000, '-10%'],
          ['FLASH_SALE', 'f', 20_000, '-20.000 ₫'],
        ],
      },
    },
    {
      name: 'rule + flash: a flash price above the rule’s does nothing',
      lines: TWO_A,
      offers: [rule('PERCENT', 30), flash(150_000)],
      expected: { units: [140_000], adjustments: [['PRICE_RULE', 'r', 120_000, '-30%']] },
    },
    {
      name: 'the law stops a flash price at half the price',
      lines: TWO_A,
      offers: [flash(80_000)],
      expected: { units: [100_000], adjustments: [['FLASH_SALE', 'f', 200_000, '-200.000 ₫']] },
    },
    {
      name: 'the law counts rule and flash together',
      lines: TWO_A,
      offers: [rule('PERCENT', 40), flash(90_000)],
      expected: {
        units: [100_000],
        adjustments: [
          ['PRICE_RULE', 'r', 160_000, '-40%'],
          ['FLASH_SALE', 'f', 40_000, '-40.000 ₫'],
        ],
      },
    },
    {
      name: 'a concentrated flash price goes past half',
      lines: TWO_A,
      offers: [flash(80_000, { concentrated: true })],
      expected: { units: [80_000], adjustments: [['FLASH_SALE', 'f', 240_000, '-240.000 ₫']] },
    },
    {
      name: 'after a concentrated rule past half, a plain flash price cannot apply',
      lines: TWO_A,
      offers: [rule('FIXED_PRICE', 60_000, { concentrated: true }), flash(90_000)],
      expected: { units: [60_000], adjustments: [['PRICE_RULE', 'r', 280_000, '-280.000 ₫']] },
    },
  ])('$name', check);
});

describe('catalogueUnitPrice', () => {
  const product = { productId: 'p-a', categoryIds: ['shoes'], price: 200_000, salePrice: 180_000 };

  it.each<[string, Offer[], number]>([
    ['the sale price without a rule', [], 180_000],
    [
      'the best rule, on the sale price',
      [rule('PERCENT', 10, { categoryIds: ['shoes'] }), rule('SUBTRACT', 20_000, onA)],
      160_000,
    ],
    ['within the law', [rule('FIXED_PRICE', 1)], 90_000],
    ['not a rule for one variant', [rule('FIXED_PRICE', 150_000, { infoIds: ['a'] })], 180_000],
    [
      'not a flash price, a promotion or a voucher',
      [flash(150_000), byOrder(0, 'PERCENT', 10), voucher('FIXED', 1_000)],
      180_000,
    ],
    ['not a rule out of its window', [rule('PERCENT', 10, { endsAt: NOW })], 180_000],
  ])('%s', (_, offers, expected) => {
    expect(catalogueUnitPrice(product, offers, NOW)).toBe(expected);
  });
});

describe('oneUnitPrice', () => {
  const product = { productId: 'p-a', categoryIds: ['shoes'], price: 200_000, salePrice: 180_000 };
  const cases: [string, Offer[], number][] = [
    ['the ruled price without a flash price', [rule('PERCENT', 10)], 162_000],
    ['a flash price below the ruled one', [flash(120_000, onA)], 120_000],
    ['a flash price above the ruled one', [rule('PERCENT', 50), flash(120_000, onA)], 90_000],
    ['within the law', [flash(10_000, onA)], 90_000],
    ['concentrated, past half', [flash(10_000, { ...onA, concentrated: true })], 10_000],
    ['not when sold out', [flash(120_000, { ...onA, maxUnits: 0 })], 180_000],
    ['with one unit left', [flash(120_000, { ...onA, maxUnits: 1 })], 120_000],
    ['not out of its window', [flash(120_000, { ...onA, endsAt: NOW })], 180_000],
    ['not for one variant only', [flash(120_000, { infoIds: ['a'] })], 180_000],
    ['of two flash prices, the lower', [flash(150_000, onA), flash(130_000, onA)], 130_000],
  ];

  it.each(cases)('%s, as the cart charges one unit', (_, offers, expected) => {
    const rules = offers.filter((o) => o.stage === 'PRICE_RULE');
    const ruled = catalogueUnitPrice(product, rules, NOW);
    expect(oneUnitPrice(product, ruled, offers, NOW)).toBe(expected);
    // What the lists sort and filter by in SQL: the lower of the ruled and the flash price.
    expect(Math.min(ruled, flashUnitPrice(product, offers, NOW) ?? ruled)).toBe(expected);
    // The cart's own figure for a line of one unit of the product (its variant `a`).
    const cart = priceCart(
      input({
        lines: [{ ...product, infoId: 'a', quantity: 1 }],
        offers,
        freeShippingThreshold: null,
      }),
    );
    if (!offers.some((o) => o.stage === 'FLASH_SALE' && o.infoIds)) {
      expect(cart.lines[0]!.unitPrice).toBe(expected);
    }
  });
});

describe("a price rule's percentage price and the shop's rounding unit", () => {
  it('sells at 390.000 ₫, not 390.150 ₫, when 10 % comes off 433.500 ₫ with a unit of 1.000 ₫', () => {
    const product = { productId: 'p-a', price: 433_500, salePrice: null };
    expect(catalogueUnitPrice(product, [rule('PERCENT', 10)], NOW)).toBe(390_150);
    expect(catalogueUnitPrice(product, [rule('PERCENT', 10, { roundTo: 1_000 })], NOW)).toBe(
      390_000,
    );
  });

  it('rounds down to the unit: the shopper saves at least the percentage, less than a unit more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 49 }),
        fc.constantFrom(1, 100, 500, 1_000, 5_000),
        (price, percent, unit) => {
          const product = { productId: 'p-a', price, salePrice: null };
          const ruled = catalogueUnitPrice(
            product,
            [rule('PERCENT', percent, { roundTo: unit })],
            NOW,
          );
          const advertised = Math.floor((price * percent) / 100);
          const floor = price - Math.floor(price / 2);
          // At or under the advertised price, never under the law's half, never over the price.
          expect(ruled).toBeLessThanOrEqual(price - advertised);
          expect(ruled).toBeGreaterThanOrEqual(Math.min(floor, price - advertised));
          // A multiple of the unit unless the law's floor stopped it, within a unit of the exact.
          if (ruled !== floor) expect(ruled % unit).toBe(0);
          expect(price - advertised - ruled).toBeLessThan(unit);
        },
      ),
    );
  });
});
