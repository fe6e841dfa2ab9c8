import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { offerSchema, pricedCartSchema } from './pricing.schema.ts';
import {
  CART,
  byOrder,
  byQuantity,
  flash,
  input,
  rule,
  voucher,
  withGift,
} from './pricing.factories.ts';

describe('the wire schemas', () => {
  it('carry a priced cart with a gift and a voucher, and the offers in force', () => {
    const offers = [
      rule('PERCENT', 10),
      flash(150_000, { maxUnits: 3 }),
      withGift(),
      voucher('QUANTITY', 1_000),
    ];
    const cart = priceCart(input({ lines: CART, offers }));
    expect(pricedCartSchema.parse(cart)).toEqual(cart);
    for (const offer of [...offers, byQuantity(2, 'PERCENT', 10), byOrder(0, 'FIXED', 5_000)]) {
      expect(offerSchema.parse(offer)).toEqual(offer);
    }
  });

  it('refuse an offer the engine would have to clamp', () => {
    expect(offerSchema.safeParse(voucher('PERCENT', 101)).success).toBe(false);
    expect(offerSchema.safeParse(rule('SUBTRACT', -1)).success).toBe(false);
    expect(offerSchema.safeParse({ ...withGift(), kind: 'BUY_ONE' }).success).toBe(false);
  });
});
