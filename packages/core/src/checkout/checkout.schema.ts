import { z } from 'zod';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  phoneSchema,
} from '../accounts/account.schema.ts';
import { addressSetSchema, placeSchema, unitIdSchema } from '../addresses/address.schema.ts';
import { ADDRESS_SETS, DEFAULT_ADDRESS_SET } from '../addresses/address.rules.ts';
import { cartViewSchema } from '../cart/cart.schema.ts';
import { moneyAmount } from '../http/input.ts';
import { DEFAULT_PRICE_ROUNDING_UNIT } from '../money/money.ts';
import { voucherCheckSchema, voucherCodeSchema } from '../offers/voucher.schema.ts';
import { PAYMENT_METHODS } from '../payments/payment-method.ts';
import { DEFAULT_INSTALLMENT_MINIMUM } from '../payments/installment.rules.ts';
import { installmentChoiceSchema } from '../payments/installment.schema.ts';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DELIVERY_METHODS,
  SHIPPING_ZONES,
} from '../shipping/shipping.rules.ts';

/** The header that makes `POST /api/order` safe to repeat. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * How long an Idempotency-Key answers its first answer (as Stripe's keys, 24 hours): a repeat
 * within it gets that answer whatever happened since; after it, the key is forgotten.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** An Idempotency-Key: 8–100 characters of letters, digits and `-_.:` (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{8,100}$/);

/** Unpaid gateway orders one shopper may hold at once, by default. */
export const DEFAULT_MAX_UNPAID_ORDERS = 3;
/** Units of one variant one shopper may hold in unpaid gateway orders, by default. */
export const DEFAULT_MAX_UNPAID_UNITS = 5;

/** The checkout's settings, kept in the shop's settings under `checkout`. */
export const checkoutSettingSchema = z.object({
  /** The merchandise total from which shipping is free; null: never free. */
  freeShippingThreshold: z
    .number()
    .int()
    .min(0)
    .nullable()
    .default(DEFAULT_FREE_SHIPPING_THRESHOLD),
  /** Which administrative units addresses use: the two-level set (default) or the old one. */
  addressSet: z.enum(ADDRESS_SETS).default(DEFAULT_ADDRESS_SET),
  /**
   * How many orders paid through a gateway one shopper may leave unpaid at once, and how many
   * units of one variant they may hold in them: unpaid orders keep their stock for the payment
   * window, so without a bound one shopper could hold the last units hostage.
   */
  maxUnpaidOrders: z.number().int().min(1).default(DEFAULT_MAX_UNPAID_ORDERS),
  maxUnpaidUnitsPerVariant: z.number().int().min(1).default(DEFAULT_MAX_UNPAID_UNITS),
  /** The unit a price rule's percentage price is rounded down to (đồng; 1 keeps every đồng). */
  priceRoundingUnit: z.number().int().min(1).default(DEFAULT_PRICE_ROUNDING_UNIT),
  /** The order total from which paying in installments is offered (decision 044). */
  installmentMinimum: z.number().int().min(1).default(DEFAULT_INSTALLMENT_MINIMUM),
});
export type CheckoutSetting = z.infer<typeof checkoutSettingSchema>;

/**
 * `POST /api/checkout/preview`: prices the shopper's server cart for the form. The place is
 * optional (without a province there is no fee yet).
 */
export const checkoutPreviewInputSchema = z.object({
  provinceId: unitIdSchema.optional(),
  districtId: unitIdSchema.nullish(),
  wardId: unitIdSchema.nullish(),
  set: addressSetSchema.optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS).default('STANDARD'),
  /** The voucher the shopper typed or picked from their wallet (one per order). */
  voucherCode: voucherCodeSchema.optional(),
  /** Spend the referral programme's approved balance as store credit. */
  useStoreCredit: z.boolean().default(false),
});
export type CheckoutPreviewInput = z.infer<typeof checkoutPreviewInputSchema>;

/** A delivery method offered to the chosen province, with its fee after free shipping. */
export const shippingOptionSchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  baseFee: z.number().int(),
  fee: z.number().int(),
});

/** The server's pricing of the cart for the checkout form (`pricing` includes shipping). */
export const checkoutPreviewSchema = cartViewSchema.extend({
  deliveryMethod: z.enum(DELIVERY_METHODS),
  /** Null until a province is chosen. */
  zone: z.enum(SHIPPING_ZONES).nullable(),
  shippingOptions: z.array(shippingOptionSchema),
  /** The payment methods the shop takes now (a method whose gateway is off is not offered). */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** The verdict on the voucher asked for, or null without one. */
  voucher: voucherCheckSchema.nullable(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

/**
 * `POST /api/order`: the customer info (spec section 5: all required, note included), the place,
 * the methods, and the grand total the shopper saw. Any other field (a price, a total, a fee) is
 * dropped: the server prices the order from its own cart.
 */
export const orderCreateSchema = placeSchema
  .extend({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    deliveryMethod: z.enum(DELIVERY_METHODS, { message: 'FieldIsNotEmpty' }),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: 'FieldIsNotEmpty' }),
    note: z
      .string({ message: 'FieldIsNotEmpty' })
      .trim()
      .min(1, 'FieldIsNotEmpty')
      .max(500, 'TextTooLong'),
    expectedTotal: moneyAmount(),
    /** The voucher to apply (one per order); every refusal has its own code. */
    voucherCode: voucherCodeSchema.optional(),
    /** The saved card to charge: required for THEGHINO, ignored otherwise. */
    cardId: z.uuid({ message: 'FieldIsNotEmpty' }).optional(),
    /** The bank, scheme and term: required for INSTALLMENT, ignored otherwise; never an amount. */
    installment: installmentChoiceSchema.optional(),
    /**
     * Spend the referral programme's approved balance as store credit (taken in the order's
     * transaction by a conditional update; given back if the order is cancelled).
     */
    useStoreCredit: z.boolean().default(false),
  })
  .superRefine((order, issues) => {
    if (order.paymentMethod === 'THEGHINO' && !order.cardId) {
      issues.addIssue({ code: 'custom', path: ['cardId'], message: 'FieldIsNotEmpty' });
    }
    if (order.paymentMethod === 'INSTALLMENT' && !order.installment) {
      issues.addIssue({ code: 'custom', path: ['installment'], message: 'FieldIsNotEmpty' });
    }
  });
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;
