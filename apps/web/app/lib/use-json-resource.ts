import { useEffect, useState } from 'react';

/** The latest answer of a JSON resource route, and whether the one asked for is still coming. */
export interface JsonResource<T> {
  /** The last answer that arrived (kept while a newer one is on its way), or null. */
  data: T | null;
  /** True until the answer for the current address arrives. */
  pending: boolean;
  /** True when the current address could not be read (offline, a failure). */
  failed: boolean;
}

/**
 * Reads a resource route's JSON (`url`; nothing while it is null), `delayMs` after it last
 * changed, with a plain `fetch` rather than a fetcher: a newer address aborts the older request
 * quietly, and a failure only means no fresh answer (a fetcher's failure would replace the page
 * with the error page). For reads that change nothing; changes go through actions.
 */
export function useJsonResource<T>(url: string | null, delayMs = 0): JsonResource<T> {
  const [state, setState] = useState<{ url: string | null; data: T | null; failed: boolean }>({
    url: null,
    data: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return response.json() as Promise<T>;
        })
        .then((data) => setState({ url, data, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setState((last) => ({ ...last, url, failed: true }));
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, delayMs]);
  return {
    data: state.data,
    pending: url !== null && state.url !== url,
    failed: url !== null && state.url === url && state.failed,
  };
}
