import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  attachCodeSchema,
  balancesSchema,
  campaignSchema,
  contactSchema,
  invitationSchema,
  payoutResultSchema,
  payoutSchema,
  referralSchema,
  rewardItemSchema,
  rewardListQuerySchema,
} from './referral.schema.ts';

const errors = [400, 401, 403, 404, 409, 422] as const;

/** The referral and rewards programme (spec section 7: campaign, invitation, reward, relationship). */
export const referralContract = {
  activeCampaign: endpoint({
    method: 'GET',
    path: '/api/campaign/active',
    access: 'public',
    tag: 'referral',
    summary: 'The campaign running now, in the caller’s language, or null',
    response: campaignSchema.nullable(),
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/referral/join',
    access: 'referral.join',
    tag: 'referral',
    summary:
      'Join the running campaign: your readable code and link (joining twice answers the same)',
    response: referralSchema,
    status: 201,
    errors,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/referral',
    access: 'referral.join',
    tag: 'referral',
    summary: 'Your referral: code, link, campaign, dates and balances (404 before joining)',
    response: referralSchema,
    errors,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/invitation',
    access: 'referral.join',
    tag: 'referral',
    summary:
      'Invite a friend by email: never an address with an account, never the same one twice a day',
    body: invitationSchema,
    response: z.object({ email: z.string() }),
    status: 201,
    errors: [...errors, 429],
  }),
  attach: endpoint({
    method: 'POST',
    path: '/api/relationship/attach',
    access: 'referral.be-invited',
    tag: 'referral',
    summary: 'Bind your account to the inviter whose code you typed, before your first order',
    body: attachCodeSchema,
    response: z.object({ inviterCode: z.string() }),
    status: 201,
    errors,
  }),
  rewards: endpoint({
    method: 'GET',
    path: '/api/reward',
    access: 'referral.join',
    tag: 'referral',
    summary: 'Your reward table, newest first, paged and filtered by status',
    query: rewardListQuerySchema,
    response: rewardItemSchema,
    paged: true,
    errors,
  }),
  totalReward: endpoint({
    method: 'GET',
    path: '/api/reward/total-reward',
    access: 'referral.join',
    tag: 'referral',
    summary: 'Your balances: pending, available, new, paid and total reward',
    response: balancesSchema,
    errors,
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/api/relationship/list-contact/:id',
    access: 'referral.contacts',
    tag: 'referral',
    summary: 'The people a member invited, emails masked, with where each stands',
    params: z.object({ id: z.uuid() }),
    response: z.array(contactSchema),
    errors,
  }),
};

/** The back office's side of the programme. */
export const portalReferralContract = {
  payout: endpoint({
    method: 'POST',
    path: '/api/portal/referral/payouts',
    access: 'referral.payout',
    tag: 'referral',
    summary: 'Record a bank transfer to a member with its reference (ADMIN)',
    body: payoutSchema,
    response: payoutResultSchema,
    status: 201,
    errors,
  }),
};
