import { sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

/**
 * Announces that what `tags` name changed (see migration 0009: `product:<id>`, `lists`…), on the
 * caller's database or transaction: every server copy hears it when the transaction commits.
 */
export async function noticeChange(db: Db, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await db.execute(sql`SELECT notify_cache(${tags.join(' ')})`);
}
