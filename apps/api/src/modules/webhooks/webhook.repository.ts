import type { WebhookEvent } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, arrayContains, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { users, webhookDeliveries, webhooks } = schema;

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function listWebhooks(db: Db): Promise<WebhookRow[]> {
  return db.select().from(webhooks).orderBy(desc(webhooks.createdAt));
}

export async function findWebhook(db: Db, id: string): Promise<WebhookRow | null> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  return row ?? null;
}

export async function insertWebhook(
  db: Db,
  values: typeof webhooks.$inferInsert,
): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  return row!;
}

export async function updateWebhook(
  db: Db,
  id: string,
  values: Partial<typeof webhooks.$inferInsert>,
): Promise<WebhookRow | null> {
  const [row] = await db.update(webhooks).set(values).where(eq(webhooks.id, id)).returning();
  return row ?? null;
}

export async function deleteWebhook(db: Db, id: string): Promise<boolean> {
  const removed = await db
    .delete(webhooks)
    .where(eq(webhooks.id, id))
    .returning({ id: webhooks.id });
  return removed.length > 0;
}

/** The webhooks that hear `event` now: on, and not paused. */
export function listening(db: Db, event: WebhookEvent): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(
      and(
        eq(webhooks.active, true),
        isNull(webhooks.pausedAt),
        arrayContains(webhooks.events, [event]),
      ),
    );
}

/**
 * One delivery per webhook of an event; a webhook that already has this event's delivery keeps
 * it (an event handled twice delivers once). Answers the deliveries written now.
 */
export function insertDeliveries(
  db: Db,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<{ id: string }[]> {
  if (!rows.length) return Promise.resolve([]);
  return db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [webhookDeliveries.webhookId, webhookDeliveries.eventId] })
    .returning({ id: webhookDeliveries.id });
}

/** A delivery with its webhook's address, secret and state. */
export async function findDelivery(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** Whether an earlier delivery of the same order to the same webhook is still waiting. */
export async function earlierWaiting(db: Db, delivery: DeliveryRow): Promise<boolean> {
  if (!delivery.orderId) return false;
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, delivery.webhookId),
        eq(webhookDeliveries.orderId, delivery.orderId),
        eq(webhookDeliveries.status, 'PENDING'),
        lt(webhookDeliveries.createdAt, delivery.createdAt),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Records an attempt: how the receiver answered, and where the delivery now stands. */
export async function recordAttempt(
  db: Db,
  id: string,
  attempt: Pick<DeliveryRow, 'status' | 'responseStatus' | 'responseExcerpt' | 'latencyMs'> & {
    deliveredAt: Date | null;
  },
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ ...attempt, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row ?? null;
}

/** Puts a delivery back to waiting (sent again by an admin). */
export async function reopenDelivery(db: Db, id: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING' })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row ?? null;
}

/** A webhook's deliveries, newest first, and how many it has. */
export async function listDeliveries(
  db: Db,
  webhookId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = eq(webhookDeliveries.webhookId, webhookId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(webhookDeliveries, where),
  ]);
  return { rows, total };
}

/** Pauses a webhook whose deliveries kept failing; answers it when this call paused it. */
export async function pause(db: Db, id: string, now: Date): Promise<WebhookRow | null> {
  const [row] = await db
    .update(webhooks)
    .set({ pausedAt: now, updatedAt: now })
    .where(and(eq(webhooks.id, id), isNull(webhooks.pausedAt)))
    .returning();
  return row ?? null;
}

/** The email of the admin who registered a webhook (told when it is paused), if still there. */
export async function creatorEmail(db: Db, webhook: WebhookRow): Promise<string | null> {
  if (!webhook.createdBy) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, webhook.createdBy));
  return row?.email ?? null;
}
