import { type Database, schema } from '@lotus/db';
import { eq } from 'drizzle-orm';

/** Reads a named settings document, or null when the shop has none. */
export async function findSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: schema.settings.value })
    .from(schema.settings)
    .where(eq(schema.settings.key, key))
    .limit(1);
  return row?.value ?? null;
}
