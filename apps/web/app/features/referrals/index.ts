/** The referral programme: the member's page (code, link, QR, invitations, rewards). */
export {
  addCompanyUser,
  companyHeaders,
  companyLogin,
  companyStatementPage,
  createCampaign,
  createCompany,
  getMyPayoutRequest,
  listCompanies,
  listCompanyUsers,
  listLedger,
  listPayoutRequests,
  recordTransfer,
  refreshCompanyCredentials,
  removeCompanyUser,
  requestPayout,
  getActiveCampaign,
  getMyReferral,
  inviteFriend,
  joinReferral,
  listCampaigns,
  listContacts,
  listFlaggedRewards,
  listPayable,
  listRewards,
  recordPayout,
  reviewReward,
  updateCampaign,
} from './api/referral-api';
export { HowItWorks } from './components/how-it-works';
export { InviteFriends } from './components/invite-friends';
export { ReferralOverview, type InviteResult } from './components/referral-overview';
export { RewardTable } from './components/reward-table';
export { PayoutRequestCard, type PayoutResult } from './components/payout-request';
export { deviceCookie, keptReferral } from './referral-cookies';
export { CompanyStatementView } from './components/company-statement';
export {
  companySession,
  dropCompanySession,
  keepCompanySession,
  withCompanySession,
} from './company-session';
