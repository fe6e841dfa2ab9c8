import {
  type LedgerKind,
  payoutRequestContract,
  portalReferralCompanyContract,
  portalReferralContract,
  referralCompanyContract,
  REFERRAL_COMPANY_HEADER,
  type PayoutRequest,
  type PayoutRequestInput,
  type ReferralCredentials,
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

/** The member's latest payout request, or null. */
export function getMyPayoutRequest(api: ApiClient): Promise<PayoutRequest | null> {
  return api.call(payoutRequestContract.mine);
}

/** Asks for a payout by bank transfer. */
export function requestPayout(api: ApiClient, input: PayoutRequestInput) {
  return api.call(payoutRequestContract.request, { body: input });
}

/** Members' open payout requests (ADMIN). */
export function listPayoutRequests(api: ApiClient) {
  return api.call(portalReferralCompanyContract.payoutRequests);
}

/** A page of the whole rewards ledger, filtered (staff). */
export function listLedger(
  api: ApiClient,
  query: {
    page: number;
    limit: number;
    status?: RewardStatus | undefined;
    kind?: LedgerKind | undefined;
    email?: string | undefined;
  },
) {
  return api.call(portalReferralCompanyContract.ledger, { query });
}

/** Records the transfer that pays an open request (ADMIN). */
export function recordTransfer(api: ApiClient, id: string, reference: string) {
  return api.call(portalReferralCompanyContract.transfer, { params: { id }, body: { reference } });
}

/** Creates a campaign. */
export function createCampaign(api: ApiClient, input: CampaignInput) {
  return api.call(portalReferralContract.createCampaign, { body: input });
}

// ------------------------------------------------------------ referral companies

/** A referral company's own login: the spec's answer with its `referralCredentials`. */
export function companyLogin(api: ApiClient, input: { username: string; password: string }) {
  return api.call(referralCompanyContract.login, { body: input });
}

/** New credentials for a referral refresh token. */
export function refreshCompanyCredentials(api: ApiClient, refreshToken: string) {
  return api.call(referralCompanyContract.refresh, { body: { refreshToken } });
}

/** A referral call's headers: the bearer token and the company-name header (URL-encoded). */
export const companyHeaders = (
  credentials: Pick<ReferralCredentials, 'accessToken' | 'companyName'>,
) => ({
  authorization: `Bearer ${credentials.accessToken}`,
  [REFERRAL_COMPANY_HEADER]: encodeURIComponent(credentials.companyName),
});

/** The company, its members and a month's statement, read with a referral session. */
export async function companyStatementPage(
  api: ApiClient,
  credentials: Pick<ReferralCredentials, 'accessToken' | 'companyName'>,
  month: string,
) {
  const headers = companyHeaders(credentials);
  const [company, members, statement] = await Promise.all([
    api.call(referralCompanyContract.me, { headers }),
    api.call(referralCompanyContract.members, { headers }),
    api.call(referralCompanyContract.statement, { query: { month }, headers }),
  ]);
  return { company, members, statement };
}

/** The back office's referral companies (ADMIN). */
export function listCompanies(api: ApiClient) {
  return api.call(portalReferralCompanyContract.companies);
}

export function createCompany(api: ApiClient, name: string) {
  return api.call(portalReferralCompanyContract.createCompany, { body: { name } });
}

export function listCompanyUsers(api: ApiClient, id: string) {
  return api.call(portalReferralCompanyContract.users, { params: { id } });
}

export function addCompanyUser(
  api: ApiClient,
  id: string,
  input: { email: string; role: 'manager' | 'member' },
) {
  return api.call(portalReferralCompanyContract.addUser, { params: { id }, body: input });
}

export function removeCompanyUser(api: ApiClient, id: string, userId: string) {
  return api.call(portalReferralCompanyContract.removeUser, { params: { id, userId } });
}
