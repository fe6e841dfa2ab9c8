import { randomUUID } from 'node:crypto';
import {
  type CheckoutSetting,
  type InstallmentPlan,
  type OrderCreateInput,
  PAYMENT_METHODS,
  type OrderCreated,
  type PricedCart,
  type Result,
  fail,
  formatVnd,
  gatewayOf,
  ok,
  shippingZone,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import type { EventBus } from '../../events/events.ts';
import type { AddressService } from '../addresses/address.service.ts';
import type { CartLineInfo, CartService, ClaimedCart, VariantInfo } from '../cart/cart.service.ts';
import type { OfferService, OffersInForce } from '../offers/offer.service.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import type { InstallmentService } from '../payments/installment.service.ts';
import type { ProductService } from '../products/product.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as placing from './order-placing.repository.ts';
import './order.events.ts';

export interface PlaceOrderDeps {
  cart: CartService;
  addresses: AddressService;
  products: ProductService;
  offers: OfferService;
  payments: PaymentService;
  installments: InstallmentService;
  system: SystemService;
  events: EventBus;
}

/** The methods whose orders wait for a gateway's payment, keeping their stock meanwhile. */
const GATEWAY_METHODS = PAYMENT_METHODS.filter((method) => gatewayOf(method) !== null);

type Voucher = Awaited<ReturnType<OfferService['voucherFor']>>;
type OkVoucher = Extract<Voucher, { ok: true }>['value'];

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
 * The cart as claimed, judged: a line gone or short of stock, the voucher's own refusal, or a
 * total other than the one the shopper saw (with why, when a flash price went) refuses the order.
 */
function judgeClaim(
  claimed: ClaimedCart,
  voucher: OkVoucher | null,
  expectedTotal: number,
  lang: ServiceContext['lang'],
): Result<PricedCart> {
  const { lines, view, offers } = claimed;
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
      params: { minSubtotal: formatVnd(voucher?.offer.minSubtotal ?? 0, lang) },
    });
  }
  if (pricing.grandTotal !== expectedTotal) {
    return (
      flashGone(pricing, offers, lines) ??
      fail('PriceOfItemsChanged', {
        params: {
          expectedTotal,
          grandTotal: pricing.grandTotal,
          subtotal: pricing.subtotal,
          discountTotal: pricing.discountTotal,
          shippingFee: pricing.shippingFee,
        },
      })
    );
  }
  return ok(pricing);
}

/** The order's lines: each priced line with its variant as the catalogue had it. */
function orderLines(claimed: ClaimedCart, pricing: PricedCart): placing.NewOrderLine[] {
  const info = new Map<string, VariantInfo>(
    [...claimed.lines, ...claimed.gifts].map((l) => [l.variantId, l]),
  );
  return pricing.lines.map((priced) => {
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
}

/**
 * Placing an order from the shopper's server cart, in one transaction of six round trips
 * (decision 013), as named steps: admit the payment method and the place; then, in the
 * transaction, choose the voucher, claim the cart, judge it, reserve the programmes' uses, write
 * the order with its key, publish `order.placed`, and take the shared rows (stock, flash quotas,
 * the voucher's use) last. Client-sent prices do not exist here: only the cart, the catalogue and
 * the engine decide.
 */
export function createOrderPlacing(deps: PlaceOrderDeps) {
  /**
   * The payment method is offered, a saved card is the shopper's, and an installment plan is
   * one the gateway offers for the total the shopper saw (priced here; the total itself is judged
   * in the transaction). Answers the plan of an INSTALLMENT order.
   */
  async function admitPayment(
    ctx: ServiceContext,
    input: OrderCreateInput,
  ): Promise<Result<InstallmentPlan | null>> {
    if (!deps.payments.methods().includes(input.paymentMethod)) {
      return fail('PAYMENT_METHOD_UNAVAILABLE');
    }
    if (input.paymentMethod === 'THEGHINO') {
      if (!input.cardId || !(await deps.payments.ownsCard(ctx, input.cardId))) {
        return fail('CARD_NOT_FOUND');
      }
    }
    if (input.paymentMethod === 'INSTALLMENT' && input.installment) {
      return deps.installments.choose(ctx, input.expectedTotal, input.installment);
    }
    return ok(null);
  }

  /** The voucher the shopper typed, as the shop has it now (or why not). */
  async function chooseVoucher(tx: ServiceContext, code: string | undefined) {
    if (!code) return ok(null);
    const voucher = await deps.offers.voucherFor(tx, code);
    return voucher.ok ? ok(voucher.value) : voucher;
  }

  /**
   * An order paid through a gateway keeps its stock until paid: a shopper may hold only so many
   * such orders, and so many units of a variant in them (the checkout setting), so nobody can
   * hold the last units hostage. Read after the claim, which waits for the shopper's other order
   * in flight, so two submits at once are counted together. Cash on delivery is not limited.
   */
  async function withinHoldings(
    tx: ServiceContext,
    input: OrderCreateInput,
    claimed: ClaimedCart,
    setting: CheckoutSetting,
  ): Promise<Result<true>> {
    if (!gatewayOf(input.paymentMethod)) return ok(true);
    const held = await placing.unpaidHoldings(tx.db, actorOf(tx).id, GATEWAY_METHODS);
    if (held.orders >= setting.maxUnpaidOrders) {
      return fail('UNPAID_ORDERS_LIMIT', { params: { limit: setting.maxUnpaidOrders } });
    }
    const limit = setting.maxUnpaidUnitsPerVariant;
    const over = claimed.lines.find((l) => (held.units.get(l.variantId) ?? 0) + l.quantity > limit);
    return over
      ? fail('UNPAID_UNITS_LIMIT', { params: { infoId: over.variantId, limit } })
      : ok(true);
  }

  /** Takes stock, flash quotas and the voucher's use in one statement; a shortfall refuses. */
  async function takeShared(
    tx: ServiceContext,
    lines: placing.NewOrderLine[],
    reserved: Extract<Awaited<ReturnType<OfferService['reserveForOrder']>>, { ok: true }>['value'],
    orderId: string,
  ): Promise<Result<true>> {
    const stock = deps.products.stockTaking(lines, { orderId, now: tx.now });
    const quotas = deps.offers.quotaTaking(reserved);
    const taken = await placing.takeShared(tx.db, {
      stock: stock.statement,
      stockLedger: stock.ledger,
      ...quotas.statements,
    });
    if (taken.stock.length < stock.variants) {
      const short = lines.find((l) => !taken.stock.includes(l.variantId));
      return fail('NotAllowAddMoreThanStock', {
        params: { infoId: short?.variantId ?? '', stock: 0 },
      });
    }
    return quotas.verdict(taken);
  }

  /**
   * The order itself (see `createOrderPlacing`). A repeated key breaks the key's unique
   * constraint, which the caller turns into the first answer.
   */
  return async function placeOrder(
    ctx: ServiceContext,
    input: OrderCreateInput,
    idempotency: { key: string; requestHash: string },
  ): Promise<Result<OrderCreated>> {
    const userId = actorOf(ctx).id;
    const admitted = await admitPayment(ctx, input);
    if (!admitted.ok) return admitted;
    const place = await deps.addresses.resolvePlace(ctx, input);
    if (!place.ok) return place;
    const shipping = {
      method: input.deliveryMethod,
      zone: shippingZone(place.value.set, place.value.province.id),
    };
    const orderId = randomUUID();
    const setting = await deps.system.checkoutSetting(ctx);

    return withTransaction(ctx, async (tx): Promise<Result<OrderCreated>> => {
      const voucher = await chooseVoucher(tx, input.voucherCode);
      if (!voucher.ok) return voucher;
      const claimed = await deps.cart.claimForOrder(
        tx,
        orderId,
        shipping,
        voucher.value?.offer ?? null,
        input.useStoreCredit,
      );
      const judged = judgeClaim(claimed, voucher.value, input.expectedTotal, tx.lang);
      if (!judged.ok) return judged;
      const held = await withinHoldings(tx, input, claimed, setting);
      if (!held.ok) return held;
      const pricing = judged.value;
      const lines = orderLines(claimed, pricing);
      // The buyer's own rows first, then the order and its event; the rows every buyer waits on
      // (stock, quotas, the voucher's uses) last, in one statement before the commit.
      const reserved = await deps.offers.reserveForOrder(tx, {
        orderId,
        pricing,
        flash: claimed.offers.flash,
        voucher: voucher.value
          ? { ref: voucher.value.offer.ref, perCustomerLimit: voucher.value.perCustomerLimit }
          : null,
      });
      if (!reserved.ok) return reserved;
      const answer = await placing.insertOrder(tx.db, {
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
              a.ref === voucher.value?.offer.ref
                ? voucher.value.name
                : a.ref && claimed.view.offerNames[a.ref];
            return name ? { ...a, name } : a;
          }),
          createdAt: tx.now,
        },
        lines,
        idempotency,
      });
      await deps.events.publish(tx, 'order.placed', {
        orderId,
        userId,
        number: answer.number,
        paymentMethod: input.paymentMethod,
        grandTotal: pricing.grandTotal,
        referralRef: pricing.adjustments.find((a) => a.reason === 'REFERRAL')?.ref ?? null,
        storeCredit: pricing.adjustments.find((a) => a.reason === 'STORE_CREDIT')?.amount ?? 0,
      });
      if (admitted.value) await deps.installments.record(tx, orderId, admitted.value);
      const took = await takeShared(tx, lines, reserved.value, orderId);
      return took.ok ? ok(answer) : took;
    });
  };
}
