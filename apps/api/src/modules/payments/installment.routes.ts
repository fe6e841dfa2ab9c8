import { installmentContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { InstallmentService } from './installment.service.ts';

/** The installment plans for an amount (decision 044). */
export const installmentRoutes: FastifyPluginAsync<{
  services: { installments: InstallmentService };
}> = async (app, { services }) => {
  route(app, installmentContract.plans, async (request) =>
    ok(unwrap(await services.installments.plans(request.ctx, request.query.amount))),
  );
};
