import type { CompanyRole, LedgerKind, Owned, RewardStatus } from '@lotus/core';
import { schema } from '@lotus/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../context.ts';

const {
  referralCompanies,
  referralCompanyUsers,
  referralLedger,
  referralMembers,
  referralAttributions,
  referralPayouts,
  users,
  orders,
} = schema;

export type CompanyRow = typeof referralCompanies.$inferSelect;

/** The company an account belongs to, and as whom, or null. */
export async function membershipOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      companyId: referralCompanies.id,
      companyName: referralCompanies.name,
      role: referralCompanyUsers.role,
    })
    .from(referralCompanyUsers)
    .innerJoin(referralCompanies, eq(referralCompanies.id, referralCompanyUsers.companyId))
    .where(eq(referralCompanyUsers.userId, userId));
  return row ?? null;
}

/**
 * The company users a scope covers, as a filter on a column holding a user id: a company's
 * manager sees every account of the company, a member only their own (decision 027's
 * `scopeOf`). Always within one company: a scope without one covers nobody.
 */
function inScope(userColumn: typeof referralLedger.userId | typeof users.id, scope: Owned) {
  return sql`${userColumn} IN (${accountsOf(scope)})`;
}

/** The ids of the company accounts a scope covers, as a subquery. */
function accountsOf(scope: Owned) {
  return sql`SELECT ${referralCompanyUsers.userId} FROM ${referralCompanyUsers} WHERE ${and(
    eq(referralCompanyUsers.companyId, scope.companyId ?? '00000000-0000-0000-0000-000000000000'),
    scope.ownerId ? eq(referralCompanyUsers.userId, scope.ownerId) : undefined,
  )}`;
}

/** The accounts of a company a scope sees, with their codes and how many they invited. */
export async function companyMembers(db: Db, scope: Owned) {
  const invited = db
    .select({ inviterId: referralAttributions.inviterId, n: count().as('n') })
    .from(referralAttributions)
    .groupBy(referralAttributions.inviterId)
    .as('invited');
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: referralCompanyUsers.role,
      code: referralMembers.code,
      invitees: sql<number>`coalesce(${invited.n}, 0)`.mapWith(Number),
    })
    .from(referralCompanyUsers)
    .innerJoin(users, eq(users.id, referralCompanyUsers.userId))
    .leftJoin(referralMembers, eq(referralMembers.userId, users.id))
    .leftJoin(invited, eq(invited.inviterId, users.id))
    .where(inScope(users.id, scope))
    .orderBy(asc(users.email))
    .limit(500);
}

/** The ledger of these accounts summed by account, kind and status (their balances). */
export async function ledgerSumsOf(db: Db, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      userId: referralLedger.userId,
      kind: referralLedger.kind,
      status: referralLedger.status,
      requested: sql<boolean>`${referralLedger.payoutId} IS NULL`,
      amount: sum(referralLedger.amount).mapWith(Number),
    })
    .from(referralLedger)
    .where(inArray(referralLedger.userId, userIds))
    .groupBy(
      referralLedger.userId,
      referralLedger.kind,
      referralLedger.status,
      sql`${referralLedger.payoutId} IS NULL`,
    );
}

/** Whether `userId` is an account the scope sees. */
export async function memberInScope(db: Db, scope: Owned, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inScope(users.id, scope)));
  return row !== undefined;
}

const member = alias(users, 'member');
const invitee = alias(users, 'invitee');

const entryColumns = {
  id: referralLedger.id,
  memberEmail: member.email,
  kind: referralLedger.kind,
  amount: referralLedger.amount,
  status: referralLedger.status,
  inviteeEmail: invitee.email,
  orderNumber: orders.number,
  orderTotal: referralLedger.orderTotal,
  reference: referralPayouts.reference,
  createdAt: referralLedger.createdAt,
  approvedAt: referralLedger.approvedAt,
};

function entries(db: Db) {
  return db
    .select({ ...entryColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(referralLedger)
    .innerJoin(member, eq(member.id, referralLedger.userId))
    .leftJoin(invitee, eq(invitee.id, referralLedger.inviteeId))
    .leftJoin(orders, eq(orders.id, referralLedger.orderId))
    .leftJoin(referralPayouts, eq(referralPayouts.id, referralLedger.payoutId));
}

/** A page of the ledger of the accounts a scope sees, newest first. */
export function companyLedgerPage(
  db: Db,
  scope: Owned,
  filter: { status?: RewardStatus | undefined; offset: number; limit: number },
) {
  return entries(db)
    .where(
      and(
        inScope(referralLedger.userId, scope),
        filter.status ? eq(referralLedger.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(referralLedger.createdAt), desc(referralLedger.id))
    .offset(filter.offset)
    .limit(filter.limit);
}

/** A page of the whole ledger for the back office, newest first. */
export function ledgerPage(
  db: Db,
  filter: {
    status?: RewardStatus | undefined;
    kind?: LedgerKind | undefined;
    email?: string | undefined;
    offset: number;
    limit: number;
  },
) {
  return entries(db)
    .where(
      and(
        filter.status ? eq(referralLedger.status, filter.status) : undefined,
        filter.kind ? eq(referralLedger.kind, filter.kind) : undefined,
        filter.email ? ilike(member.email, `%${likeEscaped(filter.email)}%`) : undefined,
      ),
    )
    .orderBy(desc(referralLedger.createdAt), desc(referralLedger.id))
    .offset(filter.offset)
    .limit(filter.limit);
}

/** `text` matched literally inside a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One entry of the ledger if the scope sees its account, else null. */
export async function companyEntry(db: Db, scope: Owned, id: string) {
  const [row] = await entries(db).where(
    and(eq(referralLedger.id, id), inScope(referralLedger.userId, scope)),
  );
  return row ?? null;
}

/**
 * The balance the scope's accounts were owed at `at`: approved rewards (at their approval) and
 * every other kind of entry (when written) before it.
 */
export async function balanceBefore(db: Db, scope: Owned, at: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(referralLedger.amount).mapWith(Number) })
    .from(referralLedger)
    .where(
      and(
        inScope(referralLedger.userId, scope),
        or(
          and(
            eq(referralLedger.kind, 'reward'),
            isNotNull(referralLedger.approvedAt),
            lt(referralLedger.approvedAt, at),
          ),
          and(sql`${referralLedger.kind} <> 'reward'`, lt(referralLedger.createdAt, at)),
        ),
      ),
    );
  return row?.total ?? 0;
}

/** The scope's entries written or approved in [from, to). */
export function entriesWithin(db: Db, scope: Owned, from: Date, to: Date) {
  return entries(db)
    .where(
      and(
        inScope(referralLedger.userId, scope),
        or(
          and(gte(referralLedger.createdAt, from), lt(referralLedger.createdAt, to)),
          and(gte(referralLedger.approvedAt, from), lt(referralLedger.approvedAt, to)),
        ),
      ),
    )
    .orderBy(asc(referralLedger.createdAt))
    .limit(10_000);
}

// ---------------------------------------------------------------- back office

/** Every company with how many managers and members it has. */
export function companies(db: Db) {
  return db
    .select({
      id: referralCompanies.id,
      name: referralCompanies.name,
      createdAt: referralCompanies.createdAt,
      managers:
        sql<number>`count(${referralCompanyUsers.userId}) FILTER (WHERE ${referralCompanyUsers.role} = 'manager')`.mapWith(
          Number,
        ),
      members:
        sql<number>`count(${referralCompanyUsers.userId}) FILTER (WHERE ${referralCompanyUsers.role} = 'member')`.mapWith(
          Number,
        ),
    })
    .from(referralCompanies)
    .leftJoin(referralCompanyUsers, eq(referralCompanyUsers.companyId, referralCompanies.id))
    .groupBy(referralCompanies.id)
    .orderBy(asc(referralCompanies.name));
}

export async function companyById(db: Db, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(referralCompanies).where(eq(referralCompanies.id, id));
  return row ?? null;
}

/** A new company, or null when one has its name (whatever its letter case). */
export async function insertCompany(db: Db, name: string, now: Date): Promise<CompanyRow | null> {
  const [row] = await db
    .insert(referralCompanies)
    .values({ name, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export function companyUsers(db: Db, companyId: string) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: referralCompanyUsers.role,
      addedAt: referralCompanyUsers.addedAt,
    })
    .from(referralCompanyUsers)
    .innerJoin(users, eq(users.id, referralCompanyUsers.userId))
    .where(eq(referralCompanyUsers.companyId, companyId))
    .orderBy(asc(referralCompanyUsers.role), asc(users.email));
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

/**
 * Puts an account in a company as `role` (again in the same company: its role changes); null
 * when it belongs to another company.
 */
export async function putCompanyUser(
  db: Db,
  row: { userId: string; companyId: string; role: CompanyRole; addedAt: Date },
) {
  const [saved] = await db
    .insert(referralCompanyUsers)
    .values(row)
    .onConflictDoUpdate({
      target: referralCompanyUsers.userId,
      set: { role: row.role },
      setWhere: eq(referralCompanyUsers.companyId, row.companyId),
    })
    .returning();
  return saved ?? null;
}

export async function removeCompanyUser(
  db: Db,
  companyId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(referralCompanyUsers)
    .where(
      and(eq(referralCompanyUsers.companyId, companyId), eq(referralCompanyUsers.userId, userId)),
    )
    .returning({ userId: referralCompanyUsers.userId });
  return rows.length > 0;
}
