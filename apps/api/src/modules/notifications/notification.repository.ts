import type { NotificationKind } from '@lotus/core';
import { at, schema } from '@lotus/db';
import { SQL, and, count, desc, eq, is, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { notifications } = schema;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** Each may be an SQL expression: a value of the statement the insert is sent within. */
  params: Record<string, string | number | SQL>;
  link: string | null;
  key: string | null;
  createdAt: Date;
}

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The statement storing a notification; one whose `key` is already stored is left out. Sent
 * alone, or within another module's `WITH` when a param is a value of that statement (such as
 * the number its own INSERT made).
 */
export function insertNotification(row: NewNotification): SQL {
  const known: Record<string, string | number> = {};
  const computed: SQL[] = [];
  for (const [name, value] of Object.entries(row.params)) {
    if (is(value, SQL)) computed.push(sql`${name}::text, ${value}`);
    else known[name] = value;
  }
  return sql`INSERT INTO notifications (user_id, kind, params, link, key, created_at)
    VALUES (${row.userId}::uuid, ${row.kind},
      ${JSON.stringify(known)}::jsonb || jsonb_build_object(${sql.join(computed, sql`, `)}),
      ${row.link}, ${row.key}, ${at(row.createdAt)})
    ON CONFLICT DO NOTHING`;
}

/** A page of a user's notifications, newest first, and how many they have. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { rows, total: counted?.total ?? 0 };
}

/** How many of a user's notifications are unread (the partial index `notifications_unread_idx`). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks one of a user's notifications read (kept as it is when read already); false when the user
 * has no notification with this id.
 */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    )
    .returning({ id: notifications.id });
  if (updated) return true;
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return found !== undefined;
}

/** Marks every unread notification of a user read. */
export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
