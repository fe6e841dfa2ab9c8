import { z } from 'zod';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  phoneSchema,
} from '../accounts/account.schema.ts';
import { pageQuerySchema } from '../http/pagination.ts';
import { ORDER_STATUSES } from '../orders/order.rules.ts';

/** The roles the back office invites and moves people between. */
export const STAFF_ROLE_CHOICES = ['OPERATOR', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLE_CHOICES)[number];

/**
 * The dashboard's day: Vietnam's calendar day (Asia/Ho_Chi_Minh, UTC+7 all year), so "today"
 * starts at 17:00 UTC the evening before.
 */
export const DASHBOARD_TIMEZONE = 'Asia/Ho_Chi_Minh';
/** How many days the dashboard's chart shows, today included. */
export const DASHBOARD_DAYS = 30;
/** The order statuses that wait for the shop. */
export const WAITING_STATUSES = ['new', 'processing', 'delivering'] as const;

/** One Vietnamese day's orders: how many were placed, and their revenue (not cancelled). */
export const dashboardDaySchema = z.object({
  /** `2026-11-29`, Vietnam's calendar day. */
  day: z.string(),
  orders: z.number().int(),
  /** Whole đồng: the grand totals of the day's orders that were not cancelled or rejected. */
  revenue: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

const programmeWindow = z.object({
  id: z.uuid(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

/** The back office's home: what needs doing today, and how the last 30 days went. */
export const dashboardSchema = z.object({
  timezone: z.literal(DASHBOARD_TIMEZONE),
  today: dashboardDaySchema,
  yesterday: dashboardDaySchema,
  /** Orders waiting for the shop, per status. */
  waiting: z.record(z.enum(WAITING_STATUSES), z.number().int()),
  lowStock: z.object({
    /** Variants at or below their product's low-stock threshold (0 included). */
    total: z.number().int(),
    items: z.array(
      z.object({
        productId: z.uuid(),
        variantId: z.uuid(),
        name: z.string(),
        sku: z.string(),
        stock: z.number().int(),
        threshold: z.number().int(),
      }),
    ),
  }),
  pendingReviews: z.number().int(),
  refundsDue: z.number().int(),
  flashSale: z.object({ running: programmeWindow.nullable(), next: programmeWindow.nullable() }),
  /** The newest orders, newest first. */
  latestOrders: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      status: z.enum(ORDER_STATUSES),
      grandTotal: z.number().int(),
      customer: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The last 30 Vietnamese days, oldest first, today last (days without orders at 0). */
  days: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The kinds of things the audit log records a change of. */
export const AUDIT_ENTITIES = [
  'order',
  'product',
  'stock',
  'review',
  'user',
  'staff',
  'voucher',
  'flash-sale',
  'promotion',
  'price-rule',
  'content-page',
  'faq',
  'news',
  'showroom',
  'webhook',
  'referral-campaign',
  'referral-payout',
  'settings',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One change in the audit log: who, when, what, before and after. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid().nullable(), email: z.string(), role: z.string() }),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The audit viewer's filters: an entity kind (and one of them), a person; newest first. */
export const auditQuerySchema = pageQuerySchema.extend({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  actorId: z.uuid().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** An invitation of a staff member: who, and the role they get. */
export const staffInviteSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: phoneSchema.optional(),
  role: z.enum(STAFF_ROLE_CHOICES, { message: 'FieldIsNotEmpty' }),
});
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

export const staffRoleSchema = z.object({
  role: z.enum(STAFF_ROLE_CHOICES, { message: 'FieldIsNotEmpty' }),
});

export const staffListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});

export function isAuditEntity(value: string): value is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(value);
}
