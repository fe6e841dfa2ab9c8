import type { ProviderStatus } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, asc, count, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { providers, membershipPlans, providerMemberships, membershipPurchases, users } = schema;

export type ProviderRow = typeof providers.$inferSelect & {
  email: string;
  phone: string | null;
  language: string;
};
export type PlanRow = typeof membershipPlans.$inferSelect;
export type MembershipRow = typeof providerMemberships.$inferSelect;

const providerColumns = {
  userId: providers.userId,
  businessName: providers.businessName,
  searchName: providers.searchName,
  contactPerson: providers.contactPerson,
  taxCode: providers.taxCode,
  address: providers.address,
  status: providers.status,
  reason: providers.reason,
  createdAt: providers.createdAt,
  updatedAt: providers.updatedAt,
  email: users.email,
  phone: users.phone,
  language: users.language,
};

export async function insertProvider(db: Db, values: typeof providers.$inferInsert) {
  await db.insert(providers).values(values);
}

export async function findProvider(db: Db, userId: string): Promise<ProviderRow | null> {
  const [row] = await db
    .select(providerColumns)
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.userId, userId));
  return row ?? null;
}

export async function listProviders(
  db: Db,
  query: { status?: ProviderStatus | undefined; limit: number; offset: number },
): Promise<{ rows: ProviderRow[]; total: number }> {
  const where = query.status ? eq(providers.status, query.status) : undefined;
  const rows = await db
    .select(providerColumns)
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(where)
    .orderBy(desc(providers.createdAt), asc(providers.userId))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(providers).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Moves a provider from `from` to `to` by a conditional update: false when it moved meanwhile. */
export async function moveProvider(
  db: Db,
  userId: string,
  from: ProviderStatus,
  to: ProviderStatus,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(providers)
    .set({ status: to, reason, updatedAt: now })
    .where(and(eq(providers.userId, userId), eq(providers.status, from)))
    .returning({ id: providers.userId });
  return rows.length > 0;
}

export async function plans(db: Db, onlyActive: boolean): Promise<PlanRow[]> {
  return db
    .select()
    .from(membershipPlans)
    .where(onlyActive ? eq(membershipPlans.isActive, true) : undefined)
    .orderBy(asc(membershipPlans.price), asc(membershipPlans.createdAt));
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
  return row ?? null;
}

export async function insertPlan(db: Db, values: typeof membershipPlans.$inferInsert) {
  const [row] = await db.insert(membershipPlans).values(values).returning();
  return row!;
}

export async function updatePlan(
  db: Db,
  id: string,
  values: Partial<typeof membershipPlans.$inferInsert>,
): Promise<PlanRow | null> {
  const [row] = await db
    .update(membershipPlans)
    .set(values)
    .where(eq(membershipPlans.id, id))
    .returning();
  return row ?? null;
}

export async function findMembership(db: Db, providerId: string): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(providerMemberships)
    .where(eq(providerMemberships.providerId, providerId));
  return row ?? null;
}

/**
 * Starts or renews a provider's membership in one statement: the plan's limit replaces the old
 * one (a downgrade keeps what is published: the counter is untouched), and the window runs from
 * the current end while it is in force, otherwise from `now`. Racing the expiry sweep it always
 * leaves the membership active: whichever commits second sees the other's row.
 */
export async function renewMembership(
  db: Db,
  input: { providerId: string; plan: PlanRow; now: Date },
): Promise<MembershipRow> {
  const { providerId, plan, now } = input;
  const at = sql`${now.toISOString()}::timestamptz`;
  const days = sql`make_interval(days => ${plan.durationDays})`;
  const [row] = await db
    .insert(providerMemberships)
    .values({
      providerId,
      planId: plan.id,
      maxPublished: plan.maxPublished,
      startsAt: now,
      expiresAt: sql`${at} + ${days}`,
      status: 'active',
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: providerMemberships.providerId,
      set: {
        planId: plan.id,
        maxPublished: plan.maxPublished,
        startsAt: sql`CASE WHEN ${providerMemberships.expiresAt} > ${at} THEN ${providerMemberships.startsAt} ELSE ${at} END`,
        expiresAt: sql`greatest(${providerMemberships.expiresAt}, ${at}) + ${days}`,
        status: 'active',
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function insertPurchase(db: Db, values: typeof membershipPurchases.$inferInsert) {
  await db.insert(membershipPurchases).values(values);
}

/**
 * Takes one publishing slot of the provider's membership: the one statement that enforces the
 * plan's limit (decision 040). False when the membership is missing, over, or full.
 */
export async function takeSlot(db: Db, providerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(providerMemberships)
    .set({ publishedCount: sql`${providerMemberships.publishedCount} + 1` })
    .where(
      and(
        eq(providerMemberships.providerId, providerId),
        gt(providerMemberships.expiresAt, now),
        lt(providerMemberships.publishedCount, providerMemberships.maxPublished),
      ),
    )
    .returning({ id: providerMemberships.providerId });
  return rows.length > 0;
}

/** Gives a slot back (an unpublish, a rejected first publish, a deletion). */
export async function freeSlot(db: Db, providerId: string): Promise<void> {
  await db
    .update(providerMemberships)
    .set({ publishedCount: sql`${providerMemberships.publishedCount} - 1` })
    .where(eq(providerMemberships.providerId, providerId));
}

/** Marks the memberships whose end has passed expired, each once; the providers to tell. */
export async function expireDue(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .update(providerMemberships)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(providerMemberships.status, 'active'), lte(providerMemberships.expiresAt, now)))
    .returning({ providerId: providerMemberships.providerId });
  return rows.map((r) => r.providerId);
}

/**
 * Marks the memberships that end within `withinMs` as reminded for their current end, each once
 * per end (a renewal moves the end, and so the next reminder); the providers to remind.
 */
export async function remindDue(
  db: Db,
  now: Date,
  withinMs: number,
): Promise<{ providerId: string; expiresAt: Date }[]> {
  return db
    .update(providerMemberships)
    .set({ remindedFor: sql`${providerMemberships.expiresAt}` })
    .where(
      and(
        eq(providerMemberships.status, 'active'),
        gt(providerMemberships.expiresAt, now),
        lte(providerMemberships.expiresAt, new Date(now.getTime() + withinMs)),
        or(
          isNull(providerMemberships.remindedFor),
          ne(providerMemberships.remindedFor, providerMemberships.expiresAt),
        ),
      ),
    )
    .returning({
      providerId: providerMemberships.providerId,
      expiresAt: providerMemberships.expiresAt,
    });
}

export type PurchaseRow = typeof membershipPurchases.$inferSelect;

export async function findPurchaseByRef(
  db: Db,
  method: string,
  txnRef: string,
): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(membershipPurchases)
    .where(and(eq(membershipPurchases.method, method), eq(membershipPurchases.txnRef, txnRef)));
  return row ?? null;
}

export async function purchasesOf(db: Db, providerId: string): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(membershipPurchases)
    .where(eq(membershipPurchases.providerId, providerId))
    .orderBy(desc(membershipPurchases.createdAt));
}

export async function setPaymentUrl(db: Db, id: string, paymentUrl: string | null) {
  await db
    .update(membershipPurchases)
    .set(paymentUrl ? { paymentUrl } : { status: 'failed' })
    .where(eq(membershipPurchases.id, id));
}

/**
 * Decides a pending purchase once, by a conditional update (a message replayed, or the IPN and
 * the return together, decide it once): the row decided, or null when it was decided before.
 */
export async function decidePurchase(
  db: Db,
  input: {
    id: string;
    to: 'paid' | 'failed';
    resultCode: string;
    message: Record<string, unknown>;
    now: Date;
  },
): Promise<PurchaseRow | null> {
  const [row] = await db
    .update(membershipPurchases)
    .set({
      status: input.to,
      resultCode: input.resultCode,
      gatewayMessage: input.message,
      ...(input.to === 'paid' ? { paidAt: input.now } : {}),
    })
    .where(and(eq(membershipPurchases.id, input.id), eq(membershipPurchases.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function setPurchaseWindow(db: Db, id: string, window: MembershipRow) {
  await db
    .update(membershipPurchases)
    .set({ startsAt: window.startsAt, expiresAt: window.expiresAt })
    .where(eq(membershipPurchases.id, id));
}
