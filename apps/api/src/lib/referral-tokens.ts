import type { CompanyRole, Role } from '@lotus/core';
import { SignJWT, jwtVerify } from 'jose';
import { deriveKey } from './secrets.ts';

/** How long a referral access token lives (the spec's `expiredIn`), and its refresh token. */
export const REFERRAL_ACCESS_TTL_SECONDS = 60 * 60;
export const REFERRAL_REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What a referral token says: the user, the company it acts for and as whom, its session. */
export interface ReferralClaims {
  userId: string;
  role: Role;
  email: string;
  sessionId: string;
  companyId: string;
  companyName: string;
  companyRole: CompanyRole;
  issuedAt: Date;
}

export type ReferralCheck =
  { status: 'valid'; claims: ReferralClaims } | { status: 'expired' } | { status: 'invalid' };

type Use = 'referral-access' | 'referral-refresh';

/**
 * A referral-company session's own tokens (decision 027, 041): signed with a key derived for
 * them alone, so a shop access token is never a referral token nor the other way round, and an
 * access token never passes for a refresh token (`typ`). They belong to the session (`fam`) of
 * the login that issued them, so a logout, a lock or a password change ends them too (the
 * in-process revocations); the company comes from the token, never from a header.
 */
export function createReferralTokens(secret: string) {
  const key = deriveKey(secret, 'lotus referral-company tokens');

  async function sign(
    use: Use,
    claims: Omit<ReferralClaims, 'issuedAt'>,
    at: Date,
    ttl: number,
  ): Promise<string> {
    const issuedAt = Math.floor(at.getTime() / 1000);
    return new SignJWT({
      typ: use,
      role: claims.role,
      email: claims.email,
      fam: claims.sessionId,
      cid: claims.companyId,
      cn: claims.companyName,
      cr: claims.companyRole,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl)
      .sign(key);
  }

  async function verify(use: Use, token: string, now: Date): Promise<ReferralCheck> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
      const p = payload as Record<string, unknown>;
      if (
        p.typ !== use ||
        typeof p.sub !== 'string' ||
        typeof p.fam !== 'string' ||
        typeof p.cid !== 'string' ||
        typeof p.cn !== 'string' ||
        typeof p.email !== 'string' ||
        typeof p.iat !== 'number' ||
        (p.cr !== 'manager' && p.cr !== 'member')
      ) {
        return { status: 'invalid' };
      }
      return {
        status: 'valid',
        claims: {
          userId: p.sub,
          role: p.role as Role,
          email: p.email,
          sessionId: p.fam,
          companyId: p.cid,
          companyName: p.cn,
          companyRole: p.cr,
          issuedAt: new Date(p.iat * 1000),
        },
      };
    } catch (error) {
      return (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
        ? { status: 'expired' }
        : { status: 'invalid' };
    }
  }

  return {
    /** The spec's `referralCredentials` for these claims, issued at `at`. */
    async credentials(claims: Omit<ReferralClaims, 'issuedAt'>, at: Date) {
      return {
        companyName: claims.companyName,
        accessToken: await sign('referral-access', claims, at, REFERRAL_ACCESS_TTL_SECONDS),
        refreshToken: await sign('referral-refresh', claims, at, REFERRAL_REFRESH_TTL_SECONDS),
        expiredIn: REFERRAL_ACCESS_TTL_SECONDS,
      };
    },
    verifyAccess: (token: string, now: Date) => verify('referral-access', token, now),
    verifyRefresh: (token: string, now: Date) => verify('referral-refresh', token, now),
  };
}

export type ReferralTokens = ReturnType<typeof createReferralTokens>;
