import { createHmac, webcrypto } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@lotus/core';
import { SignJWT, jwtVerify } from 'jose';
import { deriveKey } from './secrets.ts';

/** What an access token says: whose it is, their role and email, their session, when issued. */
export interface AccessClaims {
  userId: string;
  role: Role;
  email: string;
  sessionId: string;
  issuedAt: Date;
}

export type AccessCheck =
  { status: 'valid'; claims: AccessClaims } | { status: 'expired' } | { status: 'invalid' };

export interface AccessTokens {
  /** An access token for `user` in session `sessionId`, issued at `issuedAt` (whole seconds). */
  sign(
    user: { id: string; role: Role; email: string },
    sessionId: string,
    issuedAt: Date,
  ): Promise<string>;
  verify(token: string, now: Date): Promise<AccessCheck>;
  /**
   * The refresh token that follows `refreshToken` when it is rotated: derived from it with a key
   * only the server has, so any server copy can hand the same successor to a second, concurrent
   * renewal with the same token (the reuse grace) without storing it.
   */
  successor(refreshToken: string): string;
}

/**
 * Short-lived access tokens (15 minutes, HS256). Signed and checked against the clock the caller
 * passes, so a test that moves time moves token expiry too. The same pair of inputs signs the same
 * token, so two renewals of one session at one instant hand out one token. The HMAC key is
 * imported into Web Crypto once (handing jose the raw bytes would import it on every request).
 */
export function createAccessTokens(secret: string): AccessTokens {
  const raw = new TextEncoder().encode(secret);
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const key = () =>
    (imported ??= webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  const chainKey = deriveKey(secret, 'lotus refresh-token chain');
  return {
    sign: async (user, sessionId, at) => {
      const issuedAt = Math.floor(at.getTime() / 1000);
      return new SignJWT({ role: user.role, email: user.email, fam: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key());
    },
    verify: async (token, now) => {
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: ['HS256'],
          currentDate: now,
        });
        const { sub, role, email, fam, iat } = payload as {
          sub?: string;
          role?: Role;
          email?: string;
          fam?: string;
          iat?: number;
        };
        if (!sub || !role || !fam || iat === undefined) return { status: 'invalid' };
        // A token from before access tokens carried the email: renewed like an expired one.
        if (!email) return { status: 'expired' };
        return {
          status: 'valid',
          claims: { userId: sub, role, email, sessionId: fam, issuedAt: new Date(iat * 1000) },
        };
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
          ? { status: 'expired' }
          : { status: 'invalid' };
      }
    },
    successor: (refreshToken) =>
      createHmac('sha256', chainKey).update(refreshToken).digest('base64url'),
  };
}
