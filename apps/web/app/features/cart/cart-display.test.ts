// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartLineFixture, cartViewFixture } from '../../test/fixtures';
import { displayCart } from './cart-display';

const now = new Date('2026-11-23T03:00:00Z');

describe('displayCart', () => {
  const shirt = cartLineFixture({ price: 200_000, quantity: 1, stock: 5 });
  const robot = cartLineFixture({
    name: 'Robot',
    price: 1_290_000,
    salePrice: 1_090_000,
    quantity: 1,
  });

  it("shows the server's answer as it is while the quantities are the server's", () => {
    const view = cartViewFixture([shirt, robot]);
    const shown = displayCart(
      view,
      new Map([
        [shirt.infoId, 1],
        [robot.infoId, 1],
      ]),
      { now, lang: 'vi' },
    );
    expect(shown.pricing).toBe(view.pricing);
    expect(shown.lines).toEqual(view.lines);
    expect(shown.pricing.grandTotal).toBe(200_000 + 1_090_000);
  });

  it("prices a changed quantity at once with core's engine (sale price included)", () => {
    const view = cartViewFixture([shirt, robot]);
    const shown = displayCart(
      view,
      new Map([
        [shirt.infoId, 3],
        [robot.infoId, 1],
      ]),
      { now, lang: 'vi' },
    );
    expect(shown.lines.find((l) => l.infoId === shirt.infoId)).toMatchObject({
      quantity: 3,
      lineTotal: 600_000,
    });
    expect(shown.pricing.itemsTotal).toBe(600_000 + 1_290_000);
    expect(shown.pricing.subtotal).toBe(600_000 + 1_090_000);
    expect(shown.pricing.grandTotal).toBe(1_690_000);
  });

  it('says how much more makes shipping free', () => {
    const view = cartViewFixture([cartLineFixture({ price: 190_000, quantity: 2 })]);
    expect(view.pricing.freeShipping).toEqual({
      threshold: 500_000,
      remaining: 120_000,
      reached: false,
    });
  });

  it('drops a removed line and flags one above the stock (left out of the totals)', () => {
    const view = cartViewFixture([shirt, robot]);
    const shown = displayCart(view, new Map([[shirt.infoId, 6]]), { now, lang: 'en' });
    expect(shown.lines).toHaveLength(1);
    expect(shown.lines[0]).toMatchObject({ problem: 'NOT_ENOUGH_STOCK', lineTotal: 0 });
    expect(shown.pricing.grandTotal).toBe(0);
    expect(shown.canOrder).toBe(false);
  });

  it('lets a line flagged for stock be ordered again once lowered; an unpublished one stays flagged', () => {
    const short = cartLineFixture({ quantity: 4, stock: 2, problem: 'NOT_ENOUGH_STOCK' });
    const gone = cartLineFixture({ quantity: 1, problem: 'UNAVAILABLE' });
    const view = cartViewFixture([short, gone]);
    const shown = displayCart(
      view,
      new Map([
        [short.infoId, 2],
        [gone.infoId, 1],
      ]),
      { now, lang: 'vi' },
    );
    expect(shown.lines.map((l) => l.problem)).toEqual([null, 'UNAVAILABLE']);
    expect(shown.pricing.grandTotal).toBe(400_000);
    expect(shown.canOrder).toBe(false);
  });

  it('hides lines already ordered', () => {
    const ordered = cartLineFixture({ isOrder: true });
    const view = cartViewFixture([shirt, ordered]);
    expect(displayCart(view, null, { now, lang: 'vi' }).lines.map((l) => l.infoId)).toEqual([
      shirt.infoId,
    ]);
  });

  it("prices a change with the server's programmes: a flash price within its units left, a promotion's threshold, a gift", () => {
    const FLASH = '00000000-0000-4000-8000-0000000000f1';
    const PROMOTION = '00000000-0000-4000-8000-0000000000f2';
    const GIFT = '00000000-0000-4000-8000-0000000000f3';
    const tee = cartLineFixture({ price: 149_000, quantity: 1, stock: 10 });
    const view = cartViewFixture([tee], 500_000, {
      offers: [
        {
          stage: 'FLASH_SALE',
          ref: FLASH,
          type: 'FIXED_PRICE',
          value: 104_000,
          productIds: [tee.productId],
          maxUnits: 2,
        },
        {
          stage: 'PROMOTION',
          kind: 'QUANTITY_BASED',
          ref: PROMOTION,
          type: 'PERCENT',
          value: 10,
          minQuantity: 3,
          productIds: [tee.productId],
        },
        {
          stage: 'PROMOTION',
          kind: 'GIFT_PRODUCT',
          ref: GIFT,
          minSubtotal: 1_000_000,
          gift: { infoId: 'gift-variant', productId: 'gift-product', price: 199_000, quantity: 1 },
        },
      ],
      offerNames: { [FLASH]: 'Flash sale', [PROMOTION]: 'Mua 3 áo thun giảm 10%' },
    });
    expect(view.lines[0]!.unitPrice).toBe(104_000);

    // Two: still the flash price.
    const two = displayCart(view, new Map([[tee.infoId, 2]]), { now, lang: 'vi' });
    expect(two.lines[0]).toMatchObject({ unitPrice: 104_000, lineTotal: 208_000 });
    expect(two.names).toBe(view.offerNames);

    // Three: past the flash units left, so the usual price, and the promotion's 10 %.
    const three = displayCart(view, new Map([[tee.infoId, 3]]), { now, lang: 'vi' });
    expect(three.lines[0]).toMatchObject({ unitPrice: 149_000, lineTotal: 447_000 });
    expect(three.pricing.promotion).toMatchObject({ ref: PROMOTION, amount: 44_700 });
    expect(three.pricing.grandTotal).toBe(447_000 - 44_700);
    expect(three.gifts).toEqual([]);

    // Seven: the order reaches the gift's minimum; worth more than 10 %, the gift line comes at 0 ₫.
    const seven = displayCart(view, new Map([[tee.infoId, 7]]), { now, lang: 'vi' });
    expect(seven.gifts).toEqual([
      expect.objectContaining({ infoId: 'gift-variant', giftOf: GIFT, lineTotal: 0 }),
    ]);
    expect(seven.lines).toHaveLength(1);
  });
});
