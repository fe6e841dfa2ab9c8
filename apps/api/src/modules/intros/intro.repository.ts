import { firstAfter, schema } from '@lotus/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { intros } = schema;

/** The newest active intro whose window (if any) contains `now`. */
export async function findCurrentIntro(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(intros)
    .where(
      and(
        eq(intros.isActive, true),
        sql`(${intros.startsAt} IS NULL OR ${intros.startsAt} <= ${now.toISOString()})`,
        sql`(${intros.endsAt} IS NULL OR ${intros.endsAt} > ${now.toISOString()})`,
      ),
    )
    .orderBy(desc(intros.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The next instant an active intro's window starts or ends after `now` (until then the current
 * intro can change only by an edit), or null.
 */
export async function nextIntroChange(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: firstAfter(now, intros.startsAt, intros.endsAt) })
    .from(intros)
    .where(eq(intros.isActive, true));
  return row?.at ?? null;
}
