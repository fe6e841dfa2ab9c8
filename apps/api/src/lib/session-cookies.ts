import { REFRESH_TOKEN_TTL_SECONDS } from '@lotus/core';
import type { FastifyReply } from 'fastify';

export const ACCESS_COOKIE = 'lotus_at';
export const REFRESH_COOKIE = 'lotus_rt';

/**
 * The session cookies: httpOnly (scripts can't read them), SameSite=Lax, Secure on https. The
 * access cookie outlives its 15-minute token so an expired token is told apart from no session.
 */
export function sessionCookies(publicUrl: string) {
  const options = {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https://'),
    path: '/',
  } as const;
  return {
    set: (reply: FastifyReply, tokens: { accessToken: string; refreshToken?: string }) => {
      reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
        ...options,
        maxAge: REFRESH_TOKEN_TTL_SECONDS,
      });
      if (tokens.refreshToken) {
        reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
          ...options,
          maxAge: REFRESH_TOKEN_TTL_SECONDS,
        });
      }
    },
    clear: (reply: FastifyReply) => {
      reply.clearCookie(ACCESS_COOKIE, options);
      reply.clearCookie(REFRESH_COOKIE, options);
    },
  };
}
