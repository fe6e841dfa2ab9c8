import { DEVICE_COOKIE, REFERRAL_LINK_COOKIE, authContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { REFRESH_COOKIE, sessionCookies } from '../../lib/session-cookies.ts';
import type { AuthService } from './auth.service.ts';
import { toLoginResult } from './login-result.ts';
import type { UserService } from '../users/user.service.ts';
import type { ReferralCompanyService } from '../referrals/referral-company.service.ts';

const userAgent = (ua: string | undefined) => (ua ? ua.slice(0, 300) : null);

/** The services these routes call. */
type RouteServices = {
  auth: AuthService;
  users: UserService;
  referralCompanies: Pick<ReferralCompanyService, 'credentialsFor'>;
};

/**
 * Sign-up, verification, login, token refresh, logout and password reset under /api/auth.
 * Browsers get the tokens as httpOnly cookies; other clients use the bearer token in the body.
 */
export const authRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { auth, users, referralCompanies } = services;
  const cookies = sessionCookies(app.config.publicUrl);

  route(app, authContract.register, async (request) => {
    await app.limit('registerPerIp', request.ip);
    const from = {
      linkCode: request.cookies[REFERRAL_LINK_COOKIE],
      deviceId: request.cookies[DEVICE_COOKIE],
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    };
    return ok(unwrap(await auth.register(request.ctx, request.body, from)), 'RegisterSuccess');
  });

  route(app, authContract.activate, async (request) =>
    ok(unwrap(await auth.activate(request.ctx, request.query.token))),
  );

  route(app, authContract.resendVerification, async (request) => {
    await app.limit('resetPerIp', request.ip);
    await app.limit('mailPerAccount', request.body.email);
    await auth.resendVerification(request.ctx, request.body.email);
    return ok({ sent: true as const }, 'SendVerifyAccountSuccess');
  });

  route(app, authContract.login, async (request, reply) => {
    await app.limit('loginPerIp', request.ip);
    await app.limit('loginPerAccount', request.body.username);
    const session = unwrap(
      await auth.login(request.ctx, request.body, userAgent(request.headers['user-agent'])),
    );
    await app.forgive('loginPerAccount', request.body.username);
    cookies.set(reply, session);
    // A customer who belongs to a referral company gets its credentials too (spec section 3).
    const referral = await referralCompanies.credentialsFor(
      request.ctx,
      session.user,
      session.sessionId,
    );
    return ok(
      {
        ...toLoginResult(session, request.body.redirect),
        ...(referral ? { referralCredentials: referral } : {}),
      },
      'LoginSuccess',
    );
  });

  // The new pair goes back the way the old token came: in the body to a client that sent it in
  // the body, only as httpOnly cookies to a browser (its refresh token never reaches a script).
  route(app, authContract.refresh, async (request, reply) => {
    const fromBody = request.body?.refreshToken;
    const token = fromBody ?? request.cookies[REFRESH_COOKIE];
    if (!token) return reply.fail('SESSION_EXPIRED');
    const result = await auth.refresh(request.ctx, token, userAgent(request.headers['user-agent']));
    if (!result.ok) {
      cookies.clear(reply);
      return reply.fail(result.code);
    }
    const { accessToken, refreshToken, expiresIn } = result.value;
    if (fromBody) return ok({ accessToken, refreshToken, expiresIn });
    cookies.set(reply, result.value);
    return ok({ expiresIn });
  });

  route(app, authContract.logout, async (request, reply) => {
    await auth.logout(request.ctx, request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE]);
    cookies.clear(reply);
    return ok({ loggedOut: true as const }, 'Logout');
  });

  route(app, authContract.requestPasswordReset, async (request) => {
    await app.limit('resetPerIp', request.ip);
    await app.limit('resetPerAccount', request.query.email);
    await auth.requestPasswordReset(request.ctx, request.query.email);
    return ok({ sent: true as const }, 'SentForgotPassword');
  });

  route(app, authContract.checkResetToken, async (request) =>
    ok(unwrap(await auth.checkResetToken(request.ctx, request.query.token))),
  );

  route(app, authContract.resetPassword, async (request, reply) => {
    await app.limit('resetPerIp', request.ip);
    const result = unwrap(
      await auth.resetPassword(request.ctx, request.body.token, request.body.password),
    );
    // The link proved the mailbox: failed logins someone else made on the account are forgiven.
    await app.forgive('loginPerAccount', result.email);
    cookies.clear(reply);
    return ok(result, 'ChangePasswordSuccess');
  });

  route(app, authContract.me, async (request) => ok(unwrap(await users.me(request.ctx))));
};
