import { accountContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { sessionCookies } from '../../lib/session-cookies.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UserService } from './user.service.ts';

/** The services these routes call. */
type RouteServices = { auth: AuthService; users: UserService };

/** The signed-in user's profile and password, and the back office's list of accounts. */
export const userRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { auth, users } = services;
  const cookies = sessionCookies(app.config.publicUrl);

  route(app, accountContract.updateProfile, async (request) =>
    ok(unwrap(await users.updateProfile(request.ctx, request.body))),
  );

  route(app, accountContract.changePassword, async (request, reply) => {
    const email = request.ctx.actor!.email;
    await app.limit('loginPerAccount', email);
    const result = unwrap(await auth.changePassword(request.ctx, request.body));
    await app.forgive('loginPerAccount', email);
    cookies.set(reply, { accessToken: result.accessToken });
    return ok({ changed: true as const }, 'ChangePasswordSuccess');
  });

  // Operators look accounts up for customer support; only admins lock and unlock them.
  route(app, accountContract.list, async (request) =>
    page(await users.list(request.ctx, request.query)),
  );

  route(app, accountContract.lock, async (request) =>
    ok(unwrap(await users.setLocked(request.ctx, request.params.id, true))),
  );

  route(app, accountContract.unlock, async (request) =>
    ok(unwrap(await users.setLocked(request.ctx, request.params.id, false))),
  );
};
