import { schema } from '@lotus/db';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { showrooms } = schema;

export type ShowroomRow = typeof showrooms.$inferSelect;
export type ShowroomValues = Omit<ShowroomRow, 'id' | 'createdAt' | 'updatedAt'>;

const ordered = [asc(showrooms.position), asc(showrooms.createdAt), asc(showrooms.id)] as const;

/** Every showroom in its order; only the published ones when asked. */
export function listShowrooms(db: Db, only: { published: boolean }): Promise<ShowroomRow[]> {
  const query = db.select().from(showrooms);
  return (only.published ? query.where(eq(showrooms.isPublished, true)) : query).orderBy(
    ...ordered,
  );
}

export async function insertShowroom(
  db: Db,
  values: ShowroomValues,
  now: Date,
): Promise<ShowroomRow> {
  const [row] = await db
    .insert(showrooms)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Changes a showroom; null when there is none with this id. */
export async function updateShowroom(
  db: Db,
  id: string,
  values: Partial<ShowroomValues>,
  now: Date,
): Promise<ShowroomRow | null> {
  const [row] = await db
    .update(showrooms)
    .set({ ...values, updatedAt: now })
    .where(eq(showrooms.id, id))
    .returning();
  return row ?? null;
}

export async function deleteShowroom(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(showrooms)
    .where(eq(showrooms.id, id))
    .returning({ id: showrooms.id });
  return rows.length > 0;
}
