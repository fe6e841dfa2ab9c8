import {
  type CartLineProblem,
  type CartView,
  type DeliveryMethod,
  type Language,
  type Localized,
  type PricedCart,
  type Result,
  type ShippingZone,
  type VoucherCheck,
  isColour,
  localize,
  priceCart,
} from '@lotus/core';
import type { OffersInForce, Programmes } from '../offers/offer.service.ts';
import type * as repo from './cart.repository.ts';

// A cart as the cart page and the checkout show it: its lines, the engine's answer, and the
// programmes that priced it.

/** Why a line can't be ordered as it stands, or null. */
function problemOf(line: repo.CartLineInfo): CartLineProblem | null {
  if (!line.isPublished) return 'UNAVAILABLE';
  if (line.stock <= 0) return 'OUT_OF_STOCK';
  if (line.quantity > line.stock) return 'NOT_ENOUGH_STOCK';
  return null;
}

/** Where the order would go, for the shipping fee; null on the cart page. */
export type CartShipping = { method: DeliveryMethod; zone: ShippingZone } | null;

/**
 * The programmes in force as the web re-runs the engine with them for instant feedback: without
 * their windows (they are in force) or the voucher (the checkout's to apply), and with a
 * category's coverage written as the cart's products in it (cart lines do not carry categories).
 */
function forTheWeb(
  inForce: OffersInForce,
  lines: readonly repo.CartLineInfo[],
): CartView['offers'] {
  return inForce.offers.flatMap((offer): CartView['offers'] => {
    if (offer.stage === 'VOUCHER') return [];
    // The referral welcome gift covers the whole order: nothing to narrow.
    if (offer.stage === 'REFERRAL') return [offer];
    const { startsAt: _s, endsAt: _e, infoIds, productIds, categoryIds, ...rest } = offer;
    const covered = new Set(productIds);
    if (categoryIds) {
      for (const line of lines) {
        if (inForce.categoriesOf(line.categoryId).some((id) => categoryIds.includes(id))) {
          covered.add(line.productId);
        }
      }
    }
    // An empty list covers every line in the engine: an offer that covers none of these is left out.
    if ((productIds || categoryIds) && covered.size === 0 && !infoIds) return [];
    return [
      {
        ...rest,
        ...(infoIds ? { infoIds: [...infoIds] } : {}),
        ...(covered.size ? { productIds: [...covered] } : {}),
      },
    ];
  });
}

/**
 * A cart as the cart page shows it: each line with its product in `lang` and its problem, and
 * the pricing engine's answer over the lines that can be ordered (ordered and flagged lines are
 * shown but not priced), with the programmes in force.
 */
export function describe(
  lines: repo.CartLineInfo[],
  options: {
    now: Date;
    lang: Language;
    shipping: CartShipping;
    freeShippingThreshold: number | null;
    offers: OffersInForce;
    /** What `offers` were read from (their names in both languages). */
    programmes: Programmes;
    missing?: string[];
    /** The store credit the shopper spends (the referral balance), priced last. */
    storeCredit?: number;
  },
): CartView {
  const problems = new Map(lines.map((l) => [l.variantId, problemOf(l)]));
  const priceable = lines.filter((l) => !l.isOrder && problems.get(l.variantId) === null);
  const pricing = priceCart({
    now: options.now,
    lang: options.lang,
    lines: priceable.map((l) => ({
      infoId: l.variantId,
      productId: l.productId,
      categoryIds: options.offers.categoriesOf(l.categoryId),
      quantity: l.quantity,
      price: l.price,
      salePrice: l.salePrice,
    })),
    shipping: options.shipping,
    freeShippingThreshold: options.freeShippingThreshold,
    offers: options.offers.offers,
    ...(options.storeCredit ? { storeCredit: options.storeCredit } : {}),
  });
  const priced = new Map(pricing.lines.map((l) => [l.infoId, l]));
  const open = lines.filter((l) => !l.isOrder);
  return {
    lines: lines.map((l) => ({
      infoId: l.variantId,
      productId: l.productId,
      slug: l.slug,
      name: localize({ vi: l.nameVi, en: l.nameEn }, options.lang),
      sku: l.variantSku,
      colour: isColour(l.colour) ? l.colour : null,
      size: l.size,
      image: l.image && {
        url: l.image.url,
        width: l.image.width,
        height: l.image.height,
        alt: localize({ vi: l.image.altVi, en: l.image.altEn }, options.lang),
      },
      price: l.price,
      salePrice: l.salePrice,
      unitPrice: priced.get(l.variantId)?.unitPrice ?? 0,
      lineTotal: priced.get(l.variantId)?.lineTotal ?? 0,
      quantity: l.quantity,
      stock: l.stock,
      isOrder: l.isOrder,
      problem: problems.get(l.variantId) ?? null,
    })),
    totalQuantity: lines.length,
    pricing,
    canOrder: open.length > 0 && open.every((l) => problems.get(l.variantId) === null),
    missing: options.missing ?? [],
    offers: forTheWeb(options.offers, priceable),
    offerNames: options.offers.names,
    programmeNames: programmeNames(options.programmes),
  };
}

/**
 * The checkout's verdict on a voucher code: refused before pricing (`lookup`), or by the engine
 * (below the minimum, nothing it covers), or applied with its amount.
 */
export function voucherVerdict(
  code: string,
  lookup: Result<unknown>,
  pricing: PricedCart,
): VoucherCheck {
  if (!lookup.ok) return { code, applied: false, amount: 0, refusal: lookup.code };
  const refusal = pricing.voucher?.refusal ?? null;
  const amount = pricing.voucher?.amount ?? 0;
  return { code, applied: refusal === null && amount > 0, amount, refusal };
}

/**
 * Each programme's name in both languages, by the `ref` its adjustments carry: an order keeps
 * them (`Adjustment.name`), so it reads in either language whatever language it was placed in.
 */
export function programmeNames(programmes: Programmes): Record<string, Localized> {
  const names: Record<string, Localized> = {};
  for (const row of [...programmes.rules, ...programmes.flash, ...programmes.promotions]) {
    names[row.id] = { vi: row.nameVi, en: row.nameEn };
  }
  return names;
}
