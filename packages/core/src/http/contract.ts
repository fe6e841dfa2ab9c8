import type { z } from 'zod';
import type { Action } from '../permissions/permissions.ts';
import type { PageMeta } from './envelope.ts';
import type { ApiMethod, ApiRequest } from './transport.ts';

/**
 * Who may call an endpoint: everyone, anyone signed in, a referral-company session (its own
 * token and the company-name header, decision 027), or the roles the permission table allows
 * an action.
 */
export type Access = 'public' | 'user' | 'referral-company' | Action;

/**
 * One endpoint of the API, described once: the API registers its route from it (validation,
 * serialisation, OpenAPI), the web's client calls it by it, and test fakes answer through it.
 * `response` is the schema of the envelope's `data`; for a `paged` endpoint, of one item (the
 * answer is `{ data: items, meta }`).
 */
export interface Endpoint {
  readonly method: ApiMethod;
  /** The full path with `:name` parameters, e.g. `/api/product/:id/public`. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  readonly summary: string;
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly paged?: boolean;
  /** The success status: 200 unless the endpoint creates something (201). */
  readonly status?: 200 | 201;
  /** The error statuses it answers with, for the OpenAPI document. */
  readonly errors?: readonly number[];
  /** Left out of the OpenAPI document (development-only endpoints). */
  readonly hidden?: boolean;
  /**
   * A public read (a GET, or a POST that only reads, as the flash sale's product list) whose
   * answer is the same for every caller, whatever their session, and changes only when one of
   * its cache tags announces it or at the instant it names (`x-cache-until`: the intro banner's
   * next start or end, the next scheduled article, the next flash sale's start or end): the
   * shop's setting, its categories, the policy index, which every page's shell shows; the
   * questions, the intro and the news; the product lists, brands, product pages, related
   * products and approved reviews; the flash sale, its products and a product's offer in it.
   * The server render keeps one copy per address, body and language (decision 019). An answer
   * carrying the server's time (the flash sale's `serverTime`) may then carry a kept copy's:
   * what must tell the time now asks with `shared: false`.
   */
  readonly shared?: boolean;
}

/** Declares an endpoint, keeping its literal types for the client and the route. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** A query as a caller passes it: the parsed shape, every field optional (defaults apply). */
export type QueryInput<S> = S extends z.ZodType
  ? { [K in keyof z.output<S>]?: z.output<S>[K] | undefined }
  : never;

/** What a caller passes to an endpoint: its path parameters, query and body, when it has them. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: QueryInput<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never }) & {
    headers?: Record<string, string>;
  };

/** The `data` an endpoint answers with (for a paged one: the items and `meta`). */
export type EndpointData<E extends Endpoint> = E['paged'] extends true
  ? { items: Output<E['response']>[]; meta: PageMeta }
  : Output<E['response']>;

/** `/api/product/:id/public` with `{ id: 'ao-thun' }` → `/api/product/ao-thun/public`. */
export function endpointPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') {
      throw new Error(`missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Path parameters as the router hands them to a route: text. */
function textParams(params: Record<string, string | number> | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) text[name] = String(value);
  return text;
}

/** The transport request of a call: method, filled-in path, query and body. */
export function endpointRequest<E extends Endpoint>(e: E, input: EndpointInput<E>): ApiRequest {
  const { params, query, body, headers } = input as {
    params?: Record<string, string | number>;
    query?: ApiRequest['query'];
    body?: unknown;
    headers?: Record<string, string>;
  };
  return {
    method: e.method,
    path: endpointPath(e.path, params),
    ...(query ? { query } : {}),
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
    ...(e.shared ? { shared: true } : {}),
    endpoint: { path: e.path, params: textParams(params) },
  };
}
