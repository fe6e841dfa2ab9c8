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
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { audit } from '../back-office/audit.ts';
import * as repo from './user.repository.ts';

/** An account as the back office lists it. */
export function toAccountSummary(row: repo.AccountSummaryRow): AccountSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    fullName: fullName(row.firstName, row.lastName),
    phone: row.phone,
    isActive: row.isActive,
    isLocked: row.isLocked,
    createdAt: row.createdAt.toISOString(),
  };
}

function toUser(row: repo.OwnAccountRow, qrCode: string | null): User {
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
      qrCode,
      socialLinks: row.socialLinks,
    },
  };
}

/** People's accounts: one's own profile, and the back office's list of accounts. */
export function createUserService(deps: {
  auth: AuthService;
  /** The member's e-card QR code's address (the cards module), for the profile's `qrCode`. */
  qrCodeOf?: (ctx: ServiceContext, userId: string) => Promise<string | null>;
}) {
  async function me(ctx: ServiceContext): Promise<Result<User>> {
    const row = ctx.actor && (await repo.findOwnAccount(ctx.db, ctx.actor.id));
    if (!row) return fail('MISSING_USER_PROFILE');
    return ok(toUser(row, deps.qrCodeOf ? await deps.qrCodeOf(ctx, row.id) : null));
  }

  return {
    /** The signed-in actor's own account. */
    me,

    /** Updates the actor's own profile fields; a phone used by another account is refused. */
    async updateProfile(ctx: ServiceContext, input: ProfileUpdateInput): Promise<Result<User>> {
      if (!ctx.actor) return fail('UNAUTHORIZED');
      const updated = await repo.updateProfile(ctx.db, ctx.actor.id, input, ctx.now);
      if (!updated.ok) return fail('PHONE_NUMBER_ALREADY_EXIST');
      return me(ctx);
    },

    /** A customer's id by email, or null (the back office grants vouchers by email). */
    customerId(ctx: ServiceContext, email: string): Promise<string | null> {
      return repo.findCustomerId(ctx.db, email.toLowerCase());
    },

    /** Accounts for the back office, newest first. */
    async list(
      ctx: ServiceContext,
      query: PageQuery & { search?: string | undefined; role?: Role | undefined },
    ): Promise<Page<AccountSummary>> {
      const { rows, total } = await repo.listAccounts(ctx.db, {
        search: query.search,
        role: query.role,
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map(toAccountSummary),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /**
     * Locks (ending every session of the account at once) or unlocks an account, in one
     * transaction with its audit entry. Admins can't lock themselves.
     */
    async setLocked(
      ctx: ServiceContext,
      userId: string,
      locked: boolean,
    ): Promise<Result<{ id: string; isLocked: boolean }>> {
      if (locked && ctx.actor?.id === userId) return fail('FORBIDDEN');
      return withTransaction(ctx, async (tx) => {
        const before = await repo.findSummary(tx.db, userId);
        if (!before || !(await repo.setLocked(tx.db, userId, locked, tx.now))) {
          return fail('NOT_FOUND');
        }
        if (locked) await deps.auth.endSessions(tx, userId);
        await audit.record(tx, {
          entity: before.role === 'ADMIN' || before.role === 'OPERATOR' ? 'staff' : 'user',
          entityId: userId,
          action: locked ? 'lock' : 'unlock',
          before: { email: before.email, isLocked: before.isLocked },
          after: { email: before.email, isLocked: locked },
        });
        return ok({ id: userId, isLocked: locked });
      });
    },

    /** The referral code the profile shows, set when the account joins the referral programme. */
    setReferralCode(ctx: ServiceContext, userId: string, code: string): Promise<void> {
      return repo.setReferralCode(ctx.db, userId, code, ctx.now);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
