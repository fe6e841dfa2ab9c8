import type { ProfileUpdateInput, Role } from '@lotus/core';
import { schema, uniqueViolation } from '@lotus/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { users } = schema;

/** The columns a user may see of their own account. */
const ownColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  dateOfBirth: users.dateOfBirth,
  company: users.company,
  businessName: users.businessName,
  address: users.address,
  city: users.city,
  country: users.country,
  referralCode: users.referralCode,
  socialLinks: users.socialLinks,
};

export async function findOwnAccount(db: Db, id: string) {
  const [row] = await db.select(ownColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A customer's id by email (lower-cased), or null. */
export async function findCustomerId(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.role, 'CUSTOMER')))
    .limit(1);
  return row?.id ?? null;
}

export type OwnAccountRow = NonNullable<Awaited<ReturnType<typeof findOwnAccount>>>;

/**
 * Writes exactly the profile fields (never role, active flag or email). Reports a phone that
 * belongs to another account.
 */
export async function updateProfile(db: Db, id: string, input: ProfileUpdateInput, now: Date) {
  try {
    await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        dateOfBirth: input.dateOfBirth,
        company: input.company,
        businessName: input.businessName,
        address: input.address,
        city: input.city,
        country: input.country,
        socialLinks: Object.fromEntries(Object.entries(input.socialLinks).filter(([, v]) => v)),
        updatedAt: now,
      })
      .where(eq(users.id, id));
    return { ok: true as const };
  } catch (error) {
    if (uniqueViolation(error) === 'users_phone_unique') return { ok: false as const };
    throw error;
  }
}

/** The columns the back office lists of an account. */
const summaryColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  isActive: users.isActive,
  isLocked: users.isLocked,
  createdAt: users.createdAt,
};

export type AccountSummaryRow = NonNullable<Awaited<ReturnType<typeof findSummary>>>;

/** An account as the back office lists it, or null. */
export async function findSummary(db: Db, id: string) {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * Changes a staff account's role (only between staff roles: a customer is not made staff here);
 * the row as it is after, or null when no staff account has that id.
 */
export async function setStaffRole(db: Db, id: string, role: Role, now: Date) {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: now })
    .where(and(eq(users.id, id), inArray(users.role, ['ADMIN', 'OPERATOR'])))
    .returning(summaryColumns);
  return row ?? null;
}

/** A page of accounts for the back office, newest first, optionally filtered. */
export async function listAccounts(
  db: Db,
  filter: {
    search?: string | undefined;
    role?: Role | undefined;
    /** Only accounts of these roles (the staff list: operators and admins). */
    roles?: readonly Role[] | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.roles ? inArray(users.role, [...filter.roles]) : undefined,
    filter.search
      ? sql`(lower(${users.email}) LIKE ${`%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
             OR f_unaccent(lower(${users.lastName} || ' ' || ${users.firstName})) LIKE f_unaccent(${`%${filter.search.toLowerCase()}%`})
             OR ${users.phone} = ${filter.search})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Locks or unlocks an account; false when there is no such account. */
export async function setLocked(db: Db, id: string, locked: boolean, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isLocked: locked, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Sets the referral code the profile shows (the referral programme's, when its member joins). */
export async function setReferralCode(db: Db, id: string, code: string, now: Date): Promise<void> {
  await db.update(users).set({ referralCode: code, updatedAt: now }).where(eq(users.id, id));
}
