import { z } from 'zod';
import { pageQueryOf } from '../http/pagination.ts';

/**
 * The events a webhook may hear: an order's life, and a review approved. Each delivery carries
 * one, as `{ id, type, createdAt, data }`, signed (README, "Webhooks").
 */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.status-changed',
  'order.cancelled',
  'order.refunded',
  'review.approved',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery stands: waiting (or being retried), received (2xx), or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A webhook's address: an absolute http(s) URL without credentials (the server checks where it points). */
const webhookUrl = z
  .string()
  .trim()
  .min(1, 'FieldIsNotEmpty')
  .max(2000, 'TextTooLong')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
    } catch {
      return false;
    }
  }, 'InvalidValue');

/** `POST /api/portal/webhooks`: where to deliver, which events, and a note for the admin. */
export const webhookInputSchema = z.object({
  url: webhookUrl,
  events: z.array(z.enum(WEBHOOK_EVENTS, { message: 'InvalidValue' })).min(1, 'FieldIsNotEmpty'),
  description: z.string().trim().max(200, 'TextTooLong').default(''),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/** `PUT /api/portal/webhooks/:id`: its events, its note, and whether it is on (resuming a paused one). */
export const webhookUpdateSchema = z.object({
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: 'InvalidValue' }))
    .min(1, 'FieldIsNotEmpty')
    .optional(),
  description: z.string().trim().max(200, 'TextTooLong').optional(),
  active: z.boolean().optional(),
});
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

/** A webhook as the admin sees it (never its secret, which is shown once). */
export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  active: z.boolean(),
  /** When deliveries kept failing and it was paused (null: not paused). */
  pausedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** What creating one answers: the webhook and its signing secret, this once. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/** One event's delivery to one webhook, with its last attempt. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status (null: no answer, e.g. a timeout). */
  responseStatus: z.number().int().nullable(),
  /** The start of its last answer, or why there was none. */
  responseExcerpt: z.string(),
  latencyMs: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = pageQueryOf(20);

export const webhookIdSchema = z.object({ id: z.uuid({ message: 'InvalidValue' }) });
