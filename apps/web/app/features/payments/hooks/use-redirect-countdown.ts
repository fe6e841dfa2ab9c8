import { useEffect, useState } from 'react';

const SENT = 'lotus:payment-sent:';

/** Whether this tab already went to the gateway for `key` (the storage may be unavailable). */
function wasSent(key: string): boolean {
  try {
    return sessionStorage.getItem(SENT + key) !== null;
  } catch {
    return false;
  }
}

/** Remembers, for this tab, that it went to the gateway for `key`. */
export function markSent(key: string): void {
  try {
    sessionStorage.setItem(SENT + key, '1');
  } catch {
    // Without storage, coming back simply counts down again.
  }
}

/**
 * The seconds left before the browser goes to `href`, counted down from `seconds` once the page
 * runs in the browser (`started`), then `location.assign(href)`. `stop()` turns the countdown
 * off (a time limit the shopper may switch off, WCAG 2.2.1). It also stays off when the shopper
 * comes back from the gateway (the browser's back button: the tab already went there for `key`,
 * or the page came back from the browser's history at zero), so "back" is not a loop.
 */
export function useRedirectCountdown(href: string | null, seconds: number, key: string) {
  const [left, setLeft] = useState(seconds);
  const [started, setStarted] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!href || stopped) return;
    const startedAt = Date.now();
    let first = true;
    const timer = setInterval(() => {
      if (first && wasSent(key)) {
        clearInterval(timer);
        setStarted(true);
        setStopped(true);
        return;
      }
      first = false;
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setStarted(true);
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        markSent(key);
        window.location.assign(href);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [href, seconds, stopped, key]);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setStopped(true);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  return { left, started, stopped, stop: () => setStopped(true) };
}
