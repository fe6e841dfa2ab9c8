// @vitest-environment node
import { priceCart, type Adjustment } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { adjustmentRows, lineAdjustments } from './adjustment-rows';

const RULE = '00000000-0000-4000-8000-0000000000a1';
const FLASH_1 = '00000000-0000-4000-8000-0000000000a2';
const FLASH_2 = '00000000-0000-4000-8000-0000000000a3';
const GIFT = '00000000-0000-4000-8000-0000000000a4';
const VOUCHER = '00000000-0000-4000-8000-0000000000a5';
const NAMES = {
  [RULE]: 'Váy đầm giảm 15%',
  [FLASH_1]: 'Flash sale',
  [FLASH_2]: 'Flash sale',
  [GIFT]: 'Tặng đồ chơi robot',
};

const adjustment = (over: Partial<Adjustment> & Pick<Adjustment, 'reason' | 'amount'>) => ({
  ref: null,
  infoId: null,
  discountText: '',
  ...over,
});

describe('adjustmentRows', () => {
  it('adds up each programme (one flash sale over several lines is one row), in the engine order', () => {
    const rows = adjustmentRows(
      [
        adjustment({ reason: 'SALE_PRICE', infoId: 'a', amount: 130_000, discountText: '-22%' }),
        adjustment({
          reason: 'PRICE_RULE',
          ref: RULE,
          infoId: 'a',
          amount: 68_850,
          discountText: '-15%',
        }),
        adjustment({
          reason: 'FLASH_SALE',
          ref: FLASH_1,
          infoId: 'b',
          amount: 45_000,
          discountText: '-45.000 ₫',
        }),
        adjustment({ reason: 'SALE_PRICE', infoId: 'c', amount: 200_000, discountText: '-16%' }),
        adjustment({
          reason: 'FLASH_SALE',
          ref: FLASH_2,
          infoId: 'c',
          amount: 187_000,
          discountText: '-187.000 ₫',
        }),
        adjustment({
          reason: 'PROMOTION',
          ref: GIFT,
          infoId: 'g',
          amount: 549_000,
          discountText: '-549.000 ₫',
        }),
        adjustment({ reason: 'VOUCHER', ref: VOUCHER, amount: 100_000, discountText: '-10%' }),
        adjustment({ reason: 'FREE_SHIPPING', amount: 40_000, discountText: '-40.000 ₫' }),
      ],
      NAMES,
      'vi',
    );
    expect(rows.map(({ key: _key, ...row }) => row)).toEqual([
      { reason: 'SALE_PRICE', gift: false, name: null, discountText: null, amount: 330_000 },
      {
        reason: 'PRICE_RULE',
        gift: false,
        name: 'Váy đầm giảm 15%',
        discountText: '-15%',
        amount: 68_850,
      },
      {
        reason: 'FLASH_SALE',
        gift: false,
        name: 'Flash sale',
        discountText: null,
        amount: 232_000,
      },
      {
        reason: 'PROMOTION',
        gift: true,
        name: 'Tặng đồ chơi robot',
        discountText: null,
        amount: 549_000,
      },
      { reason: 'VOUCHER', gift: false, name: null, discountText: '-10%', amount: 100_000 },
    ]);
  });

  it('adds up to what the engine took off the merchandise: items − rows = subtotal − discounts', () => {
    const pricing = priceCart({
      now: new Date('2026-11-23T03:00:00Z'),
      lang: 'vi',
      lines: [
        { infoId: 'a', productId: 'p1', quantity: 3, price: 149_000, salePrice: null },
        { infoId: 'b', productId: 'p2', quantity: 1, price: 589_000, salePrice: 459_000 },
      ],
      shipping: { method: 'STANDARD', zone: 'NATIONAL' },
      freeShippingThreshold: 500_000,
      offers: [
        { stage: 'PRICE_RULE', ref: RULE, type: 'PERCENT', value: 15, productIds: ['p2'] },
        {
          stage: 'FLASH_SALE',
          ref: FLASH_1,
          type: 'FIXED_PRICE',
          value: 104_000,
          productIds: ['p1'],
          maxUnits: 5,
        },
        {
          stage: 'PROMOTION',
          kind: 'QUANTITY_BASED',
          ref: GIFT,
          type: 'PERCENT',
          value: 10,
          minQuantity: 3,
          productIds: ['p1'],
        },
        { stage: 'VOUCHER', ref: VOUCHER, type: 'FIXED', value: 50_000, minSubtotal: 300_000 },
      ],
    });
    const rows = adjustmentRows(pricing.adjustments, NAMES, 'vi');
    const taken = rows.reduce((sum, row) => sum + row.amount, 0);
    expect(pricing.itemsTotal - taken).toBe(pricing.subtotal - pricing.discountTotal);
    expect(rows.map((row) => row.reason)).toEqual([
      'SALE_PRICE',
      'PRICE_RULE',
      'FLASH_SALE',
      'PROMOTION',
      'VOUCHER',
    ]);
  });

  it("names a row by the name an order kept, else by the cart's names", () => {
    const rows = adjustmentRows(
      [
        adjustment({ reason: 'VOUCHER', ref: VOUCHER, amount: 90_300, name: 'Giảm 10%' }),
        adjustment({ reason: 'PRICE_RULE', ref: RULE, infoId: 'a', amount: 1 }),
      ],
      NAMES,
      'vi',
    );
    expect(rows.map((row) => row.name)).toEqual(['Váy đầm giảm 15%', 'Giảm 10%']);
  });

  it('leaves out free shipping and rows that took nothing', () => {
    expect(
      adjustmentRows(
        [
          adjustment({ reason: 'FREE_SHIPPING', amount: 40_000 }),
          adjustment({ reason: 'VOUCHER', ref: VOUCHER, amount: 0 }),
        ],
        {},
        'vi',
      ),
    ).toEqual([]);
  });

  it('reads an order in English in English: its kept names and its amounts', () => {
    const rows = adjustmentRows(
      [
        adjustment({
          reason: 'FLASH_SALE',
          ref: FLASH_1,
          infoId: 'b',
          amount: 45_000,
          discountText: '-45.000 ₫',
          name: { vi: 'Flash sale cuối tuần', en: 'Weekend flash sale' },
        }),
        adjustment({
          reason: 'PROMOTION',
          ref: GIFT,
          amount: 250_000,
          discountText: '-250.000 ₫',
          name: { vi: 'Đơn từ 5 triệu giảm 5%', en: '5% off orders from ₫5,000,000' },
        }),
      ],
      {},
      'en',
    );
    expect(rows.map((row) => [row.name, row.discountText])).toEqual([
      ['Weekend flash sale', '-₫45,000'],
      ['5% off orders from ₫5,000,000', '-₫250,000'],
    ]);
  });
});

describe('lineAdjustments', () => {
  it("keeps one line's own adjustments, not the order's", () => {
    const all = [
      adjustment({ reason: 'FLASH_SALE', ref: FLASH_1, infoId: 'b', amount: 1 }),
      adjustment({ reason: 'PRICE_RULE', ref: RULE, infoId: 'a', amount: 1 }),
      adjustment({ reason: 'PROMOTION', ref: GIFT, infoId: 'b', amount: 1 }),
      adjustment({ reason: 'VOUCHER', ref: VOUCHER, amount: 1 }),
    ];
    expect(lineAdjustments(all, 'b').map((a) => a.reason)).toEqual(['FLASH_SALE']);
  });
});
