/**
 * How the web app reaches the API: in the browser over `fetch`, during the server render through
 * the API process itself (no socket). Both speak this one shape, so one API client serves both.
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: ApiMethod;
  /** Path under the site root, starting with `/api/`. */
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The answer is the same for every caller (the endpoint's `shared`): the server render may
   * reuse it until what it shows changes. Not sent on the wire.
   */
  shared?: boolean;
  /**
   * The endpoint called: its contract's path pattern and the call's path parameters
   * (`/api/product/:id/public`, `{ id }`), so the server render can dispatch to its route without
   * a round through the router (decision 022). Not sent on the wire.
   */
  endpoint?: { path: string; params: Record<string, string> };
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON envelope (`ApiEnvelope`), or null when the body was empty. */
  body: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** `?a=1&b=x` from a query object, leaving out empty values. */
export function toQueryString(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
