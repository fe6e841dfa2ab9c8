import { useEffect, useState } from 'react';
import { msLeft, nextTickIn } from '../server-clock';

/**
 * Milliseconds left until `target` (an ISO instant of the server) on the server's clock
 * (`offset`: server − browser), ticking on each whole second of the countdown and landing the
 * last tick on the end itself; null until both are known. A hidden tab's timers are slowed by
 * the browser, which does no harm: each tick reads the clock again.
 */
export function useCountdown(target: string | null, offset: number | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (target === null || offset === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const browserNow = Date.now();
      setNow(browserNow);
      const left = msLeft(target, offset, browserNow);
      if (left > 0) timer = setTimeout(tick, nextTickIn(left));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [target, offset]);
  if (target === null || offset === null || now === null) return null;
  return msLeft(target, offset, now);
}
