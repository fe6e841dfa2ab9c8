import {
  DEVICE_COOKIE,
  ok as okResult,
  portalReferralContract,
  referralContract,
} from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../context.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';

import { audited } from '../back-office/audit.ts';
import type { ReferralCampaignService } from './referral-campaign.service.ts';
import type { ReferralRewardService } from './referral-rewards.service.ts';
import type { ReferralService } from './referral.service.ts';
import { seenAs } from './referral-signals.ts';

/** The services these routes call. */
type RouteServices = {
  referrals: ReferralService;
  referralRewards: ReferralRewardService;
  referralCampaigns: ReferralCampaignService;
};

/** The referral programme: the campaign, joining, invitations, rewards, and payouts (ADMIN). */
export const referralRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { referrals, referralRewards, referralCampaigns } = services;

  route(app, referralContract.activeCampaign, async (request) =>
    ok(await referrals.activeCampaign(request.ctx)),
  );

  route(app, referralContract.join, async (request) =>
    ok(
      unwrap(
        await referrals.join(
          request.ctx,
          request.cookies[DEVICE_COOKIE],
          seenAs(request.ip, request.headers['user-agent']),
        ),
      ),
    ),
  );

  route(app, referralContract.mine, async (request) =>
    ok(
      unwrap(
        await referrals.mine(
          request.ctx,
          request.cookies[DEVICE_COOKIE],
          seenAs(request.ip, request.headers['user-agent']),
        ),
      ),
    ),
  );

  route(app, referralContract.invite, async (request) => {
    await app.limit('invitationPerAccount', actorOf(request.ctx).id);
    return ok(unwrap(await referrals.invite(request.ctx, request.body.email)));
  });

  route(app, referralContract.attach, async (request) => {
    await app.limit('referralCodePerAccount', actorOf(request.ctx).id);
    return ok(
      unwrap(
        await referrals.attach(request.ctx, request.body.code, request.cookies[DEVICE_COOKIE]),
      ),
    );
  });

  route(app, referralContract.rewards, async (request) =>
    page(unwrap(await referrals.rewards(request.ctx, request.query))),
  );

  route(app, referralContract.totalReward, async (request) =>
    ok(unwrap(await referrals.totals(request.ctx))),
  );

  route(app, referralContract.contacts, async (request) =>
    ok(unwrap(await referrals.contacts(request.ctx, request.params.id))),
  );

  route(app, portalReferralContract.campaigns, async (request) =>
    ok(await referralCampaigns.list(request.ctx)),
  );

  route(app, portalReferralContract.createCampaign, async (request) =>
    ok(
      unwrap(
        await audited(request.ctx, { entity: 'referral-campaign', action: 'create' }, async (tx) =>
          okResult(await referralCampaigns.create(tx, request.body)),
        ),
      ),
    ),
  );

  route(app, portalReferralContract.updateCampaign, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'referral-campaign', action: 'update', entityId: request.params.id },
          (tx) => referralCampaigns.update(tx, request.params.id, request.body),
        ),
      ),
    ),
  );

  route(app, portalReferralContract.reviewQueue, async (request) =>
    ok(await referralRewards.reviewQueue(request.ctx)),
  );

  route(app, portalReferralContract.review, async (request) =>
    ok(unwrap(await referralRewards.review(request.ctx, request.params.id, request.body))),
  );

  route(app, portalReferralContract.payable, async (request) =>
    ok(await referralRewards.payable(request.ctx)),
  );

  route(app, portalReferralContract.payout, async (request) =>
    ok(
      unwrap(
        await audited(request.ctx, { entity: 'referral-payout', action: 'create' }, (tx) =>
          referralRewards.payout(tx, request.body),
        ),
      ),
    ),
  );
};
