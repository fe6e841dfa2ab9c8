import { createHash } from 'node:crypto';
import {
  type CheckoutPreview,
  type CheckoutPreviewInput,
  DELIVERY_METHODS,
  IDEMPOTENCY_KEY_TTL_MS,
  type OrderCreateInput,
  type OrderCreated,
  type Result,
  type ShippingZone,
  fail,
  gatewayOf,
  ok,
  shippingFee,
  shippingZone,
} from '@lotus/core';
import { uniqueViolation } from '@lotus/db';
import { type ServiceContext, actorOf } from '../../context.ts';
import { voucherVerdict } from '../cart/cart.service.ts';
import type { OrderPaymentService } from './order-payment.service.ts';
import * as placing from './order-placing.repository.ts';
import { type PlaceOrderDeps, createOrderPlacing } from './place-order.ts';

/** A request body in one canonical form (sorted keys), hashed: what a repeated key must match. */
function requestHash(input: OrderCreateInput): string {
  const canonical = JSON.stringify(input, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Checkout: the server's pricing of the shopper's cart, and placing the order. The server is the
 * judge of every figure: it prices the cart it holds with core's engine and refuses an order whose
 * total is not the one the shopper saw.
 */
export function createCheckoutService(
  deps: PlaceOrderDeps & { orderPayments: OrderPaymentService },
) {
  const placeOrder = createOrderPlacing(deps);

  /**
   * The first definite answer kept for `key` (an order, or a refusal that changed nothing),
   * 422 when the same key came with another body, or null when the key is new (or forgotten).
   */
  async function firstAnswer(
    ctx: ServiceContext,
    key: string,
    hash: string,
  ): Promise<Result<{ order: OrderCreated; repeat: true }> | null> {
    const expiresBefore = new Date(ctx.now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    const kept = await placing.findIdempotency(ctx.db, actorOf(ctx).id, key, expiresBefore);
    if (!kept) return null;
    if (kept.requestHash !== hash) return fail('IDEMPOTENCY_KEY_REUSED');
    return 'order' in kept.answer
      ? ok({ order: kept.answer.order, repeat: true })
      : kept.answer.refusal;
  }

  /**
   * The gateway's page for a just-placed ONLINE or THEGHINO order. A gateway that refuses leaves
   * the order unpaid, to be paid again from its page; the order stands either way. The answer,
   * with its page, is kept as the key's answer: a repeat never opens another payment.
   */
  async function withPayment(
    ctx: ServiceContext,
    order: OrderCreated,
    payment: { ipAddr: string; cardId: string | null },
  ): Promise<OrderCreated> {
    if (!gatewayOf(order.paymentMethod)) return order;
    const payable = await deps.orderPayments.payable(ctx, order.id);
    if (!payable || payable.status !== 'new' || payable.paymentStatus !== 'unpaid') return order;
    const started = await deps.payments.start(ctx, payable, payment);
    if (!started.ok) return order;
    const answer = { ...order, payment: started.value };
    await placing.keepAnswer(ctx.db, { userId: payable.userId, orderId: order.id, answer });
    return answer;
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
        input.useStoreCredit,
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
     * Places an order (see `createOrderPlacing`) under the shopper's Idempotency-Key. The key's
     * first definite answer (the order, with its payment page once opened, or a refusal that
     * changed nothing) answers every repeat with the same body for `IDEMPOTENCY_KEY_TTL_MS`,
     * whatever happened since (the voucher used up, stock sold out, the cart emptied, the order
     * paid, cancelled or shipped); a repeat never takes stock, uses a voucher or opens a
     * payment. The same key with another body is 422. The key is looked up only when the order
     * is refused or the key's unique constraint is broken, so a first submit costs nothing more.
     */
    async place(
      ctx: ServiceContext,
      input: OrderCreateInput,
      key: string,
      ipAddr: string,
    ): Promise<Result<{ order: OrderCreated; repeat: boolean }>> {
      const hash = requestHash(input);
      let placed: Result<OrderCreated> | null = null;
      // Twice at most: a key whose time is over is forgotten when found, then the order is made.
      for (let attempt = 0; !placed && attempt < 2; attempt++) {
        try {
          placed = await placeOrder(ctx, input, { key, requestHash: hash });
        } catch (error) {
          if (uniqueViolation(error) !== 'idempotency_keys_user_id_key_pk') throw error;
          // A parallel duplicate, or an earlier submit, answered first: its answer is the answer.
          const first = await firstAnswer(ctx, key, hash);
          if (first) return first;
        }
      }
      if (!placed) return fail('CONFLICT');
      if (!placed.ok) {
        const first = await firstAnswer(ctx, key, hash);
        if (first) return first;
        const kept = await placing.keepRefusal(ctx.db, {
          userId: actorOf(ctx).id,
          key,
          requestHash: hash,
          refusal: placed,
          now: ctx.now,
        });
        // A parallel duplicate kept its answer first.
        return kept ? placed : ((await firstAnswer(ctx, key, hash)) ?? placed);
      }
      const cardId = input.paymentMethod === 'THEGHINO' ? (input.cardId ?? null) : null;
      const order = await withPayment(ctx, placed.value, { ipAddr, cardId });
      return ok({ order, repeat: false });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
