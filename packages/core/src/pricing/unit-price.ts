import type { Language } from '../i18n/language.ts';
import { type Dong, roundDong, roundDownTo } from '../money/money.ts';
import { type Coverable, active, covers, percent, text, whole } from './offer-reading.ts';
import type { Adjustment, LineOffer, Offer, PricedLine, PricingLine } from './offers.ts';
import { discountPercent, effectivePrice } from './price.ts';

// Unit prices: steps 1–3 of `priceCart` (sale price, price rule, flash price).

/** A product as a catalogue list prices it; `infoId` when one variant is priced. */
export type CatalogueLine = Coverable & Pick<PricingLine, 'price' | 'salePrice'>;

function checkPrices(line: CatalogueLine): void {
  const name = line.infoId ?? line.productId;
  if (!Number.isSafeInteger(line.price) || line.price <= 0) {
    throw new RangeError(`price of ${name} must be whole đồng above 0`);
  }
  if (line.salePrice !== null && (!Number.isSafeInteger(line.salePrice) || line.salePrice < 0)) {
    throw new RangeError(`sale price of ${name} must be whole đồng, not below 0`);
  }
}

function checkLine(line: PricingLine): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    throw new RangeError(`quantity of ${line.infoId} must be a whole number above 0`);
  }
  checkPrices(line);
}

/**
 * The lowest unit price the law lets a programme give a product whose effective price is
 * `effective`: half of it, rounded up, so the discount stays within 50 % (Decree 81/2018, art. 7);
 * 0 for a concentrated programme.
 */
function lawFloor(offer: LineOffer, effective: Dong): Dong {
  return offer.concentrated ? 0 : effective - roundDong(effective / 2);
}

/**
 * The unit price `offer` gives from `unit`: never above `unit`, never below the law's floor; a
 * percentage's price rounded down to the offer's rounding unit.
 */
function offeredUnitPrice(offer: LineOffer, unit: Dong, effective: Dong): Dong {
  const offered =
    offer.type === 'PERCENT'
      ? roundDownTo(unit - roundDong((unit * percent(offer.value)) / 100), offer.roundTo ?? 1)
      : offer.type === 'FIXED_PRICE'
        ? whole(offer.value)
        : unit - whole(offer.value);
  return Math.min(unit, Math.max(offered, lawFloor(offer, effective)));
}

interface LinePrice {
  offer: LineOffer;
  price: Dong;
}

/** Of `offers`, the one giving the lowest unit price below `unit` (the first, on a tie). */
function lowestPrice(offers: readonly LineOffer[], unit: Dong, effective: Dong): LinePrice | null {
  let best: LinePrice | null = null;
  for (const offer of offers) {
    const price = offeredUnitPrice(offer, unit, effective);
    if (price < (best?.price ?? unit)) best = { offer, price };
  }
  return best;
}

/** Steps 1–2 for one product: its effective price and the price rule that wins, if any. */
function ruledPrice(line: CatalogueLine, offers: readonly Offer[], now: Date) {
  const effective = effectivePrice(line.price, line.salePrice);
  const rules = offers.filter(
    (o): o is LineOffer => o.stage === 'PRICE_RULE' && active(o, now) && covers(o, line),
  );
  return { effective, rule: lowestPrice(rules, effective, effective) };
}

/**
 * A product's unit price after the sale price and the best price rule in force (steps 1–2 of
 * `priceCart`, with the same code, so a list and the cart never disagree): what catalogue lists
 * show and what the database keeps as the product's current price. Without `infoId`, rules that
 * list only variants do not count (a list shows the product, not one variant). Flash prices and
 * order discounts are left out: they depend on the cart.
 */
export function catalogueUnitPrice(line: CatalogueLine, offers: readonly Offer[], now: Date): Dong {
  checkPrices(line);
  const { effective, rule } = ruledPrice(line, offers, now);
  return rule?.price ?? effective;
}

/** The flash offers that may price one unit of `line` at `now`: in force, covering it, a unit left. */
const flashesForOne = (line: CatalogueLine, offers: readonly Offer[], now: Date) =>
  offers.filter(
    (o): o is LineOffer =>
      o.stage === 'FLASH_SALE' &&
      active(o, now) &&
      covers(o, line) &&
      (o.maxUnits == null || whole(o.maxUnits) >= 1),
  );

/**
 * The lowest price the flash offers in `offers` give one unit of `line` (step 3 for a line of
 * one), within the law; null when none is in force for it. The shop's flash prices are fixed
 * prices, so this does not depend on a price rule: what one unit costs now is the lower of this
 * and the ruled price (`oneUnitPrice`), which the catalogue's lists sort and filter by in SQL.
 * Without `infoId`, a flash price for one variant only does not count (a list shows the product).
 */
export function flashUnitPrice(
  line: CatalogueLine,
  offers: readonly Offer[],
  now: Date,
): Dong | null {
  checkPrices(line);
  const effective = effectivePrice(line.price, line.salePrice);
  const prices = flashesForOne(line, offers, now).map((o) =>
    offeredUnitPrice(o, effective, effective),
  );
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * What one unit of a product costs now: the unit price `priceCart` gives a line of one unit of
 * it, from its `ruled` price (steps 1–2: `catalogueUnitPrice`, which the database keeps as the
 * product's current price) and the flash prices in `offers` (step 3). What every list, card,
 * suggestion and product page shows, so none disagrees with the cart.
 */
export function oneUnitPrice(
  line: CatalogueLine,
  ruled: Dong,
  offers: readonly Offer[],
  now: Date,
): Dong {
  checkPrices(line);
  const effective = effectivePrice(line.price, line.salePrice);
  return lowestPrice(flashesForOne(line, offers, now), ruled, effective)?.price ?? ruled;
}

function lineAdjustment(
  reason: 'PRICE_RULE' | 'FLASH_SALE',
  { offer, price }: LinePrice,
  from: Dong,
  line: PricingLine,
  lang: Language,
): Adjustment {
  const amount = (from - price) * line.quantity;
  return {
    reason,
    ref: offer.ref,
    infoId: line.infoId,
    amount,
    discountText: text(offer, amount, lang),
  };
}

/** Steps 1–3 for one cart line: its priced line and its adjustments, in order. */
export function priceLine(line: PricingLine, offers: readonly Offer[], now: Date, lang: Language) {
  checkLine(line);
  const { effective, rule } = ruledPrice(line, offers, now);
  const ruled = rule?.price ?? effective;
  const flashes = offers.filter(
    (o): o is LineOffer =>
      o.stage === 'FLASH_SALE' &&
      active(o, now) &&
      covers(o, line) &&
      (o.maxUnits == null || line.quantity <= whole(o.maxUnits)),
  );
  const flash = lowestPrice(flashes, ruled, effective);
  const unit = flash?.price ?? ruled;

  const adjustments: Adjustment[] = [];
  if (effective < line.price) {
    adjustments.push({
      reason: 'SALE_PRICE',
      ref: null,
      infoId: line.infoId,
      amount: (line.price - effective) * line.quantity,
      discountText: `-${discountPercent(line.price, line.salePrice)}%`,
    });
  }
  if (rule) adjustments.push(lineAdjustment('PRICE_RULE', rule, effective, line, lang));
  if (flash) adjustments.push(lineAdjustment('FLASH_SALE', flash, ruled, line, lang));
  const priced: PricedLine = {
    infoId: line.infoId,
    productId: line.productId,
    quantity: line.quantity,
    listPrice: line.price,
    unitPrice: unit,
    lineTotal: unit * line.quantity,
    giftOf: null,
  };
  return { priced, adjustments, effective };
}
