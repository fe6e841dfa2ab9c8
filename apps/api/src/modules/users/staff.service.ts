import {
  type AccountSummary,
  type Page,
  type PageQuery,
  type Result,
  STAFF_ROLES,
  type StaffInviteInput,
  type StaffRole,
  fail,
  ok,
  pageOffset,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { audit } from '../back-office/audit.ts';
import * as repo from './user.repository.ts';
import { toAccountSummary } from './user.service.ts';

/**
 * The shop's staff, as an admin keeps them (decision 043): invite an operator or an admin (an
 * account without a usable password and a mail to set one), change a role, deactivate and
 * reactivate. Each change is one transaction with its audit entry; a role change or a
 * deactivation ends that person's sessions at once (access tokens carry the role).
 */
export function createStaffService(deps: { auth: AuthService }) {
  /** The staff account `id`, or a refusal: not staff (404), or the admin themself (409). */
  async function staffOther(ctx: ServiceContext, id: string) {
    const row = await repo.findSummary(ctx.db, id);
    if (!row || !STAFF_ROLES.includes(row.role)) return fail('STAFF_NOT_FOUND');
    if (ctx.actor?.id === id) return fail('STAFF_SELF_CHANGE');
    return ok(row);
  }

  async function setLocked(
    ctx: ServiceContext,
    id: string,
    locked: boolean,
  ): Promise<Result<AccountSummary>> {
    return withTransaction(ctx, async (tx) => {
      const found = await staffOther(tx, id);
      if (!found.ok) return found;
      await repo.setLocked(tx.db, id, locked, tx.now);
      if (locked) await deps.auth.endSessions(tx, id);
      await audit.record(tx, {
        entity: 'staff',
        entityId: id,
        action: locked ? 'deactivate' : 'reactivate',
        before: { email: found.value.email, isLocked: found.value.isLocked },
        after: { email: found.value.email, isLocked: locked },
      });
      return ok(toAccountSummary({ ...found.value, isLocked: locked }));
    });
  }

  return {
    /** Operators and admins, newest first, searched as the accounts are. */
    async list(
      ctx: ServiceContext,
      query: PageQuery & { search?: string | undefined },
    ): Promise<Page<AccountSummary>> {
      const { rows, total } = await repo.listAccounts(ctx.db, {
        search: query.search,
        roles: STAFF_ROLES,
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map(toAccountSummary),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /** Creates the account and mails its invitation, in one transaction with the audit entry. */
    async invite(ctx: ServiceContext, input: StaffInviteInput): Promise<Result<AccountSummary>> {
      return withTransaction(ctx, async (tx) => {
        const created = await deps.auth.inviteStaff(tx, { ...input, phone: input.phone ?? null });
        if (!created.ok) return created;
        const row = (await repo.findSummary(tx.db, created.value.id))!;
        await audit.record(tx, {
          entity: 'staff',
          entityId: row.id,
          action: 'invite',
          after: {
            email: row.email,
            role: row.role,
            firstName: row.firstName,
            lastName: row.lastName,
            phone: row.phone,
          },
        });
        return ok(toAccountSummary(row));
      });
    },

    /** Moves a staff member to another staff role; their sessions end at once. */
    async setRole(
      ctx: ServiceContext,
      id: string,
      role: StaffRole,
    ): Promise<Result<AccountSummary>> {
      return withTransaction(ctx, async (tx) => {
        const found = await staffOther(tx, id);
        if (!found.ok) return found;
        if (found.value.role === role) return ok(toAccountSummary(found.value));
        const row = await repo.setStaffRole(tx.db, id, role, tx.now);
        if (!row) return fail('STAFF_NOT_FOUND');
        await deps.auth.endSessions(tx, id);
        await audit.record(tx, {
          entity: 'staff',
          entityId: id,
          action: 'role',
          before: { email: found.value.email, role: found.value.role },
          after: { email: row.email, role: row.role },
        });
        return ok(toAccountSummary(row));
      });
    },

    /** Stops a staff member signing in (the account's lock); their sessions end at once. */
    deactivate: (ctx: ServiceContext, id: string) => setLocked(ctx, id, true),

    /** Lets a deactivated staff member sign in again. */
    reactivate: (ctx: ServiceContext, id: string) => setLocked(ctx, id, false),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
