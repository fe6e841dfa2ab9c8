import { schema } from '@lotus/db';
import { and, asc, count, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const {
  referralCampaigns,
  referralMembers,
  referralAttributions,
  referralInvitations,
  users,
  orders,
} = schema;

export type CampaignRow = typeof referralCampaigns.$inferSelect;
export type MemberRow = typeof referralMembers.$inferSelect;
export type AttributionRow = typeof referralAttributions.$inferSelect;

/** The campaign running at `now` (the latest started, switched on, not ended), or null. */
export async function runningCampaign(db: Db, now: Date): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(referralCampaigns)
    .where(
      and(
        eq(referralCampaigns.isActive, true),
        lte(referralCampaigns.startsAt, now),
        or(isNull(referralCampaigns.endsAt), gt(referralCampaigns.endsAt, now)),
      ),
    )
    .orderBy(desc(referralCampaigns.startsAt))
    .limit(1);
  return row ?? null;
}

export async function campaignById(db: Db, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(referralCampaigns).where(eq(referralCampaigns.id, id));
  return row ?? null;
}

/**
 * Takes `amount` of a campaign's budget by a conditional update: false when it would overspend
 * (a campaign without a budget always has room).
 */
export async function takeBudget(db: Db, campaignId: string, amount: number): Promise<boolean> {
  if (amount === 0) return true;
  const rows = await db
    .update(referralCampaigns)
    .set({ budgetUsed: sql`${referralCampaigns.budgetUsed} + ${amount}` })
    .where(
      and(
        eq(referralCampaigns.id, campaignId),
        or(
          isNull(referralCampaigns.budget),
          lte(sql`${referralCampaigns.budgetUsed} + ${amount}`, referralCampaigns.budget),
        ),
      ),
    )
    .returning({ id: referralCampaigns.id });
  return rows.length > 0;
}

/** Gives `amount` back to a campaign's budget (a reward cancelled or reversed). */
export async function giveBackBudget(db: Db, campaignId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await db
    .update(referralCampaigns)
    .set({ budgetUsed: sql`greatest(0, ${referralCampaigns.budgetUsed} - ${amount})` })
    .where(eq(referralCampaigns.id, campaignId));
}

export async function findMember(db: Db, userId: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(referralMembers).where(eq(referralMembers.userId, userId));
  return row ?? null;
}

export async function findMemberByCode(db: Db, code: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(referralMembers).where(eq(referralMembers.code, code));
  return row ?? null;
}

/**
 * Makes a user a member with `code`: the member (new, or the one already there), or
 * `'CODE_TAKEN'` when another member holds the code (the caller draws another).
 */
export async function insertMember(
  db: Db,
  row: { userId: string; code: string; campaignId: string; devices: string[]; joinedAt: Date },
): Promise<MemberRow | 'CODE_TAKEN'> {
  const [inserted] = await db.insert(referralMembers).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const existing = await findMember(db, row.userId);
  return existing ?? 'CODE_TAKEN';
}

/** Remembers a device cookie a member was seen with (for the self-referral check). */
/**
 * Remembers the device cookie and the address-and-browser hash a member was seen with (the
 * self-referral and "same IP and browser" checks compare them), each at most 20, once.
 */
export async function remember(
  db: Db,
  userId: string,
  device: string | null,
  seen: string | null,
): Promise<void> {
  const add = (column: AnyColumn, value: string | null) =>
    value === null
      ? sql`${column}`
      : sql`CASE WHEN ${value} = ANY(${column}) OR cardinality(${column}) >= 20 THEN ${column} ELSE array_append(${column}, ${value}) END`;
  if (device === null && seen === null) return;
  await db
    .update(referralMembers)
    .set({ devices: add(referralMembers.devices, device), seen: add(referralMembers.seen, seen) })
    .where(eq(referralMembers.userId, userId));
}

/** Moves a member's available balance by `delta` (a credit, or a reversal that may leave debt). */
export async function moveAvailable(db: Db, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .update(referralMembers)
    .set({ available: sql`${referralMembers.available} + ${delta}` })
    .where(eq(referralMembers.userId, userId));
}

/** Takes `amount` of a member's available balance, only if it is there (conditional update). */
export async function takeAvailable(db: Db, userId: string, amount: number): Promise<boolean> {
  const rows = await db
    .update(referralMembers)
    .set({ available: sql`${referralMembers.available} - ${amount}` })
    .where(and(eq(referralMembers.userId, userId), gte(referralMembers.available, amount)))
    .returning({ userId: referralMembers.userId });
  return rows.length > 0;
}

/** What the attribution checks read of an account. */
export async function person(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** Whether an account uses this email (compared case-insensitively, as sign-up does). */
export async function accountWithEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export async function hasOrdered(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function findAttribution(db: Db, inviteeId: string): Promise<AttributionRow | null> {
  const [row] = await db
    .select()
    .from(referralAttributions)
    .where(eq(referralAttributions.inviteeId, inviteeId));
  return row ?? null;
}

/** Who invited `userId`, and who invited them, up to `depth` steps (nearest first). */
export async function ancestors(db: Db, userId: string, depth = 20): Promise<string[]> {
  const chain: string[] = [];
  let current = userId;
  for (let i = 0; i < depth; i++) {
    const row = await findAttribution(db, current);
    if (!row || chain.includes(row.inviterId)) break;
    chain.push(row.inviterId);
    current = row.inviterId;
  }
  return chain;
}

/** Binds an invitee to an inviter, once: false when the invitee already has one. */
export async function insertAttribution(
  db: Db,
  row: typeof referralAttributions.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(referralAttributions)
    .values(row)
    .onConflictDoNothing()
    .returning({ inviteeId: referralAttributions.inviteeId });
  return inserted.length > 0;
}

/**
 * Marks `orderId` as the invitee's first order, if none was: true when it is (now, or already by
 * an earlier run of the same event).
 */
export async function takeFirstOrder(db: Db, inviteeId: string, orderId: string): Promise<boolean> {
  await db
    .update(referralAttributions)
    .set({ firstOrderId: orderId })
    .where(
      and(eq(referralAttributions.inviteeId, inviteeId), isNull(referralAttributions.firstOrderId)),
    );
  const row = await findAttribution(db, inviteeId);
  return row?.firstOrderId === orderId;
}

/** How many invitees an inviter gained since `since` (the velocity signal). */
export async function attributionsSince(db: Db, inviterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralAttributions)
    .where(
      and(
        eq(referralAttributions.inviterId, inviterId),
        gte(referralAttributions.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The people a member invited, oldest first, with their first order's state. */
export async function invitees(db: Db, inviterId: string) {
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      joinedAt: referralAttributions.createdAt,
      firstOrderId: referralAttributions.firstOrderId,
    })
    .from(referralAttributions)
    .innerJoin(users, eq(users.id, referralAttributions.inviteeId))
    .where(eq(referralAttributions.inviterId, inviterId))
    .orderBy(asc(referralAttributions.createdAt))
    .limit(500);
}

/** Records an invitation: false when the same inviter invited the same mailbox that day. */
export async function insertInvitation(
  db: Db,
  row: { inviterId: string; email: string; day: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(referralInvitations)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: referralInvitations.id });
  return inserted.length > 0;
}

/** Invitations an inviter sent since `since` (their daily budget). */
export async function invitationsSince(db: Db, inviterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralInvitations)
    .where(
      and(eq(referralInvitations.inviterId, inviterId), gte(referralInvitations.createdAt, since)),
    );
  return row?.n ?? 0;
}

/**
 * Takes the welcome gift for `orderId`, once (a conditional update in the order's transaction):
 * false when another order of the invitee took it first.
 */
export async function claimWelcome(
  db: Db,
  inviteeId: string,
  campaignId: string,
  orderId: string,
): Promise<boolean> {
  const rows = await db
    .update(referralAttributions)
    .set({ firstOrderId: orderId })
    .where(
      and(
        eq(referralAttributions.inviteeId, inviteeId),
        eq(referralAttributions.campaignId, campaignId),
        isNull(referralAttributions.firstOrderId),
      ),
    )
    .returning({ inviteeId: referralAttributions.inviteeId });
  return rows.length > 0;
}

/** Every campaign, newest start first. */
export function allCampaigns(db: Db): Promise<CampaignRow[]> {
  return db.select().from(referralCampaigns).orderBy(desc(referralCampaigns.startsAt)).limit(200);
}

export async function insertCampaign(
  db: Db,
  row: typeof referralCampaigns.$inferInsert,
): Promise<CampaignRow> {
  const [inserted] = await db.insert(referralCampaigns).values(row).returning();
  return inserted!;
}

/** Changes a campaign's terms (never its budget used); null when there is no such campaign. */
export async function updateCampaign(
  db: Db,
  id: string,
  row: Partial<typeof referralCampaigns.$inferInsert>,
): Promise<CampaignRow | null> {
  const [updated] = await db
    .update(referralCampaigns)
    .set(row)
    .where(eq(referralCampaigns.id, id))
    .returning();
  return updated ?? null;
}

/** Members whose approved balance is above nought, largest first, with their email. */
export function payableMembers(db: Db) {
  return db
    .select({
      userId: referralMembers.userId,
      email: users.email,
      code: referralMembers.code,
      available: referralMembers.available,
    })
    .from(referralMembers)
    .innerJoin(users, eq(users.id, referralMembers.userId))
    .where(gt(referralMembers.available, 0))
    .orderBy(desc(referralMembers.available))
    .limit(200);
}
