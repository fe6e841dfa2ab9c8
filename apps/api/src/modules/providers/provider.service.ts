import {
  type Membership,
  type Plan,
  type PlanInput,
  type Provider,
  type ProviderRegisterInput,
  type ProviderStatus,
  type Result,
  MEMBERSHIP_REMINDER_MS,
  canMoveProvider,
  fail,
  isLanguage,
  membershipActive,
  ok,
  pageOffset,
  reminderDue,
  withoutDiacritics,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import { derivedId } from '../../lib/derived-id.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderExpired, renderReminder } from './provider-mail.templates.ts';
import * as repo from './provider.repository.ts';

declare module '../../jobs/jobs.ts' {
  interface JobKinds {
    /** Expires the memberships whose end passed and reminds those ending within a week. */
    'providers.sweep': Record<string, never>;
  }
}

/** A business name as the home filter's `providerName` matches it. */
export const searchNameOf = (name: string) => withoutDiacritics(name.toLowerCase()).trim();

export function toProvider(row: repo.ProviderRow): Provider {
  return {
    id: row.userId,
    businessName: row.businessName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone ?? '',
    taxCode: row.taxCode,
    address: row.address,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPlan(row: repo.PlanRow, lang: string): Plan {
  return {
    id: row.id,
    nameVi: row.nameVi,
    nameEn: row.nameEn,
    name: lang === 'en' ? row.nameEn : row.nameVi,
    price: row.price,
    durationDays: row.durationDays,
    maxPublished: row.maxPublished,
    isActive: row.isActive,
  };
}

async function toMembership(
  ctx: ServiceContext,
  row: repo.MembershipRow | null,
): Promise<Membership | null> {
  if (!row) return null;
  const plan = await repo.findPlan(ctx.db, row.planId);
  return {
    providerId: row.providerId,
    planId: row.planId,
    planName: plan ? toPlan(plan, ctx.lang).name : '',
    maxPublished: row.maxPublished,
    publishedCount: row.publishedCount,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    active: membershipActive(row.expiresAt, ctx.now),
  };
}

/**
 * Provider accounts, membership plans and memberships (issue 36, decision 040): registration
 * through the auth service's sign-up, an operator's approval, the ADMIN's plans, and the
 * membership's window, renewed in one statement and expired by the sweep job.
 */
export function createProviderService(deps: {
  auth: AuthService;
  mail: MailService;
  publicUrl: string;
}) {
  const dashboardLink = `${deps.publicUrl}/provider`;

  /** The sweeps that will expire and remind the membership ending at `expiresAt`. */
  async function scheduleSweeps(ctx: ServiceContext, providerId: string, expiresAt: Date) {
    for (const at of [reminderDue(expiresAt), expiresAt]) {
      await ctx.jobs.enqueue(
        'providers.sweep',
        {},
        {
          startAfter: at < ctx.now ? ctx.now : at,
          id: derivedId(`providers.sweep/${providerId}/${at.toISOString()}`),
        },
      );
    }
  }

  /**
   * Adds a period of `plan` to the membership in one statement (see `renewMembership`) and writes
   * the sweeps for its reminder and end.
   */
  async function extend(ctx: ServiceContext, providerId: string, plan: repo.PlanRow) {
    const row = await repo.renewMembership(ctx.db, { providerId, plan, now: ctx.now });
    await scheduleSweeps(ctx, providerId, row.expiresAt);
    return row;
  }

  return {
    /** A provider's sign-up: an inactive PROVIDER account (verified by mail) and its row. */
    async register(ctx: ServiceContext, input: ProviderRegisterInput) {
      return deps.auth.register(
        ctx,
        {
          firstName: input.contactPerson,
          lastName: '',
          email: input.email,
          phone: input.phone,
          password: input.password,
          confirmPassword: input.confirmPassword,
        },
        {},
        {
          role: 'PROVIDER',
          then: (tx, userId) =>
            repo.insertProvider(tx.db, {
              userId,
              businessName: input.businessName,
              searchName: searchNameOf(input.businessName),
              contactPerson: input.contactPerson,
              taxCode: input.taxCode,
              address: input.address,
              status: 'pending',
              createdAt: tx.now,
              updatedAt: tx.now,
            }),
        },
      );
    },

    /** The signed-in provider's account and membership. */
    async me(
      ctx: ServiceContext,
    ): Promise<Result<{ provider: Provider; membership: Membership | null }>> {
      const row = await repo.findProvider(ctx.db, actorOf(ctx).id);
      if (!row) return fail('PROVIDER_NOT_FOUND');
      const membership = await toMembership(ctx, await repo.findMembership(ctx.db, row.userId));
      return ok({ provider: toProvider(row), membership });
    },

    /** The provider row of `userId`, or null (other modules ask through here). */
    async find(ctx: ServiceContext, userId: string) {
      return repo.findProvider(ctx.db, userId);
    },

    async list(
      ctx: ServiceContext,
      query: { status?: ProviderStatus | undefined; page: number; limit: number },
    ) {
      const { rows, total } = await repo.listProviders(ctx.db, {
        status: query.status,
        limit: query.limit,
        offset: pageOffset(query),
      });
      const items = [];
      for (const row of rows) {
        const membership = await toMembership(ctx, await repo.findMembership(ctx.db, row.userId));
        items.push({ ...toProvider(row), membership });
      }
      return { items, meta: { page: query.page, pageSize: query.limit, total } };
    },

    /** An operator approves, rejects or suspends a provider, along the allowed moves. */
    async decide(
      ctx: ServiceContext,
      id: string,
      input: { status: 'approved' | 'rejected' | 'suspended'; reason?: string | undefined },
    ): Promise<Result<Provider>> {
      const row = await repo.findProvider(ctx.db, id);
      if (!row) return fail('PROVIDER_NOT_FOUND');
      if (!canMoveProvider(row.status, input.status)) return fail('PROVIDER_STATUS_NOT_ALLOWED');
      const reason = input.status === 'approved' ? null : (input.reason ?? null);
      const moved = await repo.moveProvider(ctx.db, id, row.status, input.status, reason, ctx.now);
      if (!moved) return fail('PROVIDER_STATUS_NOT_ALLOWED');
      return ok(toProvider((await repo.findProvider(ctx.db, id))!));
    },

    async plans(ctx: ServiceContext, onlyActive: boolean): Promise<Plan[]> {
      return (await repo.plans(ctx.db, onlyActive)).map((row) => toPlan(row, ctx.lang));
    },

    async createPlan(ctx: ServiceContext, input: PlanInput): Promise<Plan> {
      return toPlan(await repo.insertPlan(ctx.db, { ...input, createdAt: ctx.now }), ctx.lang);
    },

    async updatePlan(ctx: ServiceContext, id: string, input: PlanInput): Promise<Result<Plan>> {
      const row = await repo.updatePlan(ctx.db, id, input);
      return row ? ok(toPlan(row, ctx.lang)) : fail('PLAN_NOT_FOUND');
    },

    /**
     * Starts or renews `providerId`'s membership with `planId`, paid outside the gateways
     * (`MANUAL`: a transfer an ADMIN records): one statement moves the window and the limit,
     * the purchase is kept, and the sweeps for its reminder and end are written.
     * Solutions published before come back at once, without a new review.
     */
    async renew(
      ctx: ServiceContext,
      input: { providerId: string; planId: string; method: string; amount?: number },
    ): Promise<Result<Membership>> {
      const provider = await repo.findProvider(ctx.db, input.providerId);
      if (!provider) return fail('PROVIDER_NOT_FOUND');
      const plan = await repo.findPlan(ctx.db, input.planId);
      if (!plan) return fail('PLAN_NOT_FOUND');
      return withTransaction(ctx, async (tx) => {
        const row = await extend(tx, input.providerId, plan);
        await repo.insertPurchase(tx.db, {
          providerId: input.providerId,
          planId: plan.id,
          amount: input.amount ?? plan.price,
          method: input.method,
          status: 'paid',
          startsAt: row.startsAt,
          expiresAt: row.expiresAt,
          recordedBy: tx.actor?.id ?? null,
          paidAt: tx.now,
          createdAt: tx.now,
        });
        return ok((await toMembership(tx, row))!);
      });
    },

    /** A paid period of `plan` added to `providerId`'s membership, in the caller's transaction. */
    extend,

    /**
     * The sweep: marks each membership past its end expired (once, by a conditional update that
     * a renewal's statement cannot lose to) and mails its provider; reminds, once per end,
     * those that end within a week.
     */
    async sweep(ctx: ServiceContext): Promise<{ expired: number; reminded: number }> {
      return withTransaction(ctx, async (tx) => {
        const expired = await repo.expireDue(tx.db, tx.now);
        for (const providerId of expired) {
          const provider = await repo.findProvider(tx.db, providerId);
          if (!provider) continue;
          const lang = isLanguage(provider.language) ? provider.language : 'vi';
          await deps.mail.send(tx, {
            to: provider.email,
            lang,
            template: 'membership-expired',
            key: `membership-expired/${providerId}/${tx.now.toISOString()}`,
            rendered: renderExpired(lang, {
              businessName: provider.businessName,
              link: dashboardLink,
            }),
          });
        }
        const reminded = await repo.remindDue(tx.db, tx.now, MEMBERSHIP_REMINDER_MS);
        for (const { providerId, expiresAt } of reminded) {
          const provider = await repo.findProvider(tx.db, providerId);
          if (!provider) continue;
          const lang = isLanguage(provider.language) ? provider.language : 'vi';
          await deps.mail.send(tx, {
            to: provider.email,
            lang,
            template: 'membership-reminder',
            key: `membership-reminder/${providerId}/${expiresAt.toISOString()}`,
            rendered: renderReminder(lang, {
              businessName: provider.businessName,
              expiresAt,
              link: dashboardLink,
            }),
          });
        }
        return { expired: expired.length, reminded: reminded.length };
      });
    },
  };
}

export type ProviderService = ReturnType<typeof createProviderService>;
