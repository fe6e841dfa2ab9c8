import { LANGUAGE_COOKIE, type Language } from '@lotus/core';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `Set-Cookie` value that keeps the shopper's language for a year on the whole site. */
export function languageCookie(lang: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
