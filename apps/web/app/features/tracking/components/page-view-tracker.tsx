import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where the browser reports a view: a web route that hands it to the API. */
const TRACKING_PATH = '/tracking';

/** Pages not counted: the back office and the development pages are not the shop's audience. */
const UNTRACKED = /^\/(portal|admin|dev)(\/|$)/;

/**
 * Whether the browser asks not to be tracked: Do Not Track (`navigator.doNotTrack`, and the old
 * `window.doNotTrack`) or Global Privacy Control (`navigator.globalPrivacyControl`).
 */
export function asksNotToBeTracked(nav: Navigator, win?: { doNotTrack?: string | null }): boolean {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return gpc === true || nav.doNotTrack === '1' || win?.doNotTrack === '1';
}

/**
 * Reports each page the shopper sees (its path, no query string) once it is shown, after the
 * first render and on every navigation. The report is a beacon (it never holds up the page and
 * survives leaving it); a browser that asks not to be tracked reports nothing.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (
      UNTRACKED.test(pathname) ||
      asksNotToBeTracked(navigator, window as { doNotTrack?: string | null })
    )
      return;
    const body = new URLSearchParams({ accessedUrl: pathname });
    try {
      if (navigator.sendBeacon?.(TRACKING_PATH, body)) return;
    } catch {
      // Some browsers refuse a beacon (a quota); fetch below.
    }
    void fetch(TRACKING_PATH, { method: 'POST', body, keepalive: true }).catch(() => {});
  }, [pathname]);
  return null;
}
