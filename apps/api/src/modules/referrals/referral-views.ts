import type { Benefit, Campaign, Language } from '@lotus/core';
import type * as repo from './referral.repository.ts';

const benefitOf = (kind: 'FIXED' | 'PERCENT', value: number, cap: number | null): Benefit =>
  kind === 'FIXED' ? { kind, value } : { kind, value, cap };

/** A campaign as a shopper reads it, in their language. */
export function campaignView(row: repo.CampaignRow, lang: Language): Campaign {
  return {
    id: row.id,
    name: lang === 'en' ? row.nameEn : row.nameVi,
    howItWorks: lang === 'en' ? row.howItWorksEn : row.howItWorksVi,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    inviterBenefit: benefitOf(row.inviterKind, row.inviterValue, row.inviterCap),
    inviteeBenefit: benefitOf(row.inviteeKind, row.inviteeValue, row.inviteeCap),
    minimumOrder: row.minimumOrder,
    minimumPayout: row.minimumPayout,
    holdingDays: row.holdingDays,
    attributionDays: row.attributionDays,
    monthlyCapPerReferrer: row.monthlyCapPerReferrer,
    budget: row.budget,
    budgetLeft: row.budget === null ? null : Math.max(0, row.budget - row.budgetUsed),
  };
}

/** The campaign's terms as core's rules read them. */
export function campaignTerms(row: repo.CampaignRow) {
  return {
    isActive: row.isActive,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    attributionDays: row.attributionDays,
  };
}
