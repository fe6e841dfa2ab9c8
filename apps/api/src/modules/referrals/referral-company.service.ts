import {
  type CompanyRole,
  type LoginInput,
  type Owned,
  type PortalLedgerQuery,
  type ReferralCredentials,
  type Result,
  balancesOf,
  fail,
  fullName,
  maskEmail,
  ok,
  pageOffset,
  scopeOf,
  statementCsv,
  statementOf,
  vietnamMonth,
  type RewardStatus,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import type { ReferralTokens } from '../../lib/referral-tokens.ts';
import type { AuthService, Session } from '../auth/auth.service.ts';
import type { SessionRevocations } from '../auth/session-revocations.ts';
import * as repo from './referral-company.repository.ts';
import { sumsAsEntries } from './referral-ledger.repository.ts';
import type { ReferralService } from './referral.service.ts';

type EntryRow = NonNullable<Awaited<ReturnType<typeof repo.companyEntry>>>;

const entryView = (r: EntryRow) => ({
  id: r.id,
  memberEmail: r.memberEmail,
  kind: r.kind,
  amount: r.amount,
  status: r.status,
  account: r.inviteeEmail ? maskEmail(r.inviteeEmail) : null,
  orderNumber: r.orderNumber,
  orderTotal: r.orderTotal,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  approvedAt: r.approvedAt?.toISOString() ?? null,
});

/**
 * The referral companies (the spec's distributor system; decisions 027 and 041): their own
 * login and token pair, what a company's session may read (its members, their invitees, orders
 * and rewards, a monthly statement), and the back office's companies and their accounts.
 * Every read is scoped in SQL by `scopeOf(actor)`: another company's row is 404.
 */
export function createReferralCompanyService(deps: {
  auth: AuthService;
  referrals: ReferralService;
  referralTokens: ReferralTokens;
  revocations: SessionRevocations;
}) {
  /** The spec's `referralCredentials` for a user's session, if the user belongs to a company. */
  async function credentialsFor(
    ctx: ServiceContext,
    user: Session['user'],
    sessionId: string,
  ): Promise<ReferralCredentials | null> {
    const membership = await repo.membershipOf(ctx.db, user.id);
    if (!membership) return null;
    return deps.referralTokens.credentials(
      {
        userId: user.id,
        role: user.role,
        email: user.email,
        sessionId,
        companyId: membership.companyId,
        companyName: membership.companyName,
        companyRole: membership.role,
      },
      ctx.now,
    );
  }

  /**
   * The scope of the calling referral session, while its account still belongs to the company
   * its token names, as the role it names (taken out of it, the session stops at once).
   */
  async function scope(
    ctx: ServiceContext,
  ): Promise<Result<{ scope: Owned; name: string; role: CompanyRole }>> {
    const actor = actorOf(ctx);
    const membership = await repo.membershipOf(ctx.db, actor.id);
    if (
      !membership ||
      membership.companyId !== actor.companyId ||
      membership.role !== actor.companyRole
    ) {
      return fail('REFERRAL_AUTH_MISSING');
    }
    return ok({ scope: scopeOf(actor), name: membership.companyName, role: membership.role });
  }

  async function statement(ctx: ServiceContext, month: string) {
    const found = await scope(ctx);
    if (!found.ok) return found;
    const { from, to } = vietnamMonth(month);
    const [opening, rows] = await Promise.all([
      repo.balanceBefore(ctx.db, found.value.scope, from),
      repo.entriesWithin(ctx.db, found.value.scope, from, to),
    ]);
    return ok({
      company: found.value.name,
      month,
      statement: statementOf({
        opening,
        entries: rows.map((r) => ({ ...r, memberEmail: r.memberEmail })),
        from,
        to,
      }),
    });
  }

  return {
    credentialsFor,

    /**
     * A company account's own login: the shop's login (a session of its own, with its tokens)
     * and the referral credentials of the company it belongs to; an account of no company is
     * refused.
     */
    async login(ctx: ServiceContext, input: LoginInput, userAgent: string | null) {
      const session = await deps.auth.login(ctx, input, userAgent);
      if (!session.ok) return session;
      const credentials = await credentialsFor(ctx, session.value.user, session.value.sessionId);
      if (!credentials) return fail('REFERRAL_COMPANY_NOT_MEMBER');
      return ok({ session: session.value, credentials });
    },

    /** New referral credentials for a live refresh token of an account still in its company. */
    async refresh(ctx: ServiceContext, token: string): Promise<Result<ReferralCredentials>> {
      const check = await deps.referralTokens.verifyRefresh(token, ctx.now);
      if (check.status !== 'valid') return fail('REFERRAL_AUTH_MISSING');
      const { claims } = check;
      if (deps.revocations.isRevoked(claims.sessionId, claims.issuedAt)) {
        return fail('REFERRAL_AUTH_MISSING');
      }
      const membership = await repo.membershipOf(ctx.db, claims.userId);
      if (!membership || membership.companyId !== claims.companyId) {
        return fail('REFERRAL_AUTH_MISSING');
      }
      return ok(
        await deps.referralTokens.credentials(
          {
            ...claims,
            companyName: membership.companyName,
            companyRole: membership.role,
          },
          ctx.now,
        ),
      );
    },

    async me(ctx: ServiceContext) {
      const found = await scope(ctx);
      if (!found.ok) return found;
      const actor = actorOf(ctx);
      return ok({
        id: actor.companyId!,
        name: found.value.name,
        role: found.value.role,
        email: actor.email,
      });
    },

    /** The company's accounts the session sees, with codes, invitees and balances. */
    async members(ctx: ServiceContext) {
      const found = await scope(ctx);
      if (!found.ok) return found;
      const people = await repo.companyMembers(ctx.db, found.value.scope);
      const sums = await repo.ledgerSumsOf(
        ctx.db,
        people.map((p) => p.userId),
      );
      return ok(
        people.map((p) => {
          const b = balancesOf(sumsAsEntries(sums.filter((s) => s.userId === p.userId)));
          return {
            userId: p.userId,
            email: p.email,
            name: fullName(p.firstName, p.lastName),
            role: p.role,
            code: p.code,
            invitees: p.invitees,
            pending: b.pending,
            available: b.available,
            paid: b.paid,
          };
        }),
      );
    },

    /** The people one of the company's members invited; another company's member is 404. */
    async invitees(ctx: ServiceContext, userId: string) {
      const found = await scope(ctx);
      if (!found.ok) return found;
      if (!(await repo.memberInScope(ctx.db, found.value.scope, userId))) return fail('NOT_FOUND');
      return ok(await deps.referrals.inviteesOf(ctx, userId));
    },

    async rewards(
      ctx: ServiceContext,
      query: { page: number; limit: number; status?: RewardStatus | undefined },
    ) {
      const found = await scope(ctx);
      if (!found.ok) return found;
      const offset = pageOffset(query);
      const rows = await repo.companyLedgerPage(ctx.db, found.value.scope, {
        status: query.status,
        offset,
        limit: query.limit,
      });
      return ok({
        items: rows.map(entryView),
        meta: { page: query.page, pageSize: query.limit, total: rows[0]?.total ?? 0 },
      });
    },

    /** One entry of the company's ledger; another company's is 404. */
    async reward(ctx: ServiceContext, id: string) {
      const found = await scope(ctx);
      if (!found.ok) return found;
      const row = await repo.companyEntry(ctx.db, found.value.scope, id);
      return row ? ok(entryView(row)) : fail('REWARD_NOT_FOUND');
    },

    /** A month's statement of the company's rewards. */
    async statement(ctx: ServiceContext, month: string) {
      const result = await statement(ctx, month);
      if (!result.ok) return result;
      const { company, statement: s } = result.value;
      return ok({
        company,
        month,
        ...s,
        lines: s.lines.map((l) => ({ ...l, at: l.at.toISOString() })),
      });
    },

    /** The same statement as CSV. */
    async statementCsv(ctx: ServiceContext, month: string) {
      const result = await statement(ctx, month);
      if (!result.ok) return result;
      return ok(statementCsv(result.value.company, month, result.value.statement));
    },

    // ------------------------------------------------------------ back office (ADMIN)

    async companies(ctx: ServiceContext) {
      return (await repo.companies(ctx.db)).map((c) => ({
        ...c,
        createdAt: c.createdAt.toISOString(),
      }));
    },

    /** The back office's view of the whole ledger (staff), filtered and paged. */
    async ledger(ctx: ServiceContext, query: PortalLedgerQuery) {
      const rows = await repo.ledgerPage(ctx.db, {
        status: query.status,
        kind: query.kind,
        email: query.email || undefined,
        offset: pageOffset(query),
        limit: query.limit,
      });
      return {
        items: rows.map(entryView),
        meta: { page: query.page, pageSize: query.limit, total: rows[0]?.total ?? 0 },
      };
    },

    async createCompany(ctx: ServiceContext, name: string) {
      const row = await repo.insertCompany(ctx.db, name, ctx.now);
      if (!row) return fail('REFERRAL_COMPANY_NAME_TAKEN');
      return ok({
        id: row.id,
        name: row.name,
        managers: 0,
        members: 0,
        createdAt: row.createdAt.toISOString(),
      });
    },

    async users(ctx: ServiceContext, companyId: string) {
      if (!(await repo.companyById(ctx.db, companyId))) return fail('REFERRAL_COMPANY_NOT_FOUND');
      return ok(
        (await repo.companyUsers(ctx.db, companyId)).map((u) => ({
          userId: u.userId,
          email: u.email,
          name: fullName(u.firstName, u.lastName),
          role: u.role,
          addedAt: u.addedAt.toISOString(),
        })),
      );
    },

    /** Puts an existing account in a company (one company each). */
    async addUser(
      ctx: ServiceContext,
      companyId: string,
      input: { email: string; role: CompanyRole },
    ) {
      return withTransaction(ctx, async (tx) => {
        if (!(await repo.companyById(tx.db, companyId))) {
          return fail('REFERRAL_COMPANY_NOT_FOUND');
        }
        const user = await repo.userByEmail(tx.db, input.email);
        if (!user) return fail('REFERRAL_COMPANY_ACCOUNT_NOT_FOUND');
        const saved = await repo.putCompanyUser(tx.db, {
          userId: user.id,
          companyId,
          role: input.role,
          addedAt: tx.now,
        });
        if (!saved) return fail('REFERRAL_COMPANY_USER_TAKEN');
        return ok({
          userId: user.id,
          email: user.email,
          name: fullName(user.firstName, user.lastName),
          role: saved.role,
          addedAt: saved.addedAt.toISOString(),
        });
      });
    },

    async removeUser(ctx: ServiceContext, companyId: string, userId: string) {
      if (!(await repo.removeCompanyUser(ctx.db, companyId, userId))) return fail('NOT_FOUND');
      return ok({ removed: true as const });
    },
  };
}

export type ReferralCompanyService = ReturnType<typeof createReferralCompanyService>;
