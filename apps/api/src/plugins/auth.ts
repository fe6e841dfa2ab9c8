import {
  type Access,
  type ErrorCode,
  type Language,
  REFERRAL_COMPANY_HEADER,
  can,
  isAction,
  isSingleLine,
} from '@lotus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, ContextFactory, ServiceContext } from '../context.ts';
import type { AccessTokens } from '../lib/access-tokens.ts';
import type { ReferralTokens } from '../lib/referral-tokens.ts';
import { ACCESS_COOKIE } from '../lib/session-cookies.ts';
import type { SessionRevocations } from '../modules/auth/session-revocations.ts';

export interface AuthPluginOptions {
  tokens: AccessTokens;
  referralTokens: ReferralTokens;
  revocations: SessionRevocations;
  contexts: ContextFactory;
}

/** What a call proves its session with: a bearer header, or the access cookie. */
export interface Credentials {
  authorization?: string | undefined;
  accessCookie?: string | undefined;
  /** The company-name header of a referral call, as sent (URL-encoded). */
  companyName?: string | string[] | undefined;
}

/** A call's context (with its actor when signed in) and why it is refused, if it is. */
export interface Admission {
  ctx: ServiceContext;
  /** It carried an access token that has expired (the client should renew). */
  tokenExpired: boolean;
  refusal?: ErrorCode;
}

/**
 * Who is calling, and may they: a short-lived signed access token (cookie for browsers, bearer for
 * other clients) names the user, their role and their session; a session ended by logout, a lock,
 * a role change, a password change or a reset is refused at once (the revocations are kept in
 * process, so the check costs no database trip). Every API route declares `config.access`
 * (`public`, `user`, or an action of core's permission table, decided by `can`); a route without
 * one fails at start-up. The check runs when the request arrives, before its body is read or
 * validated. Each request then carries its service context (`request.ctx`) with the acting user. Answers of routes that are not public carry `Cache-Control: no-store`.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const { tokens, referralTokens, revocations, contexts } = options;

  app.decorateRequest('ctx', null as unknown as ServiceContext);
  app.decorateRequest('tokenExpired', false);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access === undefined) {
      if (route.url.startsWith('/api/docs') || route.schema?.hide) return;
      throw new Error(`route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    if (
      access !== 'public' &&
      access !== 'user' &&
      access !== 'referral-company' &&
      !isAction(access)
    ) {
      throw new Error(`route ${String(route.method)} ${route.url} names an unknown action`);
    }
  });

  // An answer that sets session cookies (a login, a renewal) is personal even on a public route.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('set-cookie')) void reply.header('cache-control', 'no-store');
    return payload;
  });

  /**
   * The context of a call with these credentials, and the refusal `access` gives it if any: 401
   * without a valid session (`ACCESS_TOKEN_EXPIRED` when its token merely expired, so the client
   * renews), 403 when `can` denies the action.
   */
  async function admit(
    access: Access,
    credentials: Credentials,
    lang: Language,
  ): Promise<Admission> {
    const visitor = contexts.create({ lang, actor: null });
    if (access === 'referral-company') return admitReferral(credentials, visitor);
    const { actor, tokenExpired } = await authenticate(credentials, visitor);
    const ctx = actor ? { ...visitor, actor } : visitor;
    if (access === 'public') return { ctx, tokenExpired };
    if (!actor) {
      return { ctx, tokenExpired, refusal: tokenExpired ? 'ACCESS_TOKEN_EXPIRED' : 'UNAUTHORIZED' };
    }
    if (access !== 'user' && !can(actor, access)) {
      return { ctx, tokenExpired, refusal: 'FORBIDDEN' };
    }
    return { ctx, tokenExpired };
  }
  app.decorate('admit', admit);

  /**
   * A referral-company call (spec sections 4, 6, 7; decision 027): its company-name header must be
   * readable (a CR or LF in it is a 400), its bearer must be a live referral access token (a
   * missing, expired or ended one is only logged and answered with the spec's message), and the
   * header must name the token's company (403 otherwise). The company is the token's.
   */
  async function admitReferral(
    { authorization, companyName }: Credentials,
    visitor: ServiceContext,
  ): Promise<Admission> {
    const refuse = (refusal: ErrorCode): Admission => ({
      ctx: visitor,
      tokenExpired: false,
      refusal,
    });
    const header = companyHeader(companyName);
    if (header === 'invalid') return refuse('REFERRAL_COMPANY_HEADER_INVALID');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    const check = token
      ? await referralTokens.verifyAccess(token, visitor.now)
      : { status: 'missing' as const };
    const claims = check.status === 'valid' ? check.claims : null;
    if (!claims || revocations.isRevoked(claims.sessionId, claims.issuedAt) || !header) {
      app.log.info(
        { referralAuth: claims ? (header ? 'ended' : 'no-company') : check.status },
        'referral credentials missing or expired',
      );
      return refuse('REFERRAL_AUTH_MISSING');
    }
    if (sameName(header.name) !== sameName(claims.companyName)) {
      return refuse('REFERRAL_COMPANY_MISMATCH');
    }
    const actor: Actor = {
      id: claims.userId,
      role: claims.role,
      email: claims.email,
      sessionId: claims.sessionId,
      companyId: claims.companyId,
      companyRole: claims.companyRole,
    };
    return { ctx: { ...visitor, actor }, tokenExpired: false };
  }

  // Admission comes first (onRequest): a caller the contract does not admit is refused before
  // its body is parsed or its params, query and body are validated, so a stranger learns nothing
  // of an endpoint's schema from its complaints.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const { ctx, tokenExpired, refusal } = await admit(
      access,
      {
        authorization: request.headers.authorization,
        accessCookie: request.cookies[ACCESS_COOKIE],
        companyName: request.headers[REFERRAL_COMPANY_HEADER],
      },
      request.lang,
    );
    request.ctx = ctx;
    request.tokenExpired = tokenExpired;
    // Personal data (a cart, orders, addresses) is never kept by a browser or proxy cache.
    if (access !== 'public') void reply.header('cache-control', 'no-store');
    if (refusal) return reply.fail(refusal);
  });

  async function authenticate(
    { authorization, accessCookie }: Credentials,
    ctx: ServiceContext,
  ): Promise<{ actor: Actor | null; tokenExpired: boolean }> {
    const token = authorization?.startsWith('Bearer ')
      ? authorization.slice(7).trim()
      : accessCookie;
    if (!token) return { actor: null, tokenExpired: false };
    const check = await tokens.verify(token, ctx.now);
    if (check.status !== 'valid') return { actor: null, tokenExpired: check.status === 'expired' };
    const { claims } = check;
    // An ended session: the client may try to renew, which the refresh token's record refuses.
    if (revocations.isRevoked(claims.sessionId, claims.issuedAt)) {
      return { actor: null, tokenExpired: true };
    }
    const actor = {
      id: claims.userId,
      role: claims.role,
      email: claims.email,
      sessionId: claims.sessionId,
    };
    return { actor, tokenExpired: false };
  }
});

/**
 * The company a referral call names: its header URL-decoded (a Vietnamese name travels as
 * ASCII), null when absent, `invalid` when it is not readable or carries a CR, an LF or another
 * control character.
 */
function companyHeader(raw: string | string[] | undefined): { name: string } | null | 'invalid' {
  if (raw === undefined) return null;
  if (Array.isArray(raw)) return 'invalid';
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return 'invalid';
  }
  if (!isSingleLine(name)) return 'invalid';
  return name.trim() ? { name } : null;
}

const sameName = (name: string) => name.normalize('NFC').trim().toLowerCase();

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Who calls with these credentials, and whether `access` admits them (the onRequest hook's rule). */
    admit(access: Access, credentials: Credentials, lang: Language): Promise<Admission>;
  }
  interface FastifyRequest {
    /** The request's service context: its language, the acting user (or null), now, the database. */
    ctx: ServiceContext;
    /** The request carried an access token that has expired (the client should refresh). */
    tokenExpired: boolean;
  }
}
