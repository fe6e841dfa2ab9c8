import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAddToCart, checkQuantity, MAX_LINE_QUANTITY, toCartLine } from './cart.rules.ts';

describe('checkQuantity', () => {
  it.each([
    [1, 5, null],
    [5, 5, null],
    [6, 5, 'NotAllowAddMoreThanStock'],
    [1, 0, 'NotAllowAddMoreThanStock'],
    [0, 5, 'NotAllowQuantityZero'],
    [-2, 5, 'NotAllowQuantityZero'],
    [1.5, 5, 'NotAllowQuantityZero'],
    [Number.NaN, 5, 'NotAllowQuantityZero'],
    [MAX_LINE_QUANTITY + 1, 100_000, 'NotAllowAddMoreThanStock'],
  ])('quantity %s with %s in stock → %s', (quantity, stock, expected) => {
    expect(checkQuantity(quantity, stock)).toBe(expected);
  });

  it('accepts exactly the whole numbers from 1 to the stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 1200 }),
        fc.integer({ min: 0, max: 1200 }),
        (q, s) => {
          const accepted = checkQuantity(q, s) === null;
          expect(accepted).toBe(q >= 1 && q <= Math.min(s, MAX_LINE_QUANTITY));
        },
      ),
    );
  });
});

describe('checkAddToCart', () => {
  it('counts what the cart already holds of the same variant', () => {
    expect(checkAddToCart(2, 3, 5)).toBeNull();
    expect(checkAddToCart(3, 3, 5)).toBe('NotAllowAddMoreThanStock');
    expect(checkAddToCart(0, 3, 5)).toBe('NotAllowQuantityZero');
  });
});

describe('toCartLine', () => {
  it('keeps a well-formed line and defaults isOrder to false', () => {
    expect(toCartLine({ infoId: 'v1', quantity: 2 })).toEqual({
      infoId: 'v1',
      quantity: 2,
      isOrder: false,
    });
    expect(toCartLine({ infoId: 'v1', quantity: 1, isOrder: true })?.isOrder).toBe(true);
  });

  it.each([
    null,
    'x',
    {},
    { infoId: '', quantity: 1 },
    { infoId: 'v', quantity: 0 },
    { infoId: 'v', quantity: -1 },
    { infoId: 'v', quantity: 1.5 },
    { infoId: 'v', quantity: '2' },
  ])('refuses %j', (value) => {
    expect(toCartLine(value)).toBeNull();
  });
});
