import { type TrackingSummary } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, count, desc, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { pageViews } = schema;

/** Counts one view of `path` (by `userId` when signed in). */
export async function insertView(
  db: Db,
  view: { path: string; userId: string | null; viewedAt: Date },
): Promise<void> {
  await db.insert(pageViews).values(view);
}

/**
 * Views in `[from, to)`: the total, how many by signed-in shoppers, the `top` most viewed paths,
 * and the views of each Vietnamese day (UTC+7 all year) that has any.
 */
export async function summarise(
  db: Db,
  range: { from: Date; to: Date },
  top: number,
): Promise<Pick<TrackingSummary, 'total' | 'signedIn' | 'pages' | 'days'>> {
  const inRange = and(gte(pageViews.viewedAt, range.from), lt(pageViews.viewedAt, range.to));
  const [totals] = await db
    .select({ total: count(), signedIn: count(pageViews.userId) })
    .from(pageViews)
    .where(inRange);
  const views = count();
  const pages = await db
    .select({ path: pageViews.path, views })
    .from(pageViews)
    .where(inRange)
    .groupBy(pageViews.path)
    .orderBy(desc(views), pageViews.path)
    .limit(top);
  // The Vietnamese day of each view (UTC+7 all year).
  const day =
    sql`to_char((${pageViews.viewedAt} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`.mapWith(
      String,
    );
  const days = await db
    .select({ day, views })
    .from(pageViews)
    .where(inRange)
    .groupBy(day)
    .orderBy(day);
  return { total: totals?.total ?? 0, signedIn: totals?.signedIn ?? 0, pages, days };
}
