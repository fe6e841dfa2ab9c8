import {
  type AccountSummary,
  type Page,
  type PageQuery,
  type ProfileUpdateInput,
  type Result,
  type Role,
  type User,
  fail,
  fullName,
  ok,
  pageOffset,
} from '@lotus/core';
import type { Database } from '@lotus/db';
import { revokeUserSessions } from '../auth/auth.repository.ts';
import * as repo from './user.repository.ts';

function toUser(row: repo.OwnAccountRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: fullName(row.firstName, row.lastName),
      phone: row.phone,
      dateOfBirth: row.dateOfBirth,
      company: row.company,
      businessName: row.businessName,
      address: row.address,
      city: row.city,
      country: row.country,
      referralCode: row.referralCode,
      socialLinks: row.socialLinks,
    },
  };
}

/** The signed-in user's own account. */
export async function getMe(db: Database, userId: string): Promise<Result<User>> {
  const row = await repo.findOwnAccount(db, userId);
  return row ? ok(toUser(row)) : fail('MISSING_USER_PROFILE');
}

/** Updates the user's own profile fields; a phone already used by another account is refused. */
export async function updateMyProfile(
  db: Database,
  userId: string,
  input: ProfileUpdateInput,
): Promise<Result<User>> {
  const updated = await repo.updateProfile(db, userId, input);
  if (!updated.ok) return fail('PHONE_NUMBER_ALREADY_EXIST');
  return getMe(db, userId);
}

/** Accounts for the back office. */
export async function listAccounts(
  db: Database,
  query: PageQuery & { search?: string | undefined; role?: Role | undefined },
): Promise<Page<AccountSummary>> {
  const { rows, total } = await repo.listAccounts(db, {
    search: query.search,
    role: query.role,
    limit: query.limit,
    offset: pageOffset(query),
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      fullName: fullName(row.firstName, row.lastName),
      phone: row.phone,
      isActive: row.isActive,
      isLocked: row.isLocked,
      createdAt: row.createdAt.toISOString(),
    })),
    meta: { page: query.page, pageSize: query.limit, total },
  };
}

/** Locks (ending every session at once) or unlocks an account. Admins can't lock themselves. */
export async function setAccountLocked(
  db: Database,
  actorId: string,
  userId: string,
  locked: boolean,
  now: Date,
): Promise<Result<{ id: string; isLocked: boolean }>> {
  if (locked && actorId === userId) return fail('FORBIDDEN');
  if (!(await repo.setLocked(db, userId, locked))) return fail('NOT_FOUND');
  if (locked) await revokeUserSessions(db, userId, now);
  return ok({ id: userId, isLocked: locked });
}
