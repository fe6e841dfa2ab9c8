import {
  type CartLine,
  type CartLineProblem,
  type CartView,
  type DeliveryMethod,
  type Language,
  MAX_LINE_QUANTITY,
  type Result,
  type OfferPreview,
  type PricedCart,
  type ShippingZone,
  type VoucherCheck,
  type VoucherOffer,
  checkAddToCart,
  checkQuantity,
  fail,
  isColour,
  localize,
  ok,
  priceCart,
} from '@lotus/core';
import { type ServiceContext, actorOf } from '../../context.ts';
import type {
  OfferService,
  OffersInForce,
  Programmes,
  ProgrammesJson,
} from '../offers/offer.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './cart.repository.ts';

export type { CartLineInfo, VariantInfo } from './cart.repository.ts';

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
function describe(
  lines: repo.CartLineInfo[],
  options: {
    now: Date;
    lang: Language;
    shipping: CartShipping;
    freeShippingThreshold: number | null;
    offers: OffersInForce;
    missing?: string[];
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

/** A cart taken for an order: its lines as the catalogue has them and the cart they make. */
export interface ClaimedCart {
  lines: repo.CartLineInfo[];
  view: CartView;
  /** The programmes that priced it (the order takes their flash units and voucher use). */
  offers: OffersInForce;
  /** The variants of the gift lines a promotion added. */
  gifts: repo.VariantInfo[];
}

/**
 * The signed-in shopper's cart (one open line per variant, kept on the server) and the pricing
 * of a visitor's local cart. Quantities follow the spec's rules (core's `checkQuantity`); the
 * cart never takes stock, it only checks it: stock is taken when an order is placed.
 */
export function createCartService(deps: { system: SystemService; offers: OfferService }) {
  async function priced(
    ctx: ServiceContext,
    lines: repo.CartLineInfo[],
    shipping: CartShipping,
    options: { missing?: string[]; voucher?: VoucherOffer | null; programmes?: Programmes } = {},
  ): Promise<{ view: CartView; offers: OffersInForce }> {
    const { freeShippingThreshold } = await deps.system.checkoutSetting(ctx);
    const offers = await deps.offers.inForce(
      ctx,
      lines.map((l) => ({ infoId: l.variantId, productId: l.productId, categoryId: l.categoryId })),
      options.voucher ?? null,
      options.programmes ? { programmes: options.programmes } : {},
    );
    const view = describe(lines, {
      now: ctx.now,
      lang: ctx.lang,
      shipping,
      freeShippingThreshold,
      offers,
      ...(options.missing ? { missing: options.missing } : {}),
    });
    return { view, offers };
  }

  const view = async (
    ctx: ServiceContext,
    lines: repo.CartLineInfo[],
    shipping: CartShipping,
    options: { missing?: string[]; voucher?: VoucherOffer | null } = {},
  ): Promise<CartView> => (await priced(ctx, lines, shipping, options)).view;

  /** A published variant's stock, or a refusal when there is no such variant on sale. */
  async function stockOf(ctx: ServiceContext, variantId: string): Promise<Result<number>> {
    const [variant] = await repo.variants(ctx.db, [variantId]);
    if (!variant || !variant.isPublished) return fail('PRODUCT_NOT_FOUND');
    return { ok: true, value: variant.stock };
  }

  const get = async (
    ctx: ServiceContext,
    shipping: CartShipping = null,
    voucher: VoucherOffer | null = null,
  ): Promise<CartView> =>
    view(ctx, await repo.openLines(ctx.db, actorOf(ctx).id), shipping, { voucher });

  const tooMany = (stock: number) =>
    fail('NotAllowAddMoreThanStock', { params: { stock: Math.min(stock, MAX_LINE_QUANTITY) } });

  return {
    /** The cart, priced, with changed lines flagged; `shipping` adds the fee (the checkout). */
    get,

    /** Adds to a variant's line (as the local cart merges by `infoId`); the sum must fit the stock. */
    async add(ctx: ServiceContext, infoId: string, quantity: number): Promise<Result<CartView>> {
      const stock = await stockOf(ctx, infoId);
      if (!stock.ok) return stock;
      const userId = actorOf(ctx).id;
      const inCart = await repo.openQuantity(ctx.db, userId, infoId);
      if (checkAddToCart(quantity, inCart, stock.value)) return tooMany(stock.value);
      await repo.setQuantity(ctx.db, userId, infoId, inCart + quantity, ctx.now);
      return ok(await get(ctx));
    },

    /** Sets a line's quantity (creating the line); above the stock is refused. */
    async setQuantity(
      ctx: ServiceContext,
      infoId: string,
      quantity: number,
    ): Promise<Result<CartView>> {
      const stock = await stockOf(ctx, infoId);
      if (!stock.ok) return stock;
      if (checkQuantity(quantity, stock.value)) return tooMany(stock.value);
      await repo.setQuantity(ctx.db, actorOf(ctx).id, infoId, quantity, ctx.now);
      return ok(await get(ctx));
    },

    /** Removes a line (nothing happens when the cart has none for the variant). */
    async remove(ctx: ServiceContext, infoId: string): Promise<CartView> {
      await repo.removeLine(ctx.db, actorOf(ctx).id, infoId);
      return get(ctx);
    },

    async clear(ctx: ServiceContext): Promise<CartView> {
      await repo.clear(ctx.db, actorOf(ctx).id);
      return get(ctx);
    },

    /**
     * Merges a visitor's local cart at login: quantities added to the lines there, capped at the
     * stock; lines the visitor already ordered (`isOrder`) and unknown variants are skipped.
     */
    async merge(ctx: ServiceContext, lines: readonly CartLine[]): Promise<CartView> {
      const wanted = new Map<string, number>();
      for (const line of lines) {
        if (!line.isOrder) wanted.set(line.infoId, (wanted.get(line.infoId) ?? 0) + line.quantity);
      }
      await repo.merge(
        ctx.db,
        actorOf(ctx).id,
        [...wanted].map(([variantId, quantity]) => ({ variantId, quantity })),
        MAX_LINE_QUANTITY,
        ctx.now,
      );
      return get(ctx);
    },

    /**
     * A visitor's local cart described and priced (nothing stored): lines in the order given,
     * `missing` naming variants that no longer exist.
     */
    async priceLocal(ctx: ServiceContext, lines: readonly CartLine[]): Promise<CartView> {
      const merged = new Map<string, CartLine>();
      for (const line of lines) {
        const seen = merged.get(line.infoId);
        merged.set(
          line.infoId,
          seen
            ? { ...seen, quantity: Math.min(seen.quantity + line.quantity, MAX_LINE_QUANTITY) }
            : line,
        );
      }
      const found = new Map(
        (await repo.variants(ctx.db, [...merged.keys()])).map((v) => [v.variantId, v]),
      );
      const described: repo.CartLineInfo[] = [];
      const missing: string[] = [];
      for (const line of merged.values()) {
        const variant = found.get(line.infoId);
        if (!variant) missing.push(line.infoId);
        else
          described.push({
            ...variant,
            quantity: line.quantity,
            isOrder: line.isOrder,
            createdAt: ctx.now,
          });
      }
      return view(ctx, described, null, { missing });
    },

    /**
     * Takes the shopper's open lines for an order, inside the order's transaction: they are
     * marked ordered (rolled back with the order if it fails) and answered with the cart they
     * make, priced with `shipping`. Two checkouts of one cart: the second waits for the first
     * and finds nothing left.
     */
    async claimForOrder(
      ctx: ServiceContext,
      orderId: string,
      shipping: CartShipping,
      voucher: VoucherOffer | null,
    ): Promise<ClaimedCart> {
      const programmes = deps.offers.programmesReading(ctx);
      const { lines, alongside } = await repo.claimForOrder<ProgrammesJson>(
        ctx.db,
        actorOf(ctx).id,
        orderId,
        ctx.now,
        programmes.columns,
      );
      const cart = await priced(ctx, lines, shipping, {
        voucher,
        programmes: programmes.read(alongside),
      });
      const giftIds = cart.view.pricing.lines.filter((l) => l.giftOf).map((l) => l.infoId);
      const gifts = giftIds.length ? await repo.variants(ctx.db, giftIds) : [];
      return { lines, ...cart, gifts };
    },

    /**
     * Variants and quantities priced at `ctx.now` with the programmes then in force and the
     * voucher of `voucherCode` (the back office's preview; nothing is stored).
     */
    async previewLines(
      ctx: ServiceContext,
      lines: readonly { infoId: string; quantity: number }[],
      voucherCode: string | null,
    ): Promise<Result<OfferPreview>> {
      const found = new Map(
        (
          await repo.variants(
            ctx.db,
            lines.map((l) => l.infoId),
          )
        ).map((v) => [v.variantId, v]),
      );
      const missing = lines.find((l) => !found.has(l.infoId));
      if (missing) return fail('PRODUCT_NOT_FOUND', { params: { infoId: missing.infoId } });
      const voucher = voucherCode
        ? await deps.offers.voucherFor(ctx, voucherCode, { asTheShop: true })
        : null;
      const described = lines.map((l) => ({
        ...found.get(l.infoId)!,
        quantity: l.quantity,
        isOrder: false,
        createdAt: ctx.now,
        // The preview prices what is asked, whatever the stock or publication.
        isPublished: true,
        stock: Math.max(found.get(l.infoId)!.stock, l.quantity),
      }));
      const cart = await view(ctx, described, null, {
        voucher: voucher?.ok ? voucher.value.offer : null,
      });
      return ok({
        pricing: cart.pricing,
        offerNames: voucher?.ok
          ? { ...cart.offerNames, [voucher.value.offer.ref]: voucher.value.name }
          : cart.offerNames,
        voucher: voucherCode ? voucherVerdict(voucherCode, voucher!, cart.pricing) : null,
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
