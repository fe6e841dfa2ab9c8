import type { NotificationKind } from '@lotus/core';
import { schema } from '@lotus/db';
import type { Db } from '../../context.ts';

const { notifications } = schema;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string | null;
  key: string | null;
  createdAt: Date;
}

/** Stores a notification; one whose `key` is already stored is left out (false). */
export async function insertNotification(db: Db, row: NewNotification): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
