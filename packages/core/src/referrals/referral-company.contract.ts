import { z } from 'zod';
import { loginResultSchema, loginSchema } from '../accounts/account.schema.ts';
import { endpoint } from '../http/contract.ts';
import {
  companyInputSchema,
  companyMemberSchema,
  companyRewardQuerySchema,
  companyRewardSchema,
  companySessionSchema,
  companyUserInputSchema,
  payoutRequestInputSchema,
  payoutRequestSchema,
  payoutTransferSchema,
  portalCompanySchema,
  portalCompanyUserSchema,
  portalLedgerQuerySchema,
  portalPayoutRequestSchema,
  referralCredentialsSchema,
  referralRefreshSchema,
  statementQuerySchema,
  statementSchema,
} from './referral-company.schema.ts';
import { referralContactSchema } from './referral.schema.ts';

const errors = [400, 401, 403, 404, 409, 422] as const;

/**
 * The referral companies' side (the spec's distributor system): their own login, and what a
 * company's session reads, each call with its bearer token and the company-name header.
 */
export const referralCompanyContract = {
  login: endpoint({
    method: 'POST',
    path: '/api/referral/auth/login',
    access: 'public',
    tag: 'referral-company',
    summary:
      'Sign a referral company’s account in: the spec’s login answer with `referralCredentials`',
    body: loginSchema,
    response: loginResultSchema.required({ referralCredentials: true }),
    errors: [...errors, 429],
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/referral/auth/refresh',
    access: 'public',
    tag: 'referral-company',
    summary: 'Trade a referral refresh token for new `referralCredentials`',
    body: referralRefreshSchema,
    response: referralCredentialsSchema,
    errors,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/referral-company/me',
    access: 'referral-company',
    tag: 'referral-company',
    summary: 'The company this referral session acts for, and as whom',
    response: companySessionSchema,
    errors,
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/referral-company/members',
    access: 'referral-company',
    tag: 'referral-company',
    summary: 'The company’s members with their codes, invitees and balances (a member: itself)',
    response: z.array(companyMemberSchema),
    errors,
  }),
  invitees: endpoint({
    method: 'GET',
    path: '/api/referral-company/members/:id/invitees',
    access: 'referral-company',
    tag: 'referral-company',
    summary: 'The people one of the company’s members invited (another company’s member: 404)',
    params: z.object({ id: z.uuid() }),
    response: z.array(referralContactSchema),
    errors,
  }),
  rewards: endpoint({
    method: 'GET',
    path: '/api/referral-company/rewards',
    access: 'referral-company',
    tag: 'referral-company',
    summary: 'The ledger of the company’s members, newest first, with orders and transfers',
    query: companyRewardQuerySchema,
    response: companyRewardSchema,
    paged: true,
    errors,
  }),
  reward: endpoint({
    method: 'GET',
    path: '/api/referral-company/rewards/:id',
    access: 'referral-company',
    tag: 'referral-company',
    summary: 'One entry of the company’s ledger (another company’s: 404)',
    params: z.object({ id: z.uuid() }),
    response: companyRewardSchema,
    errors,
  }),
  statement: endpoint({
    method: 'GET',
    path: '/api/referral-company/statement',
    access: 'referral-company',
    tag: 'referral-company',
    summary:
      'A month’s statement: opening balance, accrued, approved, reversed, spent, paid, closing ' +
      '(`/api/referral-company/statement.csv?month=` answers it as CSV)',
    query: statementQuerySchema,
    response: statementSchema,
    errors,
  }),
};

/** A member's own payout request (the ADMIN then records the transfer). */
export const payoutRequestContract = {
  mine: endpoint({
    method: 'GET',
    path: '/api/referral/payout-request',
    access: 'referral.join',
    tag: 'referral',
    summary: 'Your latest payout request (open, or paid with its transfer reference), or null',
    response: payoutRequestSchema.nullable(),
    errors,
  }),
  request: endpoint({
    method: 'POST',
    path: '/api/referral/payout-request',
    access: 'referral.join',
    tag: 'referral',
    summary:
      'Ask to be paid your approved balance by bank transfer: above the minimum, one at a time',
    body: payoutRequestInputSchema,
    response: payoutRequestSchema,
    status: 201,
    errors,
  }),
};

/** The back office's companies and payout requests (ADMIN). */
export const portalReferralCompanyContract = {
  ledger: endpoint({
    method: 'GET',
    path: '/api/portal/referral/ledger',
    access: 'referral.manage',
    tag: 'referral',
    summary:
      'The whole rewards ledger, newest first, filtered by status, kind and member email (staff)',
    query: portalLedgerQuerySchema,
    response: companyRewardSchema,
    paged: true,
    errors,
  }),
  companies: endpoint({
    method: 'GET',
    path: '/api/portal/referral/companies',
    access: 'referral.companies',
    tag: 'referral-company',
    summary: 'Every referral company with how many managers and members it has',
    response: z.array(portalCompanySchema),
    errors,
  }),
  createCompany: endpoint({
    method: 'POST',
    path: '/api/portal/referral/companies',
    access: 'referral.companies',
    tag: 'referral-company',
    summary: 'Create a referral company (its name is its sessions’ company-name header)',
    body: companyInputSchema,
    response: portalCompanySchema,
    status: 201,
    errors,
  }),
  users: endpoint({
    method: 'GET',
    path: '/api/portal/referral/companies/:id/users',
    access: 'referral.companies',
    tag: 'referral-company',
    summary: 'The accounts that belong to a company',
    params: z.object({ id: z.uuid() }),
    response: z.array(portalCompanyUserSchema),
    errors,
  }),
  addUser: endpoint({
    method: 'POST',
    path: '/api/portal/referral/companies/:id/users',
    access: 'referral.companies',
    tag: 'referral-company',
    summary: 'Add an account to a company as its manager or a member (one company each)',
    params: z.object({ id: z.uuid() }),
    body: companyUserInputSchema,
    response: portalCompanyUserSchema,
    status: 201,
    errors,
  }),
  removeUser: endpoint({
    method: 'DELETE',
    path: '/api/portal/referral/companies/:id/users/:userId',
    access: 'referral.companies',
    tag: 'referral-company',
    summary: 'Take an account out of a company (its referral sessions stop at once)',
    params: z.object({ id: z.uuid(), userId: z.uuid() }),
    response: z.object({ removed: z.literal(true) }),
    errors,
  }),
  payoutRequests: endpoint({
    method: 'GET',
    path: '/api/portal/referral/payout-requests',
    access: 'referral.payout',
    tag: 'referral',
    summary: 'Members’ open payout requests, oldest first, with their bank accounts (ADMIN)',
    response: z.array(portalPayoutRequestSchema),
    errors,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/portal/referral/payout-requests/:id/transfer',
    access: 'referral.payout',
    tag: 'referral',
    summary: 'Record the bank transfer that pays an open request, with its reference (ADMIN)',
    params: z.object({ id: z.uuid() }),
    body: payoutTransferSchema,
    response: payoutRequestSchema,
    errors,
  }),
};
