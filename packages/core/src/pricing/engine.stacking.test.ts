import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import type { Offer, PricingInput } from './offers.ts';
import {
  type Example,
  CART,
  GIFT,
  byOrder,
  byQuantity,
  check,
  flash,
  input,
  line,
  onA,
  rule,
  voucher,
  withGift,
} from './pricing.factories.ts';

describe('offers that stack', () => {
  it.each<Example>([
    {
      name: 'rule + promotion: the promotion sees the ruled subtotal',
      // a: 2 × 80.000 → subtotal 460.000; 10 % of it.
      offers: [rule('PERCENT', 20, onA), byOrder(400_000, 'PERCENT', 10)],
      expected: {
        units: [80_000, 300_000],
        adjustments: [
          ['PRICE_RULE', 'r', 40_000, '-20%'],
          ['PROMOTION', 'o', 46_000, '-10%'],
        ],
        discountTotal: 46_000,
        grandTotal: 414_000,
      },
    },
    {
      name: 'rule + promotion: a minimum is checked after the rule',
      offers: [rule('PERCENT', 20, onA), byOrder(470_000, 'FIXED', 50_000)],
      expected: { subtotal: 460_000, promotion: null, grandTotal: 460_000 },
    },
    {
      name: 'flash + voucher: the voucher takes its share of the flash price',
      // a: 2 × 70.000 = 140.000; 10 % of it.
      offers: [flash(70_000, onA), voucher('PERCENT', 10, onA)],
      expected: {
        adjustments: [
          ['FLASH_SALE', 'f', 60_000, '-60.000 ₫'],
          ['VOUCHER', 'v', 14_000, '-10%'],
        ],
        grandTotal: 426_000,
      },
    },
    {
      name: 'promotion + voucher: the voucher takes a share of what the promotion left',
      // 500.000 − 50.000 = 450.000; 10 % of it.
      offers: [byOrder(0, 'FIXED', 50_000), voucher('PERCENT', 10)],
      expected: {
        adjustments: [
          ['PROMOTION', 'o', 50_000, '-50.000 ₫'],
          ['VOUCHER', 'v', 45_000, '-10%'],
        ],
        discountTotal: 95_000,
        grandTotal: 405_000,
      },
    },
    {
      name: 'promotion + voucher on one product: that product’s share of the promotion comes off',
      // a is 200.000 of 500.000, so it bears 20.000 of the 50.000: base 180.000, 10 % of it.
      offers: [byOrder(0, 'FIXED', 50_000), voucher('PERCENT', 10, onA)],
      expected: { discountTotal: 68_000, grandTotal: 432_000 },
    },
    {
      name: 'promotion + voucher: the minimum is compared after the promotion',
      offers: [byOrder(0, 'FIXED', 50_000), voucher('FIXED', 10_000, { minSubtotal: 450_001 })],
      expected: {
        discountTotal: 50_000,
        voucher: { ref: 'v', amount: 0, refusal: 'VOUCHER_BELOW_MINIMUM' },
      },
    },
    {
      name: 'promotion + voucher: exactly at the minimum after the promotion',
      offers: [byOrder(0, 'FIXED', 50_000), voucher('FIXED', 10_000, { minSubtotal: 450_000 })],
      expected: { discountTotal: 60_000, grandTotal: 440_000 },
    },
    {
      name: 'quantity promotion + voucher on the covered product: what the promotion left of it',
      // a: 200.000 − 20.000 = 180.000 left for the voucher.
      offers: [byQuantity(2, 'PERCENT', 10, onA), voucher('FIXED', 190_000, onA)],
      expected: {
        adjustments: [
          ['PROMOTION', 'q', 20_000, '-10%'],
          ['VOUCHER', 'v', 180_000, '-180.000 ₫'],
        ],
        grandTotal: 300_000,
      },
    },
    {
      name: 'quantity promotion + voucher on another product: untouched by the promotion',
      offers: [
        byQuantity(2, 'PERCENT', 10, onA),
        voucher('FIXED', 100_000, { productIds: ['p-b'] }),
      ],
      expected: { discountTotal: 120_000, grandTotal: 380_000 },
    },
    {
      name: 'quantity promotion + voucher on everything',
      // 300.000 (b) + 180.000 (a after the promotion) = 480.000; 10 % of it.
      offers: [byQuantity(2, 'PERCENT', 10, onA), voucher('PERCENT', 10)],
      expected: { discountTotal: 68_000, grandTotal: 432_000 },
    },
    {
      name: 'gift + voucher: the gift takes nothing from the voucher’s base',
      offers: [withGift(), voucher('PERCENT', 10)],
      expected: {
        units: [100_000, 300_000, 0],
        adjustments: [
          ['PROMOTION', 'gift', 100_000, '-100.000 ₫'],
          ['VOUCHER', 'v', 50_000, '-10%'],
        ],
        itemsTotal: 600_000,
        discountTotal: 50_000,
        grandTotal: 450_000,
      },
    },
    {
      name: 'gift + QUANTITY voucher: gift units do not count',
      offers: [withGift(), voucher('QUANTITY', 10_000)],
      expected: { discountTotal: 30_000, grandTotal: 470_000 },
    },
    {
      name: 'voucher + free shipping: the threshold is checked after the voucher',
      shipping: { method: 'STANDARD', zone: 'LOCAL' },
      offers: [voucher('FIXED', 30_000)],
      expected: { adjustments: [['VOUCHER', 'v', 30_000, '-30.000 ₫']], grandTotal: 490_000 },
    },
    {
      name: 'voucher + free shipping: still over the threshold after the voucher',
      lines: [line('a', 2, 100_000), line('b', 1, 400_000)],
      shipping: { method: 'STANDARD', zone: 'LOCAL' },
      offers: [voucher('FIXED', 30_000)],
      expected: {
        adjustments: [
          ['VOUCHER', 'v', 30_000, '-30.000 ₫'],
          ['FREE_SHIPPING', null, 20_000, '-20.000 ₫'],
        ],
        grandTotal: 570_000,
      },
    },
  ])('$name', check);
});

describe('the 50 % law on order discounts', () => {
  const rule40OnA = rule('PERCENT', 40, onA);

  it.each<Example>([
    {
      name: 'promotion + voucher: the voucher is cut to half of the effective total',
      offers: [byOrder(0, 'FIXED', 200_000), voucher('FIXED', 100_000)],
      expected: {
        adjustments: [
          ['PROMOTION', 'o', 200_000, '-200.000 ₫'],
          ['VOUCHER', 'v', 50_000, '-50.000 ₫'],
        ],
        grandTotal: 250_000,
      },
    },
    {
      name: 'rule + promotion + voucher: the promotion gets what the rule left, the voucher nothing',
      // Half of 500.000 is 250.000; the rule took 80.000, the promotion gets 170.000.
      offers: [rule40OnA, byOrder(0, 'FIXED', 200_000), voucher('FIXED', 100_000)],
      expected: {
        adjustments: [
          ['PRICE_RULE', 'r', 80_000, '-40%'],
          ['PROMOTION', 'o', 170_000, '-170.000 ₫'],
        ],
        discountTotal: 170_000,
        grandTotal: 250_000,
        voucher: { ref: 'v', amount: 0, refusal: null },
      },
    },
    {
      name: 'a concentrated promotion is not cut, a plain voucher after it is',
      offers: [
        rule40OnA,
        byOrder(0, 'FIXED', 200_000, { concentrated: true }),
        voucher('FIXED', 100_000),
      ],
      expected: {
        discountTotal: 200_000,
        grandTotal: 220_000,
        voucher: { ref: 'v', amount: 0, refusal: null },
      },
    },
    {
      name: 'a concentrated voucher is not cut',
      offers: [
        rule40OnA,
        byOrder(0, 'FIXED', 200_000),
        voucher('FIXED', 100_000, { concentrated: true }),
      ],
      expected: { discountTotal: 270_000, grandTotal: 150_000 },
    },
    {
      name: 'a plain 100 % promotion stops at half',
      offers: [byOrder(0, 'PERCENT', 100)],
      expected: { adjustments: [['PROMOTION', 'o', 250_000, '-100%']], grandTotal: 250_000 },
    },
    {
      name: 'a concentrated 100 % promotion takes everything',
      offers: [byOrder(0, 'PERCENT', 100, { concentrated: true })],
      expected: { adjustments: [['PROMOTION', 'o', 500_000, '-100%']], grandTotal: 0 },
    },
    {
      name: 'gifts are not counted against the law',
      offers: [
        {
          stage: 'PROMOTION',
          kind: 'GIFT_PRODUCT',
          ref: 'gift',
          gift: { ...GIFT, price: 1_000_000 },
        },
        voucher('FIXED', 250_000),
      ],
      expected: { discountTotal: 250_000, grandTotal: 250_000 },
    },
  ])('$name', check);
});

describe('where adding an offer can cost the shopper more (by design)', () => {
  const grandTotals = (extra: Offer, more: Partial<PricingInput> = {}) => {
    const base = { lines: CART, ...more };
    const without = priceCart(input(base)).grandTotal;
    const withIt = priceCart(input({ ...base, offers: [...(base.offers ?? []), extra] }));
    return [without, withIt.grandTotal];
  };

  it('a gift worth more replaces a smaller discount', () => {
    const offers = [byOrder(0, 'FIXED', 50_000)];
    expect(grandTotals(withGift(), { offers })).toEqual([450_000, 500_000]);
  });

  it('a bigger promotion takes the order under the voucher’s minimum', () => {
    const offers = [
      byOrder(0, 'FIXED', 10_000, { ref: 'o1' }),
      voucher('FIXED', 50_000, { minSubtotal: 480_000 }),
    ];
    const bigger = byOrder(0, 'FIXED', 30_000, { ref: 'o2' });
    expect(grandTotals(bigger, { offers })).toEqual([440_000, 470_000]);
  });

  it('a price rule takes the subtotal under a promotion’s minimum', () => {
    const offers = [byOrder(500_000, 'FIXED', 50_000)];
    const lower = rule('SUBTRACT', 1_000, { productIds: ['p-b'] });
    expect(grandTotals(lower, { offers })).toEqual([450_000, 499_000]);
  });

  it('a voucher takes the order under the free-shipping threshold', () => {
    const shipping = { method: 'EXPRESS', zone: 'NATIONAL' } as const;
    expect(grandTotals(voucher('FIXED', 10_000), { shipping })).toEqual([500_000, 560_000]);
  });
});
