import { createHash, randomUUID } from 'node:crypto';
import {
  type CheckoutPreview,
  type CheckoutPreviewInput,
  DELIVERY_METHODS,
  type OrderCreateInput,
  type OrderCreated,
  type Result,
  type ShippingZone,
  type PricedCart,
  fail,
  formatVnd,
  fullName,
  gatewayOf,
  localize,
  ok,
  orderPagePath,
  orderStatusNotification,
  shippingFee,
  shippingZone,
  unpaidGiveUpAt,
} from '@lotus/core';
import { uniqueViolation } from '@lotus/db';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { placeLine, type AddressService } from '../addresses/address.service.ts';
import {
  type CartService,
  type CartLineInfo,
  type VariantInfo,
  voucherVerdict,
} from '../cart/cart.service.ts';
import type { OfferService, OffersInForce } from '../offers/offer.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import type { ProductService } from '../products/product.service.ts';
import type { OrderPaymentService } from './order-payment.service.ts';
import * as repo from './order.repository.ts';

/** A request body in one canonical form (sorted keys), hashed: what a repeated key must match. */
function requestHash(input: OrderCreateInput): string {
  const canonical = JSON.stringify(input, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

const options = (line: { colour: string | null; size: string | null }) =>
  [line.colour, line.size].filter(Boolean).join(' / ');

/**
 * The refusal for a cart whose flash price went while the shopper looked: a line of a running
 * flash item that its quota left (or the shopper's own limit) no longer covers. Null otherwise.
 */
function flashGone(
  pricing: PricedCart,
  offers: OffersInForce,
  lines: readonly CartLineInfo[],
): Result<never> | null {
  const flashed = new Set(
    pricing.adjustments.filter((a) => a.reason === 'FLASH_SALE').map((a) => a.infoId),
  );
  for (const line of lines) {
    if (flashed.has(line.variantId)) continue;
    for (const item of offers.flash.values()) {
      if (item.productId !== line.productId) continue;
      if (item.variantId && item.variantId !== line.variantId) continue;
      if (item.perCustomerLimit - item.bought < line.quantity) {
        return fail('FLASH_SALE_LIMIT', { params: { limit: item.perCustomerLimit } });
      }
      if (item.left < line.quantity) {
        return fail('FLASH_SALE_SOLD_OUT', { params: { infoId: line.variantId } });
      }
    }
  }
  return null;
}

/**
 * Checkout: the server's pricing of the shopper's cart, and placing the order. The server is the
 * judge of every figure: it prices the cart it holds with core's engine and refuses an order whose
 * total is not the one the shopper saw.
 */
export function createCheckoutService(deps: {
  cart: CartService;
  addresses: AddressService;
  products: ProductService;
  mail: MailService;
  offers: OfferService;
  payments: PaymentService;
  orderPayments: OrderPaymentService;
  notifications: NotificationService;
  publicUrl: string;
}) {
  const owner = (ctx: ServiceContext) => {
    if (!ctx.actor) throw new Error('checkout needs a signed-in actor');
    return ctx.actor.id;
  };

  /** A repeated Idempotency-Key: the first answer for the same body, 422 for another body. */
  async function replay(
    ctx: ServiceContext,
    key: string,
    hash: string,
  ): Promise<Result<OrderCreated> | null> {
    const stored = await repo.findIdempotency(ctx.db, owner(ctx), key);
    if (!stored) return null;
    return stored.requestHash === hash ? ok(stored.response) : fail('IDEMPOTENCY_KEY_REUSED');
  }

  /**
   * The gateway's page for a placed ONLINE or THEGHINO order: its open attempt (a repeated
   * submit), else a new one. A gateway that refuses leaves the order unpaid, to be paid again
   * from its page; the order stands either way.
   */
  async function withPayment(
    ctx: ServiceContext,
    order: OrderCreated,
    payment: { ipAddr: string; cardId: string | null },
  ): Promise<OrderCreated> {
    const unpaid = { ...order, payment: null };
    if (!gatewayOf(order.paymentMethod) || order.paymentStatus !== 'unpaid') return unpaid;
    const open = await deps.payments.openAttempt(ctx, order.id);
    if (open) return { ...order, payment: open };
    const payable = await deps.orderPayments.payable(ctx, order.id);
    if (!payable || payable.status !== 'new') return unpaid;
    const started = await deps.payments.start(ctx, payable, payment);
    return { ...order, payment: started.ok ? started.value : null };
  }

  return {
    /**
     * The cart priced for the checkout form: with a province, the fee of the chosen delivery
     * method (and of each method, for the choice), free shipping applied. Nothing is stored.
     */
    async preview(
      ctx: ServiceContext,
      input: CheckoutPreviewInput,
    ): Promise<Result<CheckoutPreview>> {
      let zone: ShippingZone | null = null;
      if (input.provinceId) {
        const set = input.set ?? (await deps.addresses.currentSet(ctx));
        if (input.wardId) {
          const place = await deps.addresses.resolvePlace(ctx, {
            provinceId: input.provinceId,
            districtId: input.districtId ?? null,
            wardId: input.wardId,
            set,
          });
          if (!place.ok) return place;
        } else if (
          !(await deps.addresses.provinces(ctx, set)).some((p) => p.id === input.provinceId)
        ) {
          return fail('VALIDATION_ERROR', {
            details: [{ field: 'body.provinceId', reason: 'InvalidAddressUnit' }],
          });
        }
        zone = shippingZone(set, input.provinceId);
      }
      const voucher = input.voucherCode
        ? await deps.offers.voucherFor(ctx, input.voucherCode)
        : null;
      const cart = await deps.cart.get(
        ctx,
        zone ? { method: input.deliveryMethod, zone } : null,
        voucher?.ok ? voucher.value.offer : null,
      );
      // Free shipping depends on the merchandise total only, so it waives every method's fee.
      const free = cart.pricing.freeShipping.reached;
      const shippingOptions = zone
        ? DELIVERY_METHODS.map((method) => {
            const baseFee = shippingFee(zone, method);
            return { method, baseFee, fee: free ? 0 : baseFee };
          })
        : [];
      return ok({
        ...cart,
        paymentMethods: [...deps.payments.methods()],
        offerNames: voucher?.ok
          ? { ...cart.offerNames, [voucher.value.offer.ref]: voucher.value.name }
          : cart.offerNames,
        deliveryMethod: input.deliveryMethod,
        zone,
        shippingOptions,
        voucher:
          input.voucherCode && voucher
            ? voucherVerdict(input.voucherCode, voucher, cart.pricing)
            : null,
      });
    },

    /**
     * Places an order from the shopper's server cart, in one transaction: the cart's lines are
     * taken (marked `isOrder`), priced by the engine, checked against `expectedTotal`, the order
     * and its lines written with the engine's prices, the confirmation mail queued, and last
     * their stock (with any flash quota and voucher use) taken by conditional updates, all or
     * nothing. Client-sent prices do not exist here: only the cart, the catalogue and the engine
     * decide.
     *
     * The Idempotency-Key is stored with the order (unique per shopper): a repeat of the same
     * body answers the first answer, another body is 422, and of parallel duplicates one makes
     * the order while the others wait and answer it.
     */
    async place(
      ctx: ServiceContext,
      input: OrderCreateInput,
      key: string,
      ipAddr: string,
    ): Promise<Result<OrderCreated>> {
      const placed = await placeOrder(ctx, input, key);
      if (!placed.ok) return placed;
      const cardId = input.paymentMethod === 'THEGHINO' ? (input.cardId ?? null) : null;
      return ok(await withPayment(ctx, placed.value, { ipAddr, cardId }));
    },
  };

  /** The order itself, in one transaction (see `place`). */
  async function placeOrder(
    ctx: ServiceContext,
    input: OrderCreateInput,
    key: string,
  ): Promise<Result<OrderCreated>> {
    const userId = owner(ctx);
    const hash = requestHash(input);
    if (!deps.payments.methods().includes(input.paymentMethod)) {
      return fail('PAYMENT_METHOD_UNAVAILABLE');
    }
    // A card that isn't the shopper's makes no order.
    if (input.paymentMethod === 'THEGHINO') {
      if (!input.cardId || !(await deps.payments.ownsCard(ctx, input.cardId))) {
        return fail('CARD_NOT_FOUND');
      }
    }
    const place = await deps.addresses.resolvePlace(ctx, input);
    if (!place.ok) return place;
    const zone = shippingZone(place.value.set, place.value.province.id);
    const orderId = randomUUID();

    let result: Result<OrderCreated>;
    try {
      result = await withTransaction(ctx, async (tx): Promise<Result<OrderCreated>> => {
        const voucher = input.voucherCode
          ? await deps.offers.voucherFor(tx, input.voucherCode)
          : null;
        if (voucher && !voucher.ok) return voucher;
        const { lines, view, gifts, offers } = await deps.cart.claimForOrder(
          tx,
          orderId,
          { method: input.deliveryMethod, zone },
          voucher?.value.offer ?? null,
        );
        if (!lines.length) return fail('CART_EMPTY');
        const flagged = view.lines.find((l) => l.problem);
        if (flagged) {
          return flagged.problem === 'UNAVAILABLE'
            ? fail('CART_ITEM_UNAVAILABLE', { params: { infoId: flagged.infoId } })
            : fail('NotAllowAddMoreThanStock', {
                params: { infoId: flagged.infoId, stock: flagged.stock },
              });
        }
        const pricing = view.pricing;
        const refusal = pricing.voucher?.refusal;
        if (refusal) {
          return fail(refusal, {
            params: { minSubtotal: formatVnd(voucher?.value.offer.minSubtotal ?? 0, tx.lang) },
          });
        }
        if (pricing.grandTotal !== input.expectedTotal) {
          // A flash price the shopper saw may have gone meanwhile: say so, not just "changed".
          const gone = flashGone(view.pricing, offers, lines);
          if (gone) return gone;
          return fail('PriceOfItemsChanged', {
            params: {
              expectedTotal: input.expectedTotal,
              grandTotal: pricing.grandTotal,
              subtotal: pricing.subtotal,
              discountTotal: pricing.discountTotal,
              shippingFee: pricing.shippingFee,
            },
          });
        }
        const info = new Map<string, VariantInfo>(
          [...lines, ...gifts].map((l) => [l.variantId, l]),
        );
        const orderLines = pricing.lines.map((priced) => {
          const line = info.get(priced.infoId)!;
          return {
            variantId: line.variantId,
            productId: line.productId,
            slug: line.slug,
            nameVi: line.nameVi,
            nameEn: line.nameEn,
            sku: line.variantSku,
            colour: line.colour,
            size: line.size,
            imageUrl: line.image?.url ?? null,
            imageWidth: line.image?.width ?? null,
            imageHeight: line.image?.height ?? null,
            quantity: priced.quantity,
            listPrice: priced.listPrice,
            unitPrice: priced.unitPrice,
            lineTotal: priced.lineTotal,
          };
        });
        // The buyer's own rows first, then the order, its mail and notice; the rows every buyer
        // waits on (stock, quotas, the voucher's uses) last, in one statement before the commit.
        const reserved = await deps.offers.reserveForOrder(tx, {
          orderId,
          pricing,
          flash: offers.flash,
          voucher: voucher
            ? { ref: voucher.value.offer.ref, perCustomerLimit: voucher.value.perCustomerLimit }
            : null,
        });
        if (!reserved.ok) return reserved;
        const answer = await repo.insertOrder(tx.db, {
          order: {
            id: orderId,
            userId,
            lang: tx.lang,
            paymentMethod: input.paymentMethod,
            deliveryMethod: input.deliveryMethod,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            address: input.address,
            national: input.national,
            place: place.value,
            note: input.note,
            itemsTotal: pricing.itemsTotal,
            subtotal: pricing.subtotal,
            discountTotal: pricing.discountTotal,
            shippingFee: pricing.shippingFee,
            grandTotal: pricing.grandTotal,
            // Each programme's name, as the order page and its mails show it.
            adjustments: pricing.adjustments.map((a) => {
              const name =
                a.ref === voucher?.value.offer.ref
                  ? voucher.value.name
                  : a.ref && view.offerNames[a.ref];
              return name ? { ...a, name } : a;
            }),
            createdAt: tx.now,
          },
          lines: orderLines,
          idempotency: { key, requestHash: hash },
          notice: ({ number }) =>
            deps.notifications.notice(
              tx,
              orderStatusNotification({ id: orderId, userId, number, status: 'new' }),
            ),
        });
        await deps.mail.send(tx, {
          to: input.email,
          template: 'order-confirmation',
          lang: tx.lang,
          vars: {
            name: fullName(input.firstName, input.lastName),
            number: answer.number,
            link: `${deps.publicUrl}${orderPagePath(answer.id)}`,
            lines: orderLines.map((l) => ({
              name: localize({ vi: l.nameVi, en: l.nameEn }, tx.lang),
              options: options(l),
              quantity: l.quantity,
              unitPrice: l.unitPrice,
              lineTotal: l.lineTotal,
            })),
            subtotal: pricing.subtotal,
            discountTotal: pricing.discountTotal,
            shippingFee: pricing.shippingFee,
            grandTotal: pricing.grandTotal,
            paymentMethod: input.paymentMethod,
            deliveryMethod: input.deliveryMethod,
            address: `${placeLine(input.address, place.value, tx.lang)}, ${input.national}`,
            note: input.note,
          },
        });
        // An order paid through a gateway closes its payment window by itself, even if its
        // first attempt never reaches the gateway.
        if (gatewayOf(input.paymentMethod)) {
          await tx.jobs.enqueue(
            'orders.expire-unpaid',
            { orderId: answer.id },
            { startAfter: unpaidGiveUpAt(tx.now, []) },
          );
        }
        const stock = deps.products.stockTaking(orderLines);
        const quotas = deps.offers.quotaTaking(reserved.value);
        const taken = await repo.takeShared(tx.db, {
          stock: stock.statement,
          ...quotas.statements,
        });
        if (taken.stock.length < stock.variants) {
          const short = orderLines.find((l) => !taken.stock.includes(l.variantId));
          return fail('NotAllowAddMoreThanStock', {
            params: { infoId: short?.variantId ?? '', stock: 0 },
          });
        }
        const took = quotas.verdict(taken);
        return took.ok ? ok(answer) : took;
      });
    } catch (error) {
      if (uniqueViolation(error) !== 'idempotency_keys_user_id_key_pk') throw error;
      // A parallel duplicate committed first: its answer is the answer.
      return (await replay(ctx, key, hash)) ?? fail('CONFLICT');
    }
    // An empty cart may be the repeat of a submit that succeeded (its cart is now ordered);
    // any other refusal is this submit's own.
    if (!result.ok && result.code === 'CART_EMPTY') return (await replay(ctx, key, hash)) ?? result;
    return result;
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
