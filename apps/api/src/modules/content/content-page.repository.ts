import type { PolicyKey } from '@lotus/core';
import { schema } from '@lotus/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { contentPages } = schema;

export type ContentPageRow = typeof contentPages.$inferSelect;

/** Every policy page, by group and position. */
export function listPages(db: Db): Promise<ContentPageRow[]> {
  return db
    .select()
    .from(contentPages)
    .orderBy(asc(contentPages.group), asc(contentPages.position), asc(contentPages.key));
}

/** The footer's fields of every page, both languages. */
export function listPageTitles(db: Db) {
  return db
    .select({
      key: contentPages.key,
      group: contentPages.group,
      position: contentPages.position,
      titleVi: contentPages.titleVi,
      titleEn: contentPages.titleEn,
    })
    .from(contentPages);
}

export async function findPage(db: Db, key: PolicyKey): Promise<ContentPageRow | null> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key));
  return row ?? null;
}

/** Saves a page that exists; null when there is none with this key. */
export async function updatePage(
  db: Db,
  key: PolicyKey,
  values: Omit<ContentPageRow, 'key'>,
): Promise<ContentPageRow | null> {
  const [row] = await db
    .update(contentPages)
    .set(values)
    .where(eq(contentPages.key, key))
    .returning();
  return row ?? null;
}

/**
 * Announces on the caller's transaction that the shop's content changed, so kept visitor pages
 * showing it (footer, policy pages, FAQs) are rendered again (decision 015).
 */
export async function noticeContentChange(db: Db): Promise<void> {
  await db.execute(sql`SELECT notify_cache('content')`);
}
