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
