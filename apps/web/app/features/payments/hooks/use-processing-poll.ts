import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

/**
 * While `active` (an attempt the gateway has not settled yet: its server message may arrive a
 * moment after the shopper), loads the page's data again every `every` ms, `times` times at
 * most (about 30 s). `exhausted` once it gave up; `again()` checks at once and starts over.
 */
export function useProcessingPoll(active: boolean, { every = 2500, times = 12 } = {}) {
  const { revalidate, state } = useRevalidator();
  const [checks, setChecks] = useState(0);
  const idle = state === 'idle';

  useEffect(() => {
    if (!active || !idle || checks >= times) return;
    const timer = setTimeout(() => {
      setChecks((n) => n + 1);
      void revalidate();
    }, every);
    return () => clearTimeout(timer);
  }, [active, idle, checks, times, every, revalidate]);

  return {
    checking: active && !idle,
    exhausted: active && checks >= times,
    again: () => {
      setChecks(0);
      void revalidate();
    },
  };
}
