import type { WebhookDeliveryStatus, WebhookEvent } from '@lotus/core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An integrator's address the shop tells about its events. The secret signs each delivery (an
 * HMAC key the receiver holds too, so it is kept, and shown to the admin once). A webhook whose
 * deliveries keep failing is paused (`pausedAt`) until an admin resumes it.
 */
export const webhooks = pgTable('webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  description: text('description').notNull().default(''),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One event's delivery to one webhook: what is sent (the body, signed at each attempt with the
 * attempt's time) and how its last attempt went. One per (webhook, event): an event handled twice
 * delivers once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** The order it is about: deliveries of one order reach a webhook in the order they happened. */
    orderId: uuid('order_id'),
    body: jsonb('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    latencyMs: integer('latency_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_unique').on(t.webhookId, t.eventId),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_order_idx').on(t.webhookId, t.orderId, t.createdAt),
  ],
);
