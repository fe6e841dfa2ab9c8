import {
  changePasswordWithTokenSchema,
  emailQuerySchema,
  loginResultSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  tokenQuerySchema,
  userSchema,
} from '@lotus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, errorEnvelopeSchema, errorResponses, ok, unwrap } from '../../lib/envelope.ts';
import { REFRESH_COOKIE, sessionCookies } from '../../lib/session-cookies.ts';
import { getMe } from '../users/user.service.ts';
import { type Session, toLoginResult } from './auth.service.ts';

const errors = errorResponses(400, 401, 403, 409, 429);
const done = envelopeOf(z.object({ sent: z.literal(true) }));

/**
 * Sign-up, verification, login, token refresh, logout and password reset under /api/auth.
 * Browsers get the tokens as httpOnly cookies; other clients use the bearer token in the body.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookies = sessionCookies(app.config.publicUrl);
  const userAgent = (ua: string | undefined) => (ua ? ua.slice(0, 300) : null);

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account; a verification link is mailed',
        body: registerSchema,
        response: { 201: envelopeOf(z.object({ email: z.string() })), ...errors },
      },
    },
    async (request, reply) => {
      await app.limit('registerPerIp', request.ip);
      const result = unwrap(await app.auth.register(request.body, request.lang));
      return reply.status(201).send(ok(result, 'RegisterSuccess'));
    },
  );

  app.get(
    '/auth/active-user',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Activate an account with the mailed verification token',
        querystring: tokenQuerySchema,
        response: { 200: envelopeOf(z.object({ email: z.string() })), ...errors },
      },
    },
    async (request) => ok(unwrap(await app.auth.activate(request.query.token))),
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Mail the verification link again (same answer whether or not the account exists)',
        body: emailQuerySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await app.limit('resetPerIp', request.ip);
      await app.limit('mailPerAccount', request.body.email);
      await app.auth.resendVerification(request.body.email);
      return ok({ sent: true as const }, 'SendVerifyAccountSuccess');
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email (`username`) and password',
        body: loginSchema,
        response: { 200: envelopeOf(loginResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await app.limit('loginPerIp', request.ip);
      await app.limit('loginPerAccount', request.body.username);
      const session: Session = unwrap(
        await app.auth.login(request.body, userAgent(request.headers['user-agent'])),
      );
      await app.forgive('loginPerAccount', request.body.username);
      cookies.set(reply, session);
      return ok(toLoginResult(session, request.body.redirect), 'LoginSuccess');
    },
  );

  app.post(
    '/auth/refreshToken',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token (body or cookie) for a new pair; reuse revokes the family',
        body: refreshTokenSchema.nullish(),
        response: {
          200: envelopeOf(
            z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number() }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      if (!token) return reply.fail('SESSION_EXPIRED');
      const result = await app.auth.refresh(token, userAgent(request.headers['user-agent']));
      if (!result.ok) {
        cookies.clear(reply);
        return reply.fail(result.code);
      }
      cookies.set(reply, result.value);
      const { accessToken, refreshToken, expiresIn } = result.value;
      return ok({ accessToken, refreshToken, expiresIn });
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End this session (its refresh tokens are revoked) and clear the cookies',
        body: refreshTokenSchema.nullish(),
        response: { 200: envelopeOf(z.object({ loggedOut: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      await app.auth.logout(
        request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE],
        request.user?.familyId,
      );
      cookies.clear(reply);
      return ok({ loggedOut: true as const }, 'Logout');
    },
  );

  app.get(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        querystring: emailQuerySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await app.limit('resetPerIp', request.ip);
      await app.limit('resetPerAccount', request.query.email);
      await app.auth.requestPasswordReset(request.query.email);
      return ok({ sent: true as const }, 'SentForgotPassword');
    },
  );

  app.get(
    '/auth/verify-token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Check that a password reset link is still usable',
        querystring: tokenQuerySchema,
        response: { 200: envelopeOf(z.object({ valid: z.literal(true) })), ...errors },
      },
    },
    async (request) => ok(unwrap(await app.auth.checkResetToken(request.query.token))),
  );

  app.post(
    '/auth/change-pass-token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; every session of the account ends',
        body: changePasswordWithTokenSchema,
        response: { 200: envelopeOf(z.object({ email: z.string() })), ...errors },
      },
    },
    async (request, reply) => {
      await app.limit('resetPerIp', request.ip);
      const result = unwrap(
        await app.auth.resetPassword(request.body.token, request.body.password),
      );
      cookies.clear(reply);
      return ok(result, 'ChangePasswordSuccess');
    },
  );

  app.get(
    '/auth/user/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with their profile',
        response: { 200: envelopeOf(userSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => ok(unwrap(await getMe(app.db, request.user!.id))),
  );
};
