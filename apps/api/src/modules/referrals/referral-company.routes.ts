import {
  payoutRequestContract,
  portalReferralCompanyContract,
  referralCompanyContract,
  statementQuerySchema,
} from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { toLoginResult } from '../auth/login-result.ts';
import type { ReferralCompanyService } from './referral-company.service.ts';
import type { ReferralPayoutService } from './referral-payout.service.ts';

/** The services these routes call. */
type RouteServices = {
  referralCompanies: ReferralCompanyService;
  referralPayouts: ReferralPayoutService;
};

const userAgent = (ua: string | undefined) => (ua ? ua.slice(0, 300) : null);

/**
 * The referral companies' login and reads (each call with its bearer token and the company-name
 * header, admitted by the auth plugin), the statement as CSV, the back office's companies, and a
 * member's own payout request with the ADMIN's transfer.
 */
export const referralCompanyRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { referralCompanies: companies, referralPayouts: payouts } = services;

  route(app, referralCompanyContract.login, async (request) => {
    await app.limit('loginPerIp', request.ip);
    await app.limit('loginPerAccount', request.body.username);
    const { session, credentials } = unwrap(
      await companies.login(request.ctx, request.body, userAgent(request.headers['user-agent'])),
    );
    await app.forgive('loginPerAccount', request.body.username);
    return ok(
      { ...toLoginResult(session, undefined), referralCredentials: credentials },
      'LoginSuccess',
    );
  });

  route(app, referralCompanyContract.refresh, async (request) =>
    ok(unwrap(await companies.refresh(request.ctx, request.body.refreshToken))),
  );

  route(app, referralCompanyContract.me, async (request) =>
    ok(unwrap(await companies.me(request.ctx))),
  );

  route(app, referralCompanyContract.members, async (request) =>
    ok(unwrap(await companies.members(request.ctx))),
  );

  route(app, referralCompanyContract.invitees, async (request) =>
    ok(unwrap(await companies.invitees(request.ctx, request.params.id))),
  );

  route(app, referralCompanyContract.rewards, async (request) =>
    page(unwrap(await companies.rewards(request.ctx, request.query))),
  );

  route(app, referralCompanyContract.reward, async (request) =>
    ok(unwrap(await companies.reward(request.ctx, request.params.id))),
  );

  route(app, referralCompanyContract.statement, async (request) =>
    ok(unwrap(await companies.statement(request.ctx, request.query.month))),
  );

  // The statement as a file: admitted like the company's other calls, outside the API's docs.
  app.get(
    '/referral-company/statement.csv',
    { config: { access: 'referral-company' }, schema: { hide: true } },
    async (request, reply) => {
      const query = statementQuerySchema.safeParse(request.query);
      if (!query.success) return reply.fail('BAD_REQUEST');
      const csv = unwrap(await companies.statementCsv(request.ctx, query.data.month));
      return reply
        .header('cache-control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="referral-statement-${query.data.month}.csv"`,
        )
        .send(`\uFEFF${csv}`);
    },
  );

  route(app, payoutRequestContract.mine, async (request) => ok(await payouts.mine(request.ctx)));

  route(app, payoutRequestContract.request, async (request) =>
    ok(unwrap(await payouts.request(request.ctx, request.body))),
  );

  route(app, portalReferralCompanyContract.ledger, async (request) =>
    page(await companies.ledger(request.ctx, request.query)),
  );

  route(app, portalReferralCompanyContract.companies, async (request) =>
    ok(await companies.companies(request.ctx)),
  );

  route(app, portalReferralCompanyContract.createCompany, async (request) =>
    ok(unwrap(await companies.createCompany(request.ctx, request.body.name))),
  );

  route(app, portalReferralCompanyContract.users, async (request) =>
    ok(unwrap(await companies.users(request.ctx, request.params.id))),
  );

  route(app, portalReferralCompanyContract.addUser, async (request) =>
    ok(unwrap(await companies.addUser(request.ctx, request.params.id, request.body))),
  );

  route(app, portalReferralCompanyContract.removeUser, async (request) =>
    ok(unwrap(await companies.removeUser(request.ctx, request.params.id, request.params.userId))),
  );

  route(app, portalReferralCompanyContract.payoutRequests, async (request) =>
    ok(await payouts.open(request.ctx)),
  );

  route(app, portalReferralCompanyContract.transfer, async (request) =>
    ok(unwrap(await payouts.transfer(request.ctx, request.params.id, request.body.reference))),
  );
};
