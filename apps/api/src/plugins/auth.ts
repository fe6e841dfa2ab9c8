import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@lotus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_COOKIE } from '../lib/session-cookies.ts';
import { findSessionUser } from '../modules/auth/auth.repository.ts';

/** Who may call a route: everyone, anyone signed in, or the listed roles. */
export type Access = 'public' | 'user' | readonly Role[];

export interface SessionUser {
  id: string;
  role: Role;
  email: string;
  /** The refresh-token family of this session (one per login). */
  familyId: string;
}

interface AccessClaims {
  sub: string;
  role: Role;
  fam: string;
}

/**
 * Sessions: a short-lived signed access token (cookie for browsers, bearer for other clients),
 * checked against the user row on every request so a lock or a password change takes effect at
 * once. Every API route must declare `config.access`; a route without one fails at start-up.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string }) => {
  const key = new TextEncoder().encode(options.secret);

  app.decorate('signAccessToken', async (user: { id: string; role: Role }, familyId: string) =>
    new SignJWT({ role: user.role, fam: familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(key),
  );

  app.decorateRequest('user', null);
  app.decorateRequest('tokenExpired', false);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.access !== undefined) return;
    if (route.url.startsWith('/api/docs') || route.schema?.hide) return;
    throw new Error(`route ${String(route.method)} ${route.url} does not declare config.access`);
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    await authenticate(request);
    if (access === 'public') return;
    if (!request.user) {
      return reply.fail(request.tokenExpired ? 'ACCESS_TOKEN_EXPIRED' : 'UNAUTHORIZED');
    }
    if (access !== 'user' && !access.includes(request.user.role)) {
      return reply.fail('FORBIDDEN');
    }
  });

  async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ')
      ? header.slice(7).trim()
      : request.cookies[ACCESS_COOKIE];
    if (!token) return;
    let claims: AccessClaims & { iat: number };
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      claims = payload as unknown as AccessClaims & { iat: number };
    } catch (error) {
      request.tokenExpired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      return;
    }
    const user = await findSessionUser(app.db, claims.sub);
    if (!user || !user.isActive || user.isLocked) return;
    // A password change ends every session that started before it.
    if (user.passwordChangedAt && claims.iat * 1000 < user.passwordChangedAt.getTime() - 1000) {
      request.tokenExpired = true;
      return;
    }
    request.user = { id: user.id, role: user.role, email: user.email, familyId: claims.fam };
  }
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
    /** The request carried an access token that has expired (the client should refresh). */
    tokenExpired: boolean;
  }
  interface FastifyInstance {
    signAccessToken(user: { id: string; role: Role }, familyId: string): Promise<string>;
  }
}
