import {
  type CampaignInput,
  type PortalCampaign,
  type Result,
  campaignRunning,
  fail,
  ok,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import * as repo from './referral.repository.ts';

function portalView(row: repo.CampaignRow, now: Date): PortalCampaign {
  return {
    id: row.id,
    nameVi: row.nameVi,
    nameEn: row.nameEn,
    howItWorksVi: row.howItWorksVi,
    howItWorksEn: row.howItWorksEn,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    isActive: row.isActive,
    inviterKind: row.inviterKind,
    inviterValue: row.inviterValue,
    inviterCap: row.inviterCap,
    inviteeKind: row.inviteeKind,
    inviteeValue: row.inviteeValue,
    inviteeCap: row.inviteeCap,
    minimumOrder: row.minimumOrder,
    minimumPayout: row.minimumPayout,
    holdingDays: row.holdingDays,
    attributionDays: row.attributionDays,
    monthlyCapPerReferrer: row.monthlyCapPerReferrer,
    budget: row.budget,
    budgetUsed: row.budgetUsed,
    running: campaignRunning(row, now),
  };
}

const columns = (input: CampaignInput, now: Date) => ({
  ...input,
  startsAt: new Date(input.startsAt),
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  updatedAt: now,
});

/** The back office's campaigns (ADMIN and OPERATOR, `referral.manage`). */
export function createReferralCampaignService() {
  return {
    async list(ctx: ServiceContext): Promise<PortalCampaign[]> {
      return (await repo.allCampaigns(ctx.db)).map((row) => portalView(row, ctx.now));
    },

    async create(ctx: ServiceContext, input: CampaignInput): Promise<PortalCampaign> {
      const row = await repo.insertCampaign(ctx.db, {
        ...columns(input, ctx.now),
        createdAt: ctx.now,
      });
      return portalView(row, ctx.now);
    },

    /**
     * Changes a campaign's terms. Rewards already written keep their amounts; a budget below
     * what is already used is refused by the database's check, answered as `CONFLICT`.
     */
    async update(
      ctx: ServiceContext,
      id: string,
      input: CampaignInput,
    ): Promise<Result<PortalCampaign>> {
      const current = await repo.campaignById(ctx.db, id);
      if (!current) return fail('CAMPAIGN_NOT_FOUND');
      if (input.budget !== null && input.budget < current.budgetUsed) return fail('CONFLICT');
      const row = await repo.updateCampaign(ctx.db, id, columns(input, ctx.now));
      return row ? ok(portalView(row, ctx.now)) : fail('CAMPAIGN_NOT_FOUND');
    },
  };
}

export type ReferralCampaignService = ReturnType<typeof createReferralCampaignService>;
