import { addDays, daysBetween, vietnamDayOf } from '../i18n/vietnam-time.ts';

/**
 * Page views: what the shop counts is the path of a page (no query string, no fragment) and, for
 * a signed-in shopper, who; nothing else (no IP address, no browser). The storefront does not send
 * a view when the browser asks not to be tracked (Do Not Track or Global Privacy Control).
 */

/** The longest URL the tracker accepts, and the longest path it keeps. */
export const MAX_TRACKED_URL = 2048;
export const MAX_TRACKED_PATH = 512;

/** The summary's default range (days, today included), its longest, and its top pages. */
export const TRACKING_DEFAULT_DAYS = 30;
export const TRACKING_MAX_DAYS = 366;
export const TRACKING_TOP_PAGES = 20;

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** True when `text` holds a control character (a tab, a newline, an escape…). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * The path a view of `accessedUrl` counts under: a path (`/products?x=1#top` → `/products`) or a
 * URL of the shop's own `origin`, normalised as a browser would (`/a/../b` → `/b`). Null for
 * another site, a protocol-relative or non-web URL, a control character, or a path too long.
 */
export function trackedPath(accessedUrl: string, origin: string): string | null {
  if (accessedUrl.length > MAX_TRACKED_URL || hasControlCharacter(accessedUrl)) return null;
  let url: URL;
  try {
    if (accessedUrl.startsWith('/')) {
      // `//host/x` and `/\host/x` name another host to a browser.
      if (/^\/[/\\]/.test(accessedUrl)) return null;
      url = new URL(accessedUrl, origin);
    } else if (/^https?:\/\//i.test(accessedUrl)) {
      url = new URL(accessedUrl);
    } else {
      return null;
    }
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = url.pathname;
  return path.length <= MAX_TRACKED_PATH ? path : null;
}

/**
 * The days a summary covers: `to` defaults to today (Vietnam's day), `from` to the 30 days ending
 * there. Null when `from` comes after `to` or the range is longer than a year.
 */
export function trackingRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: string; to: string } | null {
  const to = query.to ?? vietnamDayOf(now);
  const from = query.from ?? addDays(to, -(TRACKING_DEFAULT_DAYS - 1));
  if (from > to) return null;
  return daysBetween(from, to).length <= TRACKING_MAX_DAYS ? { from, to } : null;
}
