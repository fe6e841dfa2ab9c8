import type { SolutionCategory, SolutionContent } from '@lotus/core';
import { schema } from '@lotus/db';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  like,
  lte,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { solutions, providers, providerMemberships } = schema;

export type SolutionRow = typeof solutions.$inferSelect;
export type SolutionValues = Omit<
  typeof solutions.$inferInsert,
  'id' | 'providerId' | 'createdAt' | 'updatedAt'
>;

/** `%text%` for LIKE, its own `%`, `_` and `\` taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function insertSolution(db: Db, values: typeof solutions.$inferInsert) {
  const [row] = await db.insert(solutions).values(values).returning();
  return row!;
}

/** A solution of `providerId` (null: any provider's, for staff); another's is not found. */
export async function findSolution(
  db: Db,
  id: string,
  providerId: string | null,
  lock = false,
): Promise<SolutionRow | null> {
  const where = providerId
    ? and(eq(solutions.id, id), eq(solutions.providerId, providerId))
    : eq(solutions.id, id);
  const query = db.select().from(solutions).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listOwn(db: Db, providerId: string): Promise<SolutionRow[]> {
  return db
    .select()
    .from(solutions)
    .where(eq(solutions.providerId, providerId))
    .orderBy(desc(solutions.createdAt), asc(solutions.id));
}

/** Writes a solution's fields, only while it is `providerId`'s; the row after, or null. */
export async function updateSolution(
  db: Db,
  id: string,
  providerId: string | null,
  values: Partial<SolutionValues> & { updatedAt: Date },
): Promise<SolutionRow | null> {
  const [row] = await db
    .update(solutions)
    .set(values)
    .where(
      providerId
        ? and(eq(solutions.id, id), eq(solutions.providerId, providerId))
        : eq(solutions.id, id),
    )
    .returning();
  return row ?? null;
}

/**
 * Marks a solution published if it was not (the slot is taken in the same transaction); a first
 * publish (no live version yet) goes to review. Null when it was published already or not found.
 */
export async function markPublished(
  db: Db,
  id: string,
  providerId: string,
  now: Date,
): Promise<SolutionRow | null> {
  const [row] = await db
    .update(solutions)
    .set({
      published: true,
      reviewState: sql`CASE WHEN ${solutions.live} IS NULL THEN 'submitted' ELSE ${solutions.reviewState} END`,
      submittedAt: sql`CASE WHEN ${solutions.live} IS NULL THEN ${now.toISOString()}::timestamptz ELSE ${solutions.submittedAt} END`,
      rejectionReason: sql`CASE WHEN ${solutions.live} IS NULL THEN NULL ELSE ${solutions.rejectionReason} END`,
      updatedAt: now,
    })
    .where(
      and(
        eq(solutions.id, id),
        eq(solutions.providerId, providerId),
        eq(solutions.published, false),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Marks a solution unpublished if it was published (its slot is freed in the same transaction);
 * a first publish still waiting for review goes back to draft. Null when it was not published.
 */
export async function markUnpublished(
  db: Db,
  id: string,
  providerId: string,
  now: Date,
): Promise<SolutionRow | null> {
  const [row] = await db
    .update(solutions)
    .set({
      published: false,
      reviewState: sql`CASE WHEN ${solutions.live} IS NULL AND ${solutions.reviewState} = 'submitted' THEN 'draft' ELSE ${solutions.reviewState} END`,
      updatedAt: now,
    })
    .where(
      and(
        eq(solutions.id, id),
        eq(solutions.providerId, providerId),
        eq(solutions.published, true),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteSolution(
  db: Db,
  id: string,
  providerId: string,
): Promise<{ published: boolean; screenshots: SolutionRow['screenshots'] } | null> {
  const [row] = await db
    .delete(solutions)
    .where(and(eq(solutions.id, id), eq(solutions.providerId, providerId)))
    .returning({ published: solutions.published, screenshots: solutions.screenshots });
  return row ?? null;
}

/**
 * Approves a submitted solution as it was read (`seen`: its `updated_at`): its copy becomes the
 * live version. Null when it is not waiting or was edited meanwhile.
 */
export async function approve(
  db: Db,
  input: {
    id: string;
    seen: Date;
    live: SolutionContent;
    searchText: string;
    now: Date;
  },
): Promise<SolutionRow | null> {
  const [row] = await db
    .update(solutions)
    .set({
      live: input.live,
      liveCategory: input.live.category,
      livePrice: input.live.price,
      searchText: input.searchText,
      reviewState: 'approved',
      rejectionReason: null,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(solutions.id, input.id),
        eq(solutions.reviewState, 'submitted'),
        eq(solutions.updatedAt, input.seen),
      ),
    )
    .returning();
  return row ?? null;
}

export async function reviewQueue(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: (SolutionRow & { businessName: string })[]; total: number }> {
  const where = eq(solutions.reviewState, 'submitted');
  const rows = await db
    .select({ solution: solutions, businessName: providers.businessName })
    .from(solutions)
    .innerJoin(providers, eq(providers.userId, solutions.providerId))
    .where(where)
    .orderBy(asc(solutions.submittedAt), asc(solutions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(solutions).where(where);
  return {
    rows: rows.map((r) => ({ ...r.solution, businessName: r.businessName })),
    total: total?.n ?? 0,
  };
}

/**
 * What makes a solution live on the storefront, checked on every read (no race with the expiry
 * job): published with an approved version, its provider approved, its membership in force.
 */
function liveAt(now: Date): SQL {
  return and(
    eq(solutions.published, true),
    isNotNull(solutions.live),
    eq(providers.status, 'approved'),
    gt(providerMemberships.expiresAt, now),
  )!;
}

export interface LiveFilter {
  words: string[];
  providerName?: string | undefined;
  category?: SolutionCategory | undefined;
  provider?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export interface LiveRow {
  id: string;
  live: SolutionContent;
  provider: { id: string; businessName: string; contactPerson: string; address: string };
}

const liveColumns = {
  id: solutions.id,
  live: solutions.live,
  providerId: providers.userId,
  businessName: providers.businessName,
  contactPerson: providers.contactPerson,
  address: providers.address,
};

function toLive(row: {
  id: string;
  live: SolutionContent | null;
  providerId: string;
  businessName: string;
  contactPerson: string;
  address: string;
}): LiveRow {
  return {
    id: row.id,
    // liveAt() admits only rows with a live version.
    live: row.live!,
    provider: {
      id: row.providerId,
      businessName: row.businessName,
      contactPerson: row.contactPerson,
      address: row.address,
    },
  };
}

/** The live solutions matching `filter`, newest approved first. */
export async function listLive(
  db: Db,
  now: Date,
  filter: LiveFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LiveRow[]; total: number }> {
  const where = and(
    liveAt(now),
    ...filter.words.map((word) => like(solutions.searchText, containing(word))),
    filter.providerName ? like(providers.searchName, containing(filter.providerName)) : undefined,
    filter.category ? eq(solutions.liveCategory, filter.category) : undefined,
    filter.provider ? eq(solutions.providerId, filter.provider) : undefined,
    filter.minPrice !== undefined ? gte(solutions.livePrice, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(solutions.livePrice, filter.maxPrice) : undefined,
  );
  const rows = await db
    .select(liveColumns)
    .from(solutions)
    .innerJoin(providers, eq(providers.userId, solutions.providerId))
    .innerJoin(providerMemberships, eq(providerMemberships.providerId, solutions.providerId))
    .where(where)
    .orderBy(desc(solutions.updatedAt), asc(solutions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(solutions)
    .innerJoin(providers, eq(providers.userId, solutions.providerId))
    .innerJoin(providerMemberships, eq(providerMemberships.providerId, solutions.providerId))
    .where(where);
  return { rows: rows.map(toLive), total: total?.n ?? 0 };
}

/** A live solution, counting the view unless `count` is false; null when not live at `now`. */
export async function viewLive(
  db: Db,
  id: string,
  now: Date,
  count = true,
): Promise<LiveRow | null> {
  const [row] = await db
    .select(liveColumns)
    .from(solutions)
    .innerJoin(providers, eq(providers.userId, solutions.providerId))
    .innerJoin(providerMemberships, eq(providerMemberships.providerId, solutions.providerId))
    .where(and(eq(solutions.id, id), liveAt(now)));
  if (!row) return null;
  if (!count) return toLive(row);
  await db
    .update(solutions)
    .set({ views: sql`${solutions.views} + 1` })
    .where(eq(solutions.id, id));
  return toLive(row);
}
