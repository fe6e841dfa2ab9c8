import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../../context.ts';

/** Reads a named settings document, or null when the shop has none. */
export async function findSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: schema.settings.value })
    .from(schema.settings)
    .where(eq(schema.settings.key, key))
    .limit(1);
  return row?.value ?? null;
}

/** Writes a named settings document whole (the settings table announces it: tag `content`). */
export async function saveSetting(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(schema.settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: schema.settings.key, set: { value, updatedAt: now } });
}
