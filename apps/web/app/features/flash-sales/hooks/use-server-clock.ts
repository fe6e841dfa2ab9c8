import { useEffect, useState } from 'react';
import { clockOffset } from '../server-clock';

/** A fresh answer carrying the server's time, and how far the server's clock is ahead. */
export interface ServerClock<T> {
  /** The fresh answer, or null until it arrives (or when it could not be read). */
  data: T | null;
  /** Server's clock − browser's clock, in ms; null until known (the countdown then waits). */
  offset: number | null;
}

/**
 * Reads `url` (a resource route answering JSON with `serverTime`, never kept by a cache) once
 * the page is in the browser, and again when `url` or `generation` changes, and learns the
 * server's clock from it: the server's time less the browser's clock the moment the answer
 * arrived. The page's own data cannot tell this: a visitor's page may come from the shared page
 * cache minutes after it was rendered.
 */
export function useServerClock<T extends { serverTime: string }>(
  url: string | null,
  generation: unknown = null,
): ServerClock<T> {
  const [state, setState] = useState<ServerClock<T> & { url: string | null }>({
    url: null,
    data: null,
    offset: null,
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, {
      signal: controller.signal,
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const data = (await response.json()) as T | null;
        const receivedAt = Date.now();
        if (!data) throw new Error(`${url} answered nothing`);
        setState({ url, data, offset: clockOffset(data.serverTime, receivedAt) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, data: null, offset: null });
      });
    return () => controller.abort();
  }, [url, generation]);
  const current = state.url === url;
  return { data: current ? state.data : null, offset: current ? state.offset : null };
}
