import { type TrackingSummary } from '@lotus/core';
import { at, queryRows, schema } from '@lotus/db';
import { sql } from 'drizzle-orm';
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
  const inRange = sql`viewed_at >= ${at(range.from)} AND viewed_at < ${at(range.to)}`;
  const [totals] = await queryRows<{ total: number; signedIn: number }>(
    db,
    sql`SELECT count(*)::int AS total, count(user_id)::int AS "signedIn"
      FROM ${pageViews} WHERE ${inRange}`,
  );
  const pages = await queryRows<{ path: string; views: number }>(
    db,
    sql`SELECT path, count(*)::int AS views FROM ${pageViews} WHERE ${inRange}
      GROUP BY path ORDER BY views DESC, path LIMIT ${top}`,
  );
  const days = await queryRows<{ day: string; views: number }>(
    db,
    sql`SELECT to_char((viewed_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD') AS day,
        count(*)::int AS views
      FROM ${pageViews} WHERE ${inRange} GROUP BY 1 ORDER BY 1`,
  );
  return { total: totals?.total ?? 0, signedIn: totals?.signedIn ?? 0, pages, days };
}
