import { type LoginResult, safeRedirect } from '@lotus/core';
import type { Session } from './auth.service.ts';

/** The login answer in the spec's shape, with the safe place to go next. */
export function toLoginResult(session: Session, redirect: string | undefined): LoginResult {
  return {
    token: session.accessToken,
    expiresIn: session.expiresIn,
    refreshToken: session.refreshToken,
    redirectTo: safeRedirect(redirect, session.user.role),
  };
}
