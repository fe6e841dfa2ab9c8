import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_FEES } from '../shipping/shipping.rules.ts';
import { priceCart } from './engine.ts';
import type { Offer, PricedCart } from './offers.ts';
import { effectivePrice } from './price.ts';
import { input, line } from './pricing.factories.ts';
import { catalogueUnitPrice } from './unit-price.ts';

describe('priceCart laws', () => {
  const date = fc.date({
    min: new Date('2026-01-01'),
    max: new Date('2027-01-01'),
    noInvalidDate: true,
  });
  const dong = fc.integer({ min: 1, max: 50_000_000 });
  /** Operators' figures: mostly whole, sometimes negative or fractional (the engine copes). */
  const figure = (max: number) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: -10, max }) },
      { weight: 1, arbitrary: fc.double({ min: -10, max, noNaN: true }) },
    );
  const lines = fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 999 }),
        price: dong,
        sale: fc.option(fc.integer({ min: 0, max: 60_000_000 }), { nil: null }),
        categories: fc.option(fc.subarray(['c0', 'c1']), { nil: undefined }),
      }),
      { maxLength: 8 },
    )
    .map((rows) => rows.map((r, i) => line(`v${i}`, r.quantity, r.price, r.sale, r.categories)));
  const list = (ids: string[]) => fc.option(fc.subarray(ids), { nil: undefined });
  const common = fc.record({
    ref: fc.string({ maxLength: 4 }),
    startsAt: fc.option(date, { nil: null, freq: 2 }),
    endsAt: fc.option(date, { nil: null, freq: 2 }),
    concentrated: fc.option(fc.boolean(), { nil: undefined }),
    infoIds: list(['v0', 'v1', 'v2']),
    productIds: list(['p-v0', 'p-v3']),
    categoryIds: list(['c0', 'c1']),
  });
  const lineOffer = (stage: 'PRICE_RULE' | 'FLASH_SALE') =>
    fc
      .record({
        base: common,
        type: fc.constantFrom('PERCENT' as const, 'FIXED_PRICE' as const, 'SUBTRACT' as const),
        value: figure(60_000_000),
        maxUnits: fc.option(fc.integer({ min: -1, max: 1000 }), { nil: null }),
      })
      .map(({ base, ...o }): Offer => ({ ...base, ...o, stage }));
  const discount = {
    type: fc.constantFrom('PERCENT' as const, 'FIXED' as const),
    value: figure(600_000_000),
    maxDiscount: fc.option(figure(1_000_000), { nil: null }),
  };
  const discountPromotion: fc.Arbitrary<Offer> = fc.oneof(
    fc
      .record({ base: common, minQuantity: figure(50), ...discount })
      .map(({ base, ...o }): Offer => ({
        ...base,
        ...o,
        stage: 'PROMOTION',
        kind: 'QUANTITY_BASED',
      })),
    fc
      .record({ base: common, minSubtotal: figure(100_000_000), ...discount })
      .map(({ base, ...o }): Offer => ({ ...base, ...o, stage: 'PROMOTION', kind: 'ORDER_BASED' })),
  );
  const giftPromotion: fc.Arbitrary<Offer> = fc
    .record({
      base: common,
      minQuantity: fc.option(figure(50), { nil: null }),
      minSubtotal: fc.option(figure(100_000_000), { nil: null }),
      gift: fc.record({
        infoId: fc.constantFrom('g0', 'v0'),
        productId: fc.constantFrom('p-g0', 'p-v0'),
        price: figure(10_000_000),
        quantity: figure(3),
      }),
    })
    .map(({ base, ...o }): Offer => ({ ...base, ...o, stage: 'PROMOTION', kind: 'GIFT_PRODUCT' }));
  const voucher: fc.Arbitrary<Offer> = fc
    .record({
      base: common,
      type: fc.constantFrom('PERCENT' as const, 'FIXED' as const, 'QUANTITY' as const),
      value: figure(600_000_000),
      maxDiscount: fc.option(figure(1_000_000), { nil: null }),
      minSubtotal: fc.option(figure(100_000_000), { nil: null }),
    })
    .map(({ base, ...o }): Offer => ({ ...base, ...o, stage: 'VOUCHER' }));
  const anyLineOffer = fc.oneof(lineOffer('PRICE_RULE'), lineOffer('FLASH_SALE'));
  const offer = fc.oneof(anyLineOffer, discountPromotion, giftPromotion, voucher);

  const inputsWith = (offers: fc.Arbitrary<Offer[]>) =>
    fc.record({
      now: date,
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
      offers,
    });
  const inputs = inputsWith(fc.array(offer, { maxLength: 8 }));

  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const merchandise = (r: PricedCart) => r.subtotal - r.discountTotal;
  /** `offers` with `extra` slipped in at `at` (wrapped into range). */
  const insert = (offers: readonly Offer[], extra: Offer, at: number) => {
    const i = at % (offers.length + 1);
    return [...offers.slice(0, i), extra, ...offers.slice(i)];
  };

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
          r.promotion?.amount ?? 0,
          r.voucher?.amount ?? 0,
        ]) {
          expect(total).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('adds up exactly, in whole đồng, gifts included', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = priceCart(i);
        const all = [r.itemsTotal, r.subtotal, r.discountTotal, r.shippingFee, r.grandTotal];
        for (const n of all) expect(Number.isSafeInteger(n)).toBe(true);
        for (const a of r.adjustments) expect(Number.isSafeInteger(a.amount)).toBe(true);
        for (const l of r.lines) expect(l.lineTotal).toBe(l.unitPrice * l.quantity);
        expect(r.itemsTotal).toBe(sum(r.lines.map((l) => l.listPrice * l.quantity)));
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
        if (i.shipping) {
          expect(r.baseShippingFee).toBe(SHIPPING_FEES[i.shipping.zone][i.shipping.method]);
        }

        const promotions = r.adjustments.filter((a) => a.reason === 'PROMOTION');
        const vouchers = r.adjustments.filter((a) => a.reason === 'VOUCHER');
        expect(promotions.length).toBeLessThanOrEqual(1);
        expect(vouchers.length).toBeLessThanOrEqual(1);
        expect(r.promotion?.amount ?? 0).toBe(sum(promotions.map((a) => a.amount)));
        expect(r.voucher?.amount ?? 0).toBe(sum(vouchers.map((a) => a.amount)));
        if (r.voucher?.refusal) expect(r.voucher.amount).toBe(0);
        const gifts = r.lines.filter((l) => l.giftOf !== null);
        expect(gifts.length).toBeLessThanOrEqual(1);
        for (const g of gifts) {
          expect(g).toMatchObject({ unitPrice: 0, lineTotal: 0, giftOf: r.promotion?.ref });
          expect(promotions[0]).toMatchObject({
            infoId: g.infoId,
            amount: g.listPrice * g.quantity,
          });
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

  it('keeps programme discounts within half the effective total unless one is concentrated', () => {
    const plain = inputsWith(
      fc.array(
        offer.map((o): Offer => ({ ...o, concentrated: false })),
        { maxLength: 8 },
      ),
    );
    fc.assert(
      fc.property(plain, (i) => {
        const r = priceCart(i);
        const effectiveTotal = sum(
          i.lines.map((l) => effectivePrice(l.price, l.salePrice) * l.quantity),
        );
        const programme = effectiveTotal - r.subtotal + r.discountTotal;
        expect(programme).toBeLessThanOrEqual(Math.floor(effectiveTotal / 2));
        for (const [k, l] of i.lines.entries()) {
          const effective = effectivePrice(l.price, l.salePrice);
          expect(r.lines[k]!.unitPrice).toBeGreaterThanOrEqual(Math.ceil(effective / 2));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never raises a unit price for a price rule or flash price added', () => {
    fc.assert(
      fc.property(inputs, anyLineOffer, fc.nat(), (i, extra, at) => {
        const before = priceCart(i);
        const after = priceCart({ ...i, offers: insert(i.offers, extra, at) });
        for (const k of i.lines.keys()) {
          expect(after.lines[k]!.unitPrice).toBeLessThanOrEqual(before.lines[k]!.unitPrice);
        }
      }),
    );
  });

  it('with line offers only, never raises the grand total for one added (free shipping off)', () => {
    const lineOnly = inputsWith(fc.array(anyLineOffer, { maxLength: 8 })).map((i) => ({
      ...i,
      freeShippingThreshold: null,
    }));
    fc.assert(
      fc.property(lineOnly, anyLineOffer, fc.nat(), (i, extra, at) => {
        const after = priceCart({ ...i, offers: insert(i.offers, extra, at) });
        expect(after.grandTotal).toBeLessThanOrEqual(priceCart(i).grandTotal);
      }),
    );
  });

  it('without a voucher, never raises the merchandise total for a discount promotion added', () => {
    const noVoucher = inputsWith(
      fc.array(fc.oneof(anyLineOffer, discountPromotion, giftPromotion), { maxLength: 8 }),
    );
    fc.assert(
      fc.property(noVoucher, discountPromotion, fc.nat(), (i, extra, at) => {
        const after = priceCart({ ...i, offers: insert(i.offers, extra, at) });
        expect(merchandise(after)).toBeLessThanOrEqual(merchandise(priceCart(i)));
      }),
    );
  });

  it('never raises the total for the one voucher added (free shipping off)', () => {
    const noVoucher = inputsWith(
      fc.array(fc.oneof(anyLineOffer, discountPromotion, giftPromotion), { maxLength: 8 }),
    ).map((i) => ({ ...i, freeShippingThreshold: null }));
    fc.assert(
      fc.property(noVoucher, voucher, fc.nat(), (i, extra, at) => {
        const after = priceCart({ ...i, offers: insert(i.offers, extra, at) });
        expect(after.grandTotal).toBeLessThanOrEqual(priceCart(i).grandTotal);
      }),
    );
  });

  it('lists the same unit price as a one-line cart with the same rules', () => {
    fc.assert(
      fc.property(
        lines.filter((ls) => ls.length > 0),
        fc.array(lineOffer('PRICE_RULE'), { maxLength: 6 }),
        date,
        (ls, rules, now) => {
          const one = ls[0]!;
          const cart = priceCart(input({ now, lines: [one], offers: rules }));
          expect(catalogueUnitPrice(one, rules, now)).toBe(cart.lines[0]!.unitPrice);
        },
      ),
    );
  });
});
