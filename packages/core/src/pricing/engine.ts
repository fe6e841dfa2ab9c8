import { shippingFee } from '../shipping/shipping.rules.ts';
import { roundDong } from '../money/money.ts';
import { active, percent, sum, text, whole } from './offer-reading.ts';
import type { PricedCart, PricingInput, ReferralOffer, VoucherOffer } from './offers.ts';
import { type Item, choosePromotion, voucherVerdict } from './order-discounts.ts';
import { priceLine } from './unit-price.ts';

/**
 * Prices a cart: the one pure function both the web (instant feedback) and the server (the final
 * answer) run. Adjustments apply in this order, each on the result of the one before:
 *
 * 1. `SALE_PRICE`: the catalogue's sale price, when below the price (core's `effectivePrice`).
 *    Not a programme discount: this "effective price" is what the law's 50 % is measured on.
 * 2. `PRICE_RULE`: of the active rules covering a line, the one giving the lowest unit price.
 * 3. `FLASH_SALE`: of the active flash offers covering a line whose `maxUnits` (when set) is at
 *    least the line's quantity, the lowest, applied only when lower than the price after step 2.
 *    Law for steps 2–3: an offer takes a unit no lower than half its effective price, rounded up
 *    (Decree 81/2018, art. 7), unless it is `concentrated` (then down to 0). Lines never go up,
 *    never below 0. Steps 1–2 are `catalogueUnitPrice`.
 * 4. `PROMOTION`: at most one per order: of the active promotions whose condition the cart meets,
 *    the one worth most to the shopper (what it takes off after the law's cut, or a gift's list
 *    price × quantity; the first in `offers` on a tie; nothing worth 0). QUANTITY_BASED: covered
 *    units ≥ `minQuantity` → its discount on the covered lines' total. ORDER_BASED: subtotal ≥
 *    `minSubtotal` → its discount on the subtotal (its target lists are not read). GIFT_PRODUCT:
 *    covered units ≥ `minQuantity` (default 1) and subtotal ≥ `minSubtotal` (default 0) → a gift
 *    line at price 0 (`giftOf`), counted in `itemsTotal` and taken off again by a PROMOTION line
 *    adjustment. A PERCENT discount stays within `maxDiscount`; no discount exceeds its base.
 * 5. `VOUCHER`: the first voucher in `offers` (one per order; later ones are ignored), and none at
 *    all when it is outside its window (`voucher: null`). It takes a PERCENT (within
 *    `maxDiscount`), FIXED đồng or QUANTITY đồng a covered unit off its base: the covered lines'
 *    total less their share of the promotion's discount, never more than what is left of the
 *    order. Refused (`amount` 0) when no line is covered (`VOUCHER_NOT_APPLICABLE`, checked
 *    first) or when the subtotal after the promotion is below `minSubtotal`
 *    (`VOUCHER_BELOW_MINIMUM`).
 *    Law for steps 4–5: all programme discounts on the merchandise (steps 2–5; not the sale price,
 *    not gifts) stay within half of Σ effective price × quantity, rounded down; the promotion and
 *    then the voucher are cut to fit unless they are themselves concentrated. A voucher the law
 *    cuts to 0 is not refused: `amount` 0, `refusal` null, no adjustment (the caller should not
 *    spend a use of it).
 * 5b. `REFERRAL`: the referral campaign's welcome gift on an invitee's first order (the first
 *    REFERRAL offer), PERCENT of what is left after 4 and 5 (within `maxDiscount`) or FIXED,
 *    when that reaches `minSubtotal`; within what is left of the law's half and of the order.
 * 6. `FREE_SHIPPING`: the zone's fee for the delivery method, waived when the merchandise total
 *    after 4, 5 and 5b reaches the shop's threshold.
 * 7. `STORE_CREDIT`: the store credit the shopper spends (`storeCredit`), off what is left to
 *    pay, shipping included; counted in `discountTotal` so the identity below holds.
 *
 * Gifts and the lines' coverage: offers cover the shopper's own lines only, never a gift line.
 * Every figure is whole đồng (percentages round down what is taken off); nothing is negative;
 * `grandTotal = subtotal − discountTotal + shippingFee` exactly. Same input, same output.
 */
export function priceCart(input: PricingInput): PricedCart {
  const { lang } = input;
  const priced = input.lines.map((line) => priceLine(line, input.offers, input.now, lang));
  const lines = priced.map((p) => p.priced);
  const adjustments = priced.flatMap((p) => p.adjustments);
  const items = input.lines.map((line, i): Item => ({ line, total: lines[i]!.lineTotal }));
  const subtotal = sum(lines.map((l) => l.lineTotal));

  const effectiveTotal = sum(priced.map((p) => p.effective * p.priced.quantity));
  const lineDiscounts = effectiveTotal - subtotal;
  const promotionRoom = Math.max(0, roundDong(effectiveTotal / 2) - lineDiscounts);

  const win = choosePromotion(input, items, promotionRoom);
  let promotion: PricedCart['promotion'] = null;
  if (win?.offer.kind === 'GIFT_PRODUCT') {
    const { gift } = win.offer;
    const amount = win.giftWorth;
    const quantity = whole(gift.quantity);
    lines.push({
      infoId: gift.infoId,
      productId: gift.productId,
      quantity,
      listPrice: whole(gift.price),
      unitPrice: 0,
      lineTotal: 0,
      giftOf: win.offer.ref,
    });
    const discountText = text(null, amount, lang);
    adjustments.push({
      reason: 'PROMOTION',
      ref: win.offer.ref,
      infoId: gift.infoId,
      amount,
      discountText,
    });
    promotion = { ref: win.offer.ref, amount, discountText };
  } else if (win) {
    const { offer, discount: amount } = win;
    const discountText = text(offer, amount, lang);
    adjustments.push({ reason: 'PROMOTION', ref: offer.ref, infoId: null, amount, discountText });
    promotion = { ref: offer.ref, amount, discountText };
  }
  const promotionDiscount = win?.discount ?? 0;

  const offered = input.offers.find((o): o is VoucherOffer => o.stage === 'VOUCHER');
  let voucher: PricedCart['voucher'] = null;
  if (offered && active(offered, input.now)) {
    const room = Math.max(0, promotionRoom - promotionDiscount);
    const { amount, refusal } = voucherVerdict(offered, items, win, room);
    if (amount > 0) {
      const discountText = text(offered, amount, lang);
      adjustments.push({ reason: 'VOUCHER', ref: offered.ref, infoId: null, amount, discountText });
    }
    voucher = { ref: offered.ref, amount, refusal };
  }

  let discountTotal = promotionDiscount + (voucher?.amount ?? 0);
  const welcome = input.offers.find((o): o is ReferralOffer => o.stage === 'REFERRAL');
  if (welcome && active(welcome, input.now)) {
    const left = subtotal - discountTotal;
    const room = Math.max(0, promotionRoom - promotionDiscount - (voucher?.amount ?? 0));
    if (left > 0 && left >= whole(welcome.minSubtotal)) {
      let amount =
        welcome.type === 'PERCENT'
          ? Math.floor((left * percent(welcome.value)) / 100)
          : whole(welcome.value);
      if (welcome.maxDiscount != null) amount = Math.min(amount, whole(welcome.maxDiscount));
      amount = Math.min(amount, left, welcome.concentrated ? left : room);
      if (amount > 0) {
        adjustments.push({
          reason: 'REFERRAL',
          ref: welcome.ref,
          infoId: null,
          amount,
          discountText: text(welcome, amount, lang),
        });
        discountTotal += amount;
      }
    }
  }
  const remaining = subtotal - discountTotal;
  const threshold = input.freeShippingThreshold;
  const reached = threshold !== null && remaining > 0 && remaining >= threshold;
  const baseShippingFee = input.shipping
    ? shippingFee(input.shipping.zone, input.shipping.method)
    : 0;
  let fee = baseShippingFee;
  if (reached && baseShippingFee > 0) {
    adjustments.push({
      reason: 'FREE_SHIPPING',
      ref: null,
      infoId: null,
      amount: baseShippingFee,
      discountText: text(null, baseShippingFee, lang),
    });
    fee = 0;
  }

  const credit = Math.min(whole(input.storeCredit), remaining + fee);
  if (credit > 0) {
    adjustments.push({
      reason: 'STORE_CREDIT',
      ref: null,
      infoId: null,
      amount: credit,
      discountText: text(null, credit, lang),
    });
    discountTotal += credit;
  }

  return {
    lines,
    adjustments,
    itemsTotal: sum(lines.map((l) => l.listPrice * l.quantity)),
    subtotal,
    discountTotal,
    baseShippingFee,
    shippingFee: fee,
    grandTotal: remaining + fee - credit,
    freeShipping: {
      threshold,
      remaining: threshold === null ? 0 : Math.max(0, threshold - remaining),
      reached,
    },
    promotion,
    voucher,
  };
}
