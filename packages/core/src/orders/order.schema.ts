import { orderInstallmentSchema } from '../payments/installment.schema.ts';
import { z } from 'zod';
import { imageSchema } from '../catalog/catalog.schema.ts';
import { addressSetSchema, unitRefSchema } from '../addresses/address.schema.ts';
import { variantLineSchema } from '../cart/cart.schema.ts';
import { PAYMENT_METHODS } from '../payments/payment-method.ts';
import { DELIVERY_METHODS } from '../shipping/shipping.rules.ts';
import { pageQueryOf, sortQueryOf } from '../http/pagination.ts';
import { paymentAttemptSchema } from '../payments/payment.schema.ts';
import { adjustmentSchema } from '../pricing/pricing.schema.ts';
import { ORDER_STATUSES, ORDER_TABS, PAYMENT_STATUSES } from './order.rules.ts';

/** The spec's profile lists show 10 a page. */
export const ORDER_PAGE_SIZE = 10;

const orderPage = pageQueryOf(ORDER_PAGE_SIZE).extend({ tab: z.enum(ORDER_TABS).default('ALL') });

/** `GET /api/order/my-order`: a status tab and a page, newest order first. */
export const myOrderQuerySchema = orderPage;
export type MyOrderQuery = z.infer<typeof myOrderQuerySchema>;

/** What the back office can order its orders by (newest first without one). */
export const PORTAL_ORDER_SORTS = ['placed', 'customer', 'total'] as const;
export type PortalOrderSort = (typeof PORTAL_ORDER_SORTS)[number];

/**
 * `GET /api/portal/orders`: a tab, a page, a search by order number, phone or email, and an
 * order (`sort`, `dir`).
 */
export const portalOrderQuerySchema = orderPage
  .extend({ search: z.string().trim().max(100).optional() })
  .extend(sortQueryOf(PORTAL_ORDER_SORTS).shape);
export type PortalOrderQuery = z.infer<typeof portalOrderQuerySchema>;

/** What `POST /api/order` answers: the order made (or the one the same key made before). */
export const orderCreatedSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  grandTotal: z.number().int(),
  /**
   * For ONLINE and THEGHINO: the first payment attempt and the gateway's page to send the shopper
   * to (after the checkout's countdown). Null for COD.
   */
  payment: z.object({ attemptId: z.uuid(), paymentUrl: z.url() }).nullable(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

const customerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** An order in a list. */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  grandTotal: z.number().int(),
  /** Number of lines. */
  itemCount: z.number().int(),
  /** Number of items: the lines' quantities added up. */
  itemQuantity: z.number().int(),
  /** The first line's product, for the list's thumbnail. */
  firstItem: z.object({ name: z.string(), image: imageSchema.nullable() }).nullable(),
  customer: customerSchema,
  /** The installment plan of an INSTALLMENT order (bank, scheme, term, monthly), else null. */
  installment: orderInstallmentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A line of an order, with the prices the engine computed when it was placed. */
export const orderLineSchema = variantLineSchema.extend({
  quantity: z.number().int(),
  listPrice: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Where the order goes (spec: shipment details), names kept as they were when it was placed. */
export const shipmentSchema = z.object({
  address: z.string(),
  ward: unitRefSchema,
  district: unitRefSchema.nullable(),
  province: unitRefSchema,
  national: z.string(),
  set: addressSetSchema,
  /** Street, ward, (district,) province in the request's language. */
  fullAddress: z.string(),
});

/** One step of the order's history. */
export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  reason: z.string().nullable(),
  /** Who moved it: the customer, the shop, or null for the order's creation. */
  by: z.enum(['CUSTOMER', 'OPERATOR', 'SYSTEM']).nullable(),
});

/** An order with its lines, prices, shipment details and history. */
export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  adjustments: z.array(adjustmentSchema),
  itemsTotal: z.number().int(),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  shippingFee: z.number().int(),
  note: z.string(),
  shipment: shipmentSchema,
  /** The operator's reason, when the order was rejected. */
  rejectReason: z.string().nullable(),
  history: z.array(orderEventSchema),
  /** Its payment attempts through a gateway, newest first (none for COD). */
  payments: z.array(paymentAttemptSchema),
  /** Unpaid through a gateway and still new: the shopper may pay (again). */
  canPayAgain: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `POST /api/portal/orders/:id/status`: the new status, with a reason for a rejection. */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    reason: z
      .string()
      .trim()
      .max(500, 'TextTooLong')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((v) => v.status !== 'rejected' || v.reason !== undefined, {
    path: ['reason'],
    message: 'FieldIsNotEmpty',
  });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
