import type { SQL } from 'drizzle-orm';
import {
  type CartLine,
  type CartView,
  MAX_LINE_QUANTITY,
  type Result,
  type OfferPreview,
  type Offer,
  type VoucherOffer,
  checkAddToCart,
  checkQuantity,
  fail,
  ok,
} from '@lotus/core';
import { type ServiceContext, actorOf } from '../../context.ts';
import type {
  OfferService,
  OffersInForce,
  Programmes,
  ProgrammesJson,
} from '../offers/offer.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type CartShipping, describe, voucherVerdict } from './cart-view.ts';
import * as repo from './cart.repository.ts';

export type { CartLineInfo, VariantInfo } from './cart.repository.ts';
export { type CartShipping, voucherVerdict } from './cart-view.ts';

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
/**
 * What the referral programme adds to a signed-in shopper's cart (issue 33): the invitee's
 * welcome gift on their first order, and the store credit they chose to spend (their approved
 * balance), with the campaign's name by its ref.
 */
export interface CheckoutExtras {
  extras(ctx: ServiceContext, useStoreCredit: boolean): Promise<Extras>;
  /** The same as columns of the cart's claim, read back from its JSON (no round trip more). */
  extrasReading(
    ctx: ServiceContext,
    useStoreCredit: boolean,
  ): { columns: SQL; read(json: unknown): Extras };
}

type Extras = { offers: Offer[]; names: Record<string, string>; storeCredit: number };

export function createCartService(deps: {
  system: SystemService;
  offers: OfferService;
  referrals?: CheckoutExtras;
}) {
  /** What prices `lines` now: the programmes in force for their products. */
  async function programmesFor(ctx: ServiceContext, lines: readonly repo.CartLineInfo[]) {
    const reading = deps.offers.programmesReading(ctx);
    const productIds = [...new Set(lines.map((l) => l.productId))];
    return reading.read(await repo.alongside<ProgrammesJson>(ctx.db, productIds, reading.columns));
  }

  async function priced(
    ctx: ServiceContext,
    lines: repo.CartLineInfo[],
    shipping: CartShipping,
    options: {
      missing?: string[];
      voucher?: VoucherOffer | null;
      programmes?: Programmes;
      storeCredit?: boolean;
      /** The referral programme's part, when the caller read it already (the claim). */
      extras?: Extras;
    } = {},
  ): Promise<{ view: CartView; offers: OffersInForce }> {
    const { freeShippingThreshold } = await deps.system.checkoutSetting(ctx);
    // Read here (one statement, as `inForce` would) so their names come in both languages.
    const programmes = options.programmes ?? (await programmesFor(ctx, lines));
    const inForce = await deps.offers.inForce(
      ctx,
      lines.map((l) => ({ infoId: l.variantId, productId: l.productId, categoryId: l.categoryId })),
      options.voucher ?? null,
      { programmes },
    );
    const extras =
      options.extras ??
      (ctx.actor && deps.referrals
        ? await deps.referrals.extras(ctx, options.storeCredit ?? false)
        : { offers: [], names: {}, storeCredit: 0 });
    const offers = {
      ...inForce,
      offers: [...inForce.offers, ...extras.offers],
      names: { ...inForce.names, ...extras.names },
    };
    const view = describe(lines, {
      storeCredit: extras.storeCredit,
      programmes,
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
    options: { missing?: string[]; voucher?: VoucherOffer | null; storeCredit?: boolean } = {},
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
    storeCredit = false,
  ): Promise<CartView> =>
    view(ctx, await repo.openLines(ctx.db, actorOf(ctx).id), shipping, { voucher, storeCredit });

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
      storeCredit = false,
    ): Promise<ClaimedCart> {
      const programmes = deps.offers.programmesReading(ctx);
      const referral = deps.referrals?.extrasReading(ctx, storeCredit);
      const { lines, alongside } = await repo.claimForOrder<ProgrammesJson>(
        ctx.db,
        actorOf(ctx).id,
        orderId,
        ctx.now,
        programmes.columns,
        referral?.columns,
      );
      const cart = await priced(ctx, lines, shipping, {
        voucher,
        programmes: programmes.read(alongside),
        storeCredit,
        ...(referral ? { extras: referral.read(alongside) } : {}),
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
