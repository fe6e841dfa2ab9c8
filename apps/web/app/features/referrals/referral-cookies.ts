import { DEVICE_COOKIE, normaliseReferralCode, REFERRAL_LINK_COOKIE } from '@lotus/core';

const DAY = 24 * 60 * 60;

/** A cookie's value in a request, or null. */
function cookieOf(request: Request, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.get('cookie') ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

const attributes = (request: Request, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${
    new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  }`;

/**
 * The first-party device cookie the self-referral check compares: made on the first visit of a
 * page that needs it, kept a year. Answers the `Set-Cookie` to send, or nothing.
 */
export function deviceCookie(request: Request): string[] {
  if (cookieOf(request, DEVICE_COOKIE)) return [];
  return [`${DEVICE_COOKIE}=${crypto.randomUUID()}; ${attributes(request, 365 * DAY)}`];
}

/**
 * The referral code a visitor carries: the one their first link left (kept `days` days, the
 * campaign's attribution window: first link wins), or the link's `?ref=` now. Answers the code
 * and the `Set-Cookie` that keeps a new one.
 */
export function keptReferral(
  request: Request,
  days: number,
): { code: string | null; setCookie: string[] } {
  const kept = normaliseReferralCode(cookieOf(request, REFERRAL_LINK_COOKIE));
  if (kept) return { code: kept, setCookie: [] };
  const fresh = normaliseReferralCode(new URL(request.url).searchParams.get('ref'));
  if (!fresh) return { code: null, setCookie: [] };
  return {
    code: fresh,
    setCookie: [`${REFERRAL_LINK_COOKIE}=${fresh}; ${attributes(request, days * DAY)}`],
  };
}
