import {
  portalReferralContract,
  referralContract,
  type Campaign,
  type CampaignInput,
  type FlaggedReward,
  type PayableMember,
  type PortalCampaign,
  type EndpointData,
  type Referral,
  type RewardStatus,
} from '@lotus/core';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';

/** The campaign running now, or null. */
export function getActiveCampaign(api: ApiClient): Promise<Campaign | null> {
  return api.call(referralContract.activeCampaign);
}

/** The signed-in member's referral, or null before they join. */
export async function getMyReferral(api: ApiClient): Promise<Referral | null> {
  try {
    return await api.call(referralContract.mine);
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'REFERRAL_NOT_JOINED') return null;
    throw error;
  }
}

/** Joins the running campaign (joining again answers the same referral). */
export function joinReferral(api: ApiClient): Promise<Referral> {
  return api.call(referralContract.join);
}

/** Mails an invitation to a friend. */
export function inviteFriend(api: ApiClient, email: string): Promise<{ email: string }> {
  return api.call(referralContract.invite, { body: { email } });
}

/** A page of the member's reward table. */
export function listRewards(
  api: ApiClient,
  query: { page: number; status?: RewardStatus | undefined },
): Promise<EndpointData<typeof referralContract.rewards>> {
  return api.call(referralContract.rewards, {
    query: { page: query.page, limit: 10, ...(query.status ? { status: query.status } : {}) },
  });
}

/** The people member `id` invited. */
export function listContacts(api: ApiClient, id: string) {
  return api.call(referralContract.contacts, { params: { id } });
}

/** The back office's campaigns, newest start first. */
export function listCampaigns(api: ApiClient): Promise<PortalCampaign[]> {
  return api.call(portalReferralContract.campaigns);
}

/** Changes a campaign (the back office sends its whole terms). */
export function updateCampaign(api: ApiClient, id: string, input: CampaignInput) {
  return api.call(portalReferralContract.updateCampaign, { params: { id }, body: input });
}

/** Members with an approved balance to pay out (ADMIN). */
export function listPayable(api: ApiClient): Promise<PayableMember[]> {
  return api.call(portalReferralContract.payable);
}

/** Records a bank transfer to a member (ADMIN). */
export function recordPayout(
  api: ApiClient,
  input: { userId: string; amount: number; reference: string },
) {
  return api.call(portalReferralContract.payout, { body: input });
}

/** The rewards waiting for an operator's review. */
export function listFlaggedRewards(api: ApiClient): Promise<FlaggedReward[]> {
  return api.call(portalReferralContract.reviewQueue);
}

/** An operator's verdict on a flagged reward. */
export function reviewReward(
  api: ApiClient,
  id: string,
  verdict: { decision: 'approve' | 'reject'; reason?: string },
) {
  return api.call(portalReferralContract.review, { params: { id }, body: verdict });
}
