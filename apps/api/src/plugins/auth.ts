import { type Access, can, isAction } from '@lotus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, ContextFactory, ServiceContext } from '../context.ts';
import type { AccessTokens } from '../lib/access-tokens.ts';
import { ACCESS_COOKIE } from '../lib/session-cookies.ts';
import type { SessionRevocations } from '../modules/auth/session-revocations.ts';

export interface AuthPluginOptions {
  tokens: AccessTokens;
  revocations: SessionRevocations;
  contexts: ContextFactory;
}

/**
 * Who is calling, and may they: a short-lived signed access token (cookie for browsers, bearer for
 * other clients) names the user, their role and their session; a session ended by logout, a lock,
 * a role change, a password change or a reset is refused at once (the revocations are kept in
 * process, so the check costs no database trip). Every API route declares `config.access`
 * (`public`, `user`, or an action of core's permission table, decided by `can`); a route without
 * one fails at start-up. Each request then carries its service context (`request.ctx`) with the
 * acting user. Answers of routes that are not public carry `Cache-Control: no-store`.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const { tokens, revocations, contexts } = options;

  app.decorateRequest('ctx', null as unknown as ServiceContext);
  app.decorateRequest('tokenExpired', false);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access === undefined) {
      if (route.url.startsWith('/api/docs') || route.schema?.hide) return;
      throw new Error(`route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    if (access !== 'public' && access !== 'user' && !isAction(access)) {
      throw new Error(`route ${String(route.method)} ${route.url} names an unknown action`);
    }
  });

  // An answer that sets session cookies (a login, a renewal) is personal even on a public route.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('set-cookie')) void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    if (access !== 'public') void reply.header('cache-control', 'no-store');
    const visitor = contexts.create({ lang: request.lang, actor: null });
    const actor = await authenticate(request, visitor);
    request.ctx = actor ? { ...visitor, actor } : visitor;
    if (access === 'public') return;
    // Personal data (a cart, orders, addresses) is never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    if (!actor) return reply.fail(request.tokenExpired ? 'ACCESS_TOKEN_EXPIRED' : 'UNAUTHORIZED');
    if (access !== 'user' && !can(actor, access)) return reply.fail('FORBIDDEN');
  });

  async function authenticate(request: FastifyRequest, ctx: ServiceContext): Promise<Actor | null> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ')
      ? header.slice(7).trim()
      : request.cookies[ACCESS_COOKIE];
    if (!token) return null;
    const check = await tokens.verify(token, ctx.now);
    if (check.status !== 'valid') {
      request.tokenExpired = check.status === 'expired';
      return null;
    }
    const { claims } = check;
    // An ended session: the client may try to renew, which the refresh token's record refuses.
    if (revocations.isRevoked(claims.sessionId, claims.issuedAt)) {
      request.tokenExpired = true;
      return null;
    }
    return {
      id: claims.userId,
      role: claims.role,
      email: claims.email,
      sessionId: claims.sessionId,
    };
  }
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The request's service context: its language, the acting user (or null), now, the database. */
    ctx: ServiceContext;
    /** The request carried an access token that has expired (the client should refresh). */
    tokenExpired: boolean;
  }
}
