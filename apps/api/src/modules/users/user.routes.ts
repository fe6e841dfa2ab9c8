import {
  ROLES,
  accountSummarySchema,
  changePasswordSchema,
  pageQuerySchema,
  profileUpdateSchema,
  userSchema,
} from '@lotus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  ok,
  page,
  pageEnvelopeOf,
  unwrap,
} from '../../lib/envelope.ts';
import { sessionCookies } from '../../lib/session-cookies.ts';
import { listAccounts, setAccountLocked, updateMyProfile } from './user.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** The signed-in user's profile and password, and the back office's list of accounts. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookies = sessionCookies(app.config.publicUrl);

  app.put(
    '/user/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Update your own profile (role, active flag and email are not writable here)',
        body: profileUpdateSchema,
        response: { 200: envelopeOf(userSchema), ...errors },
      },
    },
    async (request) => ok(unwrap(await updateMyProfile(app.db, request.user!.id, request.body))),
  );

  app.post(
    '/user/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Change your password with the current one; your other sessions end',
        body: changePasswordSchema,
        response: { 200: envelopeOf(z.object({ changed: z.literal(true) })), ...errors },
      },
    },
    async (request, reply) => {
      await app.limit('loginPerAccount', request.user!.email);
      const result = unwrap(await app.auth.changePassword(request.user!, request.body));
      await app.forgive('loginPerAccount', request.user!.email);
      cookies.set(reply, { accessToken: result.accessToken });
      return ok({ changed: true as const }, 'ChangePasswordSuccess');
    },
  );

  app.get(
    '/admin/users',
    {
      // Operators look accounts up for customer support; only admins lock and unlock them.
      config: { access: ['ADMIN', 'OPERATOR'] },
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first; search by email, name or phone (admins and operators)',
        querystring: pageQuerySchema.extend({
          search: z.string().trim().max(100).optional(),
          role: z.enum(ROLES).optional(),
        }),
        response: { 200: pageEnvelopeOf(accountSummarySchema), ...errors },
      },
    },
    async (request) => page(await listAccounts(app.db, request.query)),
  );

  for (const [action, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        config: { access: ['ADMIN'] },
        schema: {
          tags: ['admin'],
          summary: locked ? 'Lock an account: its sessions end at once' : 'Unlock an account',
          params: z.object({ id: z.uuid() }),
          response: {
            200: envelopeOf(z.object({ id: z.uuid(), isLocked: z.boolean() })),
            ...errors,
          },
        },
      },
      async (request) =>
        ok(
          unwrap(
            await setAccountLocked(app.db, request.user!.id, request.params.id, locked, new Date()),
          ),
        ),
    );
  }
};
