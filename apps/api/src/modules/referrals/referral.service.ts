import { randomBytes } from 'node:crypto';
import {
  type Campaign,
  DEVICE_ID_PATTERN,
  type Page,
  type Referral,
  type ReferralOffer,
  type Result,
  type RewardItem,
  type RewardListQuery,
  balancesOf,
  campaignRunning,
  can,
  canonicalEmail,
  attributionRefusal,
  fail,
  maskEmail,
  normaliseReferralCode,
  ok,
  pageOffset,
  referralCodeFrom,
  vietnamDay,
  vietnamDayOf,
  vietnamMonth,
  vietnamMonthOf,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import type { SignedUp } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderInvitation } from './referral-mail.templates.ts';
import * as ledger from './referral-ledger.repository.ts';
import * as checkout from './referral-checkout.repository.ts';
import * as repo from './referral.repository.ts';
import { seenAs } from './referral-signals.ts';
import { campaignTerms, campaignView } from './referral-views.ts';

/** Invitations one member may send in a Vietnamese day (beside the per-address rule). */
export const INVITATIONS_PER_DAY = 20;

const validDevice = (device: string | null | undefined) =>
  device && DEVICE_ID_PATTERN.test(device) ? device : null;

/**
 * The referral programme as a member sees it: the running campaign, joining (a readable code and
 * a link), invitations by email, binding a new account to its inviter (at sign-up, or by a code
 * typed before the first order), the reward table and balances, and the people invited.
 */
export function createReferralService(deps: {
  mail: MailService;
  publicUrl: string;
  /** Shows the member's code on their profile (the users module's `setReferralCode`). */
  profiles: { setReferralCode(ctx: ServiceContext, userId: string, code: string): Promise<void> };
}) {
  const linkOf = (code: string) => `${deps.publicUrl}/register?ref=${code}`;

  async function referralOf(ctx: ServiceContext, member: repo.MemberRow): Promise<Referral> {
    const campaign = await repo.campaignById(ctx.db, member.campaignId);
    const month = vietnamMonth(vietnamMonthOf(ctx.now));
    return {
      userId: member.userId,
      code: member.code,
      link: linkOf(member.code),
      campaign: campaign && campaignView(campaign, ctx.lang),
      createdAt: member.joinedAt.toISOString(),
      updatedAt: member.joinedAt.toISOString(),
      earnedThisMonth: await ledger.earnedBetween(ctx.db, member.userId, month.from, month.to),
      balances: balancesOf(await ledger.ledgerSums(ctx.db, member.userId)),
    };
  }

  /**
   * Binds `invitee` to the member whose code it is, once and for ever, or refuses with the
   * reason core's `attributionRefusal` gives (each its own code).
   */
  async function bind(
    ctx: ServiceContext,
    input: {
      /** Null to screen an account about to be made (its email and phone), binding nothing. */
      inviteeId: string | null;
      email?: string;
      phone?: string;
      code: string;
      source: 'link' | 'code';
      deviceId: string | null;
      seenAs?: string | null;
    },
  ): Promise<Result<{ inviterCode: string }>> {
    const code = normaliseReferralCode(input.code);
    const inviterMember = code && (await repo.findMemberByCode(ctx.db, code));
    if (!inviterMember) return fail('REFERRAL_CODE_NOT_FOUND');
    const campaign = await repo.runningCampaign(ctx.db, ctx.now);
    const inviter = await repo.person(ctx.db, inviterMember.userId);
    const invitee = input.inviteeId
      ? await repo.person(ctx.db, input.inviteeId)
      : { id: '', email: input.email ?? '', phone: input.phone ?? null, createdAt: ctx.now };
    if (!inviter || !invitee) return fail('REFERRAL_CODE_NOT_FOUND');
    const inviteeMember = invitee.id ? await repo.findMember(ctx.db, invitee.id) : null;
    const refusal = attributionRefusal({
      campaign: campaign && campaignTerms(campaign),
      inviter: {
        ...inviter,
        devices: inviterMember.devices,
        ancestors: await repo.ancestors(ctx.db, inviter.id),
      },
      invitee: {
        ...invitee,
        devices: [...(inviteeMember?.devices ?? []), ...(input.deviceId ? [input.deviceId] : [])],
        alreadyInvited:
          invitee.id !== '' && (await repo.findAttribution(ctx.db, invitee.id)) !== null,
        hasOrdered: invitee.id !== '' && (await repo.hasOrdered(ctx.db, invitee.id)),
      },
      now: ctx.now,
    });
    if (refusal) return fail(refusal);
    if (!invitee.id) return ok({ inviterCode: inviterMember.code });
    const bound = await repo.insertAttribution(ctx.db, {
      inviteeId: invitee.id,
      inviterId: inviter.id,
      campaignId: campaign!.id,
      source: input.source,
      deviceId: input.deviceId,
      seenAs: input.seenAs ?? null,
      createdAt: ctx.now,
    });
    if (!bound) return fail('REFERRAL_ALREADY_INVITED');
    return ok({ inviterCode: inviterMember.code });
  }

  /** The welcome gift (while its campaign runs) and, when asked, the balance to spend. */
  function extrasOf(
    ctx: ServiceContext,
    found: { welcome: checkout.WelcomeTerms | null; credit: number | null },
    useStoreCredit: boolean,
  ) {
    const offers: ReferralOffer[] = [];
    const names: Record<string, string> = {};
    const campaign = found.welcome;
    if (campaign && campaignRunning(campaign, ctx.now)) {
      offers.push({
        stage: 'REFERRAL',
        ref: campaign.id,
        type: campaign.inviteeKind,
        value: campaign.inviteeValue,
        maxDiscount: campaign.inviteeCap,
        minSubtotal: campaign.minimumOrder,
      });
      names[campaign.id] = ctx.lang === 'en' ? campaign.nameEn : campaign.nameVi;
    }
    const storeCredit = useStoreCredit ? Math.max(0, found.credit ?? 0) : 0;
    return { offers, names, storeCredit };
  }

  /** The people member `id` invited, emails masked, with where each stands (no scope check). */
  async function inviteesOf(ctx: ServiceContext, id: string) {
    const people = await repo.invitees(ctx.db, id);
    const orderIds = people.flatMap((p) => (p.firstOrderId ? [p.firstOrderId] : []));
    const statuses = await ledger.rewardStatusesOf(ctx.db, orderIds);
    const qualified = new Set(
      statuses.filter((s) => s.status === 'approved' || s.status === 'paid').map((s) => s.orderId),
    );
    return people.map((p) => ({
      email: maskEmail(p.email),
      name: p.firstName,
      stage: !p.firstOrderId
        ? ('registered' as const)
        : qualified.has(p.firstOrderId)
          ? ('qualified' as const)
          : ('ordered' as const),
      joinedAt: p.joinedAt.toISOString(),
    }));
  }

  return {
    /**
     * What the referral programme adds to the shopper's cart (see the cart's `CheckoutExtras`):
     * an invitee's welcome gift on their first order while the campaign runs, and, when asked,
     * their approved balance as store credit.
     */
    async extras(ctx: ServiceContext, useStoreCredit: boolean) {
      return extrasOf(ctx, await checkout.checkoutExtras(ctx.db, actorOf(ctx).id), useStoreCredit);
    },

    /**
     * `extras` as columns of the cart's claim (one statement with the order's lines, so an order
     * stays six round trips), and how to read them back from its JSON.
     */
    extrasReading(ctx: ServiceContext, useStoreCredit: boolean) {
      return {
        columns: checkout.checkoutExtrasColumns(actorOf(ctx).id),
        read: (json: unknown) => extrasOf(ctx, checkout.checkoutExtrasFrom(json), useStoreCredit),
      };
    },

    /** The campaign running now, or null (an ended or switched-off one takes no joins). */
    async activeCampaign(ctx: ServiceContext): Promise<Campaign | null> {
      const row = await repo.runningCampaign(ctx.db, ctx.now);
      return row && campaignView(row, ctx.lang);
    },

    /**
     * Makes the signed-in customer a member of the running campaign with a new readable code;
     * a member joining again gets their referral as it is. The device cookie is remembered for
     * the self-referral check.
     */
    async join(
      ctx: ServiceContext,
      deviceId?: string,
      seen?: string | null,
    ): Promise<Result<Referral>> {
      const actor = actorOf(ctx);
      const device = validDevice(deviceId);
      let member = await repo.findMember(ctx.db, actor.id);
      if (!member) {
        const campaign = await repo.runningCampaign(ctx.db, ctx.now);
        if (!campaign) return fail('REFERRAL_CAMPAIGN_INACTIVE');
        member = await withTransaction(ctx, async (tx) => {
          for (let attempt = 0; attempt < 5; attempt++) {
            const joined = await repo.insertMember(tx.db, {
              userId: actor.id,
              code: referralCodeFrom(randomBytes(8)),
              campaignId: campaign.id,
              devices: device ? [device] : [],
              joinedAt: tx.now,
            });
            if (joined === 'CODE_TAKEN') continue;
            await deps.profiles.setReferralCode(tx, actor.id, joined.code);
            return joined;
          }
          throw new Error('no free referral code after 5 draws');
        });
      }
      await repo.remember(ctx.db, actor.id, device, seen ?? null);
      return ok(await referralOf(ctx, member));
    },

    /** The signed-in member's referral, or `REFERRAL_NOT_JOINED`. */
    async mine(
      ctx: ServiceContext,
      deviceId?: string,
      seen?: string | null,
    ): Promise<Result<Referral>> {
      const member = await repo.findMember(ctx.db, actorOf(ctx).id);
      if (!member) return fail('REFERRAL_NOT_JOINED');
      await repo.remember(ctx.db, member.userId, validDevice(deviceId), seen ?? null);
      return ok(await referralOf(ctx, member));
    },

    /**
     * Mails an invitation in the caller's language, as a job: never to an address that has an
     * account, never to the same mailbox twice in a Vietnamese day, at most
     * `INVITATIONS_PER_DAY` a day.
     */
    async invite(ctx: ServiceContext, email: string): Promise<Result<{ email: string }>> {
      const actor = actorOf(ctx);
      const member = await repo.findMember(ctx.db, actor.id);
      if (!member) return fail('REFERRAL_NOT_JOINED');
      const campaign = await repo.runningCampaign(ctx.db, ctx.now);
      if (!campaign) return fail('REFERRAL_CAMPAIGN_INACTIVE');
      if (await repo.accountWithEmail(ctx.db, email)) return fail('INVITATION_EXISTING_ACCOUNT');
      const today = vietnamDay(ctx.now);
      if ((await repo.invitationsSince(ctx.db, actor.id, today.from)) >= INVITATIONS_PER_DAY) {
        return fail('RATE_LIMITED', {
          params: { retryAfter: Math.ceil((today.to.getTime() - ctx.now.getTime()) / 1000) },
        });
      }
      const inviter = await repo.person(ctx.db, actor.id);
      return withTransaction(ctx, async (tx) => {
        const fresh = await repo.insertInvitation(tx.db, {
          inviterId: actor.id,
          email: canonicalEmail(email),
          day: vietnamDayOf(tx.now),
          createdAt: tx.now,
        });
        if (!fresh) return fail('INVITATION_ALREADY_SENT');
        await deps.mail.send(tx, {
          to: email,
          lang: tx.lang,
          template: 'referral-invitation',
          rendered: renderInvitation(tx.lang, {
            inviter: inviter ? inviter.email : '',
            link: linkOf(member.code),
            code: member.code,
            campaign: campaignView(campaign, tx.lang),
          }),
        });
        return ok({ email });
      });
    },

    /**
     * The sign-up's check (in its transaction): a new account with a code is bound to its
     * inviter, or the sign-up is refused with the reason, so the shopper can fix or drop it.
     */
    async atSignUp(tx: ServiceContext, account: SignedUp): Promise<Result<unknown>> {
      if (!account.referralCode) return ok(null);
      return bind(tx, {
        inviteeId: account.id,
        email: account.email,
        phone: account.phone,
        code: account.referralCode,
        source: account.referralSource,
        deviceId: validDevice(account.deviceId),
        seenAs: seenAs(account.ip ?? undefined, account.userAgent ?? undefined),
      });
    },

    /** Binds the signed-in customer to the inviter whose code they typed, before any order. */
    attach(ctx: ServiceContext, code: string, deviceId?: string) {
      return withTransaction(ctx, (tx) =>
        bind(tx, {
          inviteeId: actorOf(tx).id,
          code,
          source: 'code',
          deviceId: validDevice(deviceId),
        }),
      );
    },

    /** The member's reward table, newest first, with the invitee masked. */
    async rewards(ctx: ServiceContext, query: RewardListQuery): Promise<Result<Page<RewardItem>>> {
      const userId = actorOf(ctx).id;
      if (!(await repo.findMember(ctx.db, userId))) return fail('REFERRAL_NOT_JOINED');
      const offset = pageOffset(query);
      const rows = await ledger.ledgerPage(ctx.db, userId, {
        status: query.status,
        offset,
        limit: query.limit,
      });
      const total =
        rows[0]?.total ??
        (offset === 0 ? 0 : await ledger.ledgerCount(ctx.db, userId, query.status));
      return ok({
        items: rows.map((r, i) => ({
          id: r.id,
          index: offset + i + 1,
          kind: r.kind,
          account: r.inviteeEmail ? maskEmail(r.inviteeEmail) : null,
          amount: r.amount,
          orderNumber: r.orderNumber,
          status: r.status,
          cappedBy: r.cappedBy,
          inReview: r.flags.length > 0 && r.status === 'pending',
          availableAt: r.availableAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
        meta: { page: query.page, pageSize: query.limit, total },
      });
    },

    /** The member's balances, each a sum of the ledger. */
    async totals(ctx: ServiceContext) {
      const userId = actorOf(ctx).id;
      if (!(await repo.findMember(ctx.db, userId))) return fail('REFERRAL_NOT_JOINED');
      return ok(balancesOf(await ledger.ledgerSums(ctx.db, userId)));
    },

    /**
     * The people member `id` invited, emails masked, with where each stands: a member sees only
     * their own (another's is 404), staff anyone's.
     */
    async contacts(ctx: ServiceContext, id: string) {
      if (!can(actorOf(ctx), 'referral.contacts', { ownerId: id })) return fail('NOT_FOUND');
      return ok(await inviteesOf(ctx, id));
    },

    inviteesOf,
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
