import type { ReferralCredentials } from '@lotus/core';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { refreshCompanyCredentials } from './api/referral-api';

/**
 * The referral company's session in the browser (the spec's `infoAuthReferral`): its
 * `referralCredentials` kept in an httpOnly cookie, URL-encoded JSON, as the spec keeps its
 * cookies. Only the server reads it, to send the bearer token and the company-name header.
 */
export const COMPANY_SESSION_COOKIE = 'lotus_referral';

const DAYS_30 = 30 * 24 * 60 * 60;

export interface CompanySession {
  companyName: string;
  accessToken: string;
  refreshToken: string;
}

function cookieOf(request: Request, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.get('cookie') ?? '');
  return match ? match[1]! : null;
}

const attributes = (request: Request, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${
    new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  }`;

/** The company session the request carries, or null. */
export function companySession(request: Request): CompanySession | null {
  const raw = cookieOf(request, COMPANY_SESSION_COOKIE);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null) return null;
    const { companyName, accessToken, refreshToken } = value as Record<string, unknown>;
    if (
      typeof companyName !== 'string' ||
      typeof accessToken !== 'string' ||
      typeof refreshToken !== 'string'
    ) {
      return null;
    }
    return { companyName, accessToken, refreshToken };
  } catch {
    return null;
  }
}

/** The `Set-Cookie` that keeps these credentials (as long as their refresh token lives). */
export function keepCompanySession(request: Request, credentials: ReferralCredentials): string {
  const value = encodeURIComponent(
    JSON.stringify({
      companyName: credentials.companyName,
      accessToken: credentials.accessToken,
      refreshToken: credentials.refreshToken,
    }),
  );
  return `${COMPANY_SESSION_COOKIE}=${value}; ${attributes(request, DAYS_30)}`;
}

/** The `Set-Cookie` that forgets the company session. */
export function dropCompanySession(request: Request): string {
  return `${COMPANY_SESSION_COOKIE}=; ${attributes(request, 0)}`;
}

const needsLogin = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'REFERRAL_AUTH_MISSING';

/**
 * Runs `read` with the request's company session; an expired access token is renewed once with
 * the refresh token (its new cookie in `setCookie`). Without a usable session the answer is
 * `relogin` (and the cookie is dropped): the page says the spec's "please log in again".
 */
export async function withCompanySession<T>(
  request: Request,
  api: ApiClient,
  read: (session: CompanySession) => Promise<T>,
): Promise<{ value: T; setCookie: string[] } | { relogin: true; setCookie: string[] }> {
  const session = companySession(request);
  if (!session) return { relogin: true, setCookie: [] };
  try {
    return { value: await read(session), setCookie: [] };
  } catch (error) {
    if (!needsLogin(error)) throw error;
  }
  try {
    const renewed = await refreshCompanyCredentials(api, session.refreshToken);
    return {
      value: await read({ ...session, ...renewed }),
      setCookie: [keepCompanySession(request, renewed)],
    };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { relogin: true, setCookie: [dropCompanySession(request)] };
  }
}
