import type { DeliveryMethod, ShippingZone } from '../shipping/shipping.rules.ts';
import type { Language, Localized } from '../i18n/language.ts';
import type { Dong } from '../money/money.ts';

/** Why an amount was taken off: the reason code every adjustment carries. */
export const ADJUSTMENT_REASONS = [
  'SALE_PRICE',
  'PRICE_RULE',
  'FLASH_SALE',
  'PROMOTION',
  'VOUCHER',
  'REFERRAL',
  'FREE_SHIPPING',
  'STORE_CREDIT',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** A cart line joined with its catalogue prices (whole đồng). */
export interface PricingLine {
  /** The variant. */
  infoId: string;
  productId: string;
  /** The product's categories (with their ancestors), for offers that cover categories. */
  categoryIds?: readonly string[];
  /** A whole number above 0. */
  quantity: number;
  /** The catalogue price, above 0. */
  price: Dong;
  /** The sale price, when the product has one (it counts only below the price). */
  salePrice: Dong | null;
}

/** When an offer applies; an open end is unbounded. */
export interface OfferWindow {
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/**
 * The lines an offer covers: a line is covered when its variant, its product or one of its
 * categories is listed. No list at all means every line; an empty list counts as no list (the
 * database stores "everything" as empty arrays).
 */
export interface OfferTarget {
  infoIds?: readonly string[] | undefined;
  productIds?: readonly string[] | undefined;
  categoryIds?: readonly string[] | undefined;
}

interface OfferBase extends OfferWindow {
  /** The rule's, flash sale's, promotion's or voucher's id, kept on its adjustment. */
  ref: string;
  /**
   * A concentrated promotion programme (Vietnamese promotion law): its discount on a product may
   * reach 100 % of the price; any other programme stays within 50 %.
   */
  concentrated?: boolean;
}

/**
 * An offer on the unit price of the lines it covers: a price rule (spec types PERCENT,
 * FIXED_PRICE, SUBTRACT) or a flash-sale price (FIXED_PRICE).
 */
export interface LineOffer extends OfferBase, OfferTarget {
  stage: 'PRICE_RULE' | 'FLASH_SALE';
  type: 'PERCENT' | 'FIXED_PRICE' | 'SUBTRACT';
  /** A percentage (0–100) for PERCENT, otherwise đồng. */
  value: number;
  /**
   * The most units of a line it may price (a flash sale's quota left and the shopper's own
   * limit left); a line of more units is not covered. Unbounded when absent. Read for flash
   * sales only: a price rule prices every unit alike, so a catalogue list (which knows no
   * quantity) and the cart always agree on it.
   */
  maxUnits?: number | null;
  /**
   * The unit (đồng) a PERCENT price is rounded down to: the shop's rounding unit, so a rule of
   * 10 % on 433.500 ₫ sells at 390.000 ₫, not 390.150 ₫; down, so the shopper saves at least the
   * percentage the rule advertises. Whole đồng when absent.
   */
  roundTo?: Dong;
}

/** A discount of spec type PERCENT (of the base, optionally capped) or FIXED (đồng). */
interface Discount {
  type: 'PERCENT' | 'FIXED';
  /** A percentage (0–100) for PERCENT, otherwise đồng. */
  value: number;
  /** The most it may take off, in đồng: meant for PERCENT, honoured for any type when set. */
  maxDiscount?: Dong | null;
  /**
   * The unit (đồng) a PERCENT discount leaves its total at: 10 % off lines of 433.500 ₫ leaves
   * 390.000 ₫ (43.500 ₫ off), not 390.150 ₫; rounded down, so the shopper saves at least the
   * percentage. Within `maxDiscount` still. Whole đồng when absent.
   */
  roundTo?: Dong;
}

/**
 * A promotion (spec promotion types). One promotion at most applies to an order: of those whose
 * condition the cart meets, the one worth most to the shopper (a gift is worth its list price).
 * - QUANTITY_BASED: when the covered lines hold at least `minQuantity` units, the discount on
 *   their total (e.g. buy 3, 10 % off those lines).
 * - ORDER_BASED: when the subtotal reaches `minSubtotal`, the discount on the subtotal.
 * - GIFT_PRODUCT: when the covered lines hold `minQuantity` units (default 1) and the subtotal
 *   reaches `minSubtotal` (default 0), a gift line at price 0. The caller passes only gifts whose
 *   stock lasts.
 */
export type PromotionOffer = OfferBase &
  OfferTarget &
  (
    | ({ stage: 'PROMOTION'; kind: 'QUANTITY_BASED'; minQuantity: number } & Discount)
    | ({ stage: 'PROMOTION'; kind: 'ORDER_BASED'; minSubtotal: Dong } & Discount)
    | {
        stage: 'PROMOTION';
        kind: 'GIFT_PRODUCT';
        minQuantity?: number | null;
        minSubtotal?: Dong | null;
        gift: { infoId: string; productId: string; price: Dong; quantity: number };
      }
  );

/**
 * The one voucher of an order (spec discount types): PERCENT of the covered merchandise
 * (optionally capped), FIXED đồng, or QUANTITY: `value` đồng off each covered unit.
 * `minSubtotal` is compared with the subtotal after the promotion.
 */
export interface VoucherOffer extends OfferBase, OfferTarget {
  stage: 'VOUCHER';
  type: 'PERCENT' | 'FIXED' | 'QUANTITY';
  /** A percentage (0–100) for PERCENT, otherwise đồng (per unit for QUANTITY). */
  value: number;
  /** The most it may take off, in đồng: meant for PERCENT, honoured for any type when set. */
  maxDiscount?: Dong | null;
  minSubtotal?: Dong | null;
}

/**
 * The referral programme's welcome gift on an invitee's first order (issue 33): PERCENT of what
 * is left of the merchandise (optionally capped) or FIXED đồng, when that reaches `minSubtotal`.
 * `ref` is the campaign's id.
 */
export interface ReferralOffer extends OfferBase {
  stage: 'REFERRAL';
  type: 'PERCENT' | 'FIXED';
  value: number;
  maxDiscount?: Dong | null;
  minSubtotal?: Dong | null;
}

export type Offer = LineOffer | PromotionOffer | VoucherOffer | ReferralOffer;

/**
 * Everything a price depends on. Callers fill `offers` with the price rules, flash prices and
 * promotions in force and at most one voucher; the engine ignores offers outside their window.
 */
export interface PricingInput {
  /** The instant to price at (offers outside their window are ignored). */
  now: Date;
  /** Only formats `discountText`. */
  lang: Language;
  lines: readonly PricingLine[];
  /** Where and how the order travels; null when not chosen yet (the cart page): no fee. */
  shipping: { method: DeliveryMethod; zone: ShippingZone } | null;
  /** From the shop's settings; null means shipping is never free. */
  freeShippingThreshold: Dong | null;
  offers: readonly Offer[];
  /**
   * Store credit the shopper chose to spend (their approved referral balance, đồng): taken last,
   * off the whole amount to pay, shipping included. Not a programme discount (the law's half
   * does not bound it). None when absent.
   */
  storeCredit?: Dong;
}

/**
 * Why the order's voucher took nothing off (error codes of the catalogue in `errors/`); a voucher
 * that applied, or that there was none, has no refusal.
 */
export const VOUCHER_REFUSALS = ['VOUCHER_BELOW_MINIMUM', 'VOUCHER_NOT_APPLICABLE'] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

/** An amount taken off, why, and the spec's `discountText` (e.g. `-10%`, `-50.000 ₫`). */
export interface Adjustment {
  reason: AdjustmentReason;
  /** The offer's id (null for the catalogue's sale price and free shipping). */
  ref: string | null;
  /** The line it belongs to, or null for the order and its shipping. */
  infoId: string | null;
  /** Đồng taken off: for a line, off the whole line; always above 0. */
  amount: Dong;
  discountText: string;
  /**
   * The programme's name as an order keeps it (the checkout sets it; the engine does not know
   * names): in both languages, so the order reads in either; an order placed before 2026-11-29
   * kept it in its own language only. Shown through `adjustmentName`.
   */
  name?: string | Localized;
}

export interface PricedLine {
  infoId: string;
  productId: string;
  quantity: number;
  /** The catalogue price before any adjustment. */
  listPrice: Dong;
  /** What one unit costs after every line adjustment. */
  unitPrice: Dong;
  /** unitPrice × quantity. */
  lineTotal: Dong;
  /** The promotion whose gift this line is (price 0), or null for the shopper's own lines. */
  giftOf: string | null;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Every adjustment, in the order it was applied. */
  adjustments: Adjustment[];
  /** Σ listPrice × quantity. */
  itemsTotal: Dong;
  /** Σ lineTotal (itemsTotal less the line adjustments). */
  subtotal: Dong;
  /** Σ of the order adjustments (promotion, voucher). */
  discountTotal: Dong;
  /** The fee before free shipping (0 when no shipping is chosen). */
  baseShippingFee: Dong;
  /** What the shopper pays for shipping. */
  shippingFee: Dong;
  /** subtotal − discountTotal + shippingFee. */
  grandTotal: Dong;
  freeShipping: {
    threshold: Dong | null;
    /** How much more merchandise would make shipping free (0 once it is). */
    remaining: Dong;
    /** Whether the merchandise total reaches the threshold. */
    reached: boolean;
  };
  /** The promotion applied (the spec's `promotionAppliedOrder`), or null. */
  promotion: { ref: string; amount: Dong; discountText: string } | null;
  /** The voucher offered: what it took off, or why it took nothing. Null without one. */
  voucher: { ref: string; amount: Dong; refusal: VoucherRefusal | null } | null;
}
