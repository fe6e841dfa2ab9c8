import type { NewsStatus } from '@lotus/core';
import { schema } from '@lotus/db';
import {
  type SQL,
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  lte,
  min,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { countedPage } from '../../lib/counted-page.ts';

const { newsArticles } = schema;

export type NewsRow = typeof newsArticles.$inferSelect;
export type NewsValues = Pick<
  NewsRow,
  | 'slug'
  | 'titleVi'
  | 'titleEn'
  | 'summaryVi'
  | 'summaryEn'
  | 'bodyVi'
  | 'bodyEn'
  | 'image'
  | 'publishedAt'
>;

const published = (now: Date) =>
  and(isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, now));
const scheduled = (now: Date) => gt(newsArticles.publishedAt, now);

/** Newest publication first; ties by id so paging is stable. */
const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)] as const;

/** One page of the articles published at `now`, newest first, and how many there are. */
export async function listPublished(
  db: Db,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const rows = await db
    .select({
      ...getTableColumns(newsArticles),
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(newsArticles)
    .where(published(now))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return countedPage(rows, page.offset, async () => {
    const [counted] = await db.select({ n: count() }).from(newsArticles).where(published(now));
    return counted?.n ?? 0;
  });
}

/** When the next scheduled article is published after `now`, or null. */
export async function nextPublication(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(newsArticles.publishedAt) })
    .from(newsArticles)
    .where(scheduled(now));
  return row?.at ?? null;
}

/** The article with this slug if it is published at `now`. */
export async function findPublishedBySlug(
  db: Db,
  slug: string,
  now: Date,
): Promise<NewsRow | null> {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), published(now)))
    .limit(1);
  return row ?? null;
}

/** Every published article's slug and last change (for the sitemap), newest first. */
export function publishedSlugs(db: Db, now: Date) {
  return db
    .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(published(now))
    .orderBy(...newestFirst);
}

const statusFilter = (status: NewsStatus | undefined, now: Date): SQL | undefined => {
  if (status === 'DRAFT') return isNull(newsArticles.publishedAt);
  if (status === 'SCHEDULED') return scheduled(now);
  if (status === 'PUBLISHED') return published(now);
  return undefined;
};

/** One page of every article (drafts and scheduled ones too), newest edit first. */
export async function listAll(
  db: Db,
  now: Date,
  query: { status?: NewsStatus; limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const where = statusFilter(query.status, now);
  const rows = await db
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ n: count() }).from(newsArticles).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findById(db: Db, id: string): Promise<NewsRow | null> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  return row ?? null;
}

/** Adds an article; null when its slug is taken (the unique index decides, race-free). */
export async function insertNews(db: Db, values: NewsValues, now: Date): Promise<NewsRow | null> {
  const [row] = await db
    .insert(newsArticles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: newsArticles.slug })
    .returning();
  return row ?? null;
}

/**
 * Changes an article; `missing` when there is none with this id, `slugTaken` when another one has
 * the new slug (checked first; the unique index still guards a race, which then throws).
 */
export async function updateNews(
  db: Db,
  id: string,
  values: Partial<NewsValues>,
  now: Date,
): Promise<NewsRow | 'missing' | 'slugTaken'> {
  if (values.slug !== undefined) {
    const [clash] = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(eq(newsArticles.slug, values.slug));
    if (clash && clash.id !== id) return 'slugTaken';
  }
  const [row] = await db
    .update(newsArticles)
    .set({ ...values, updatedAt: now })
    .where(eq(newsArticles.id, id))
    .returning();
  return row ?? 'missing';
}

export async function deleteNews(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(newsArticles)
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id });
  return rows.length > 0;
}
