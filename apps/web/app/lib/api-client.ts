import {
  endpointRequest,
  isErrorCode,
  type ApiRequest,
  type ApiTransport,
  type Endpoint,
  type EndpointData,
  type EndpointInput,
  type ErrorCode,
  type FieldIssue,
  type PageMeta,
} from '@lotus/core';

/** A catalogued API code, or what went wrong before an answer arrived. */
export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN';

/** An API refusal or failure, carrying the code the screen turns into words (`errors:<code>`). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly details: FieldIssue[] | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly requestId: string | undefined;

  constructor(
    status: number,
    code: ClientErrorCode,
    extra: {
      message?: string;
      details?: FieldIssue[];
      params?: Record<string, string | number>;
      requestId?: string;
    } = {},
  ) {
    super(extra.message ?? code);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = extra.details;
    this.params = extra.params;
    this.requestId = extra.requestId;
  }
}

/** `T` with the fields that accept `undefined` made optional (a body that may be absent). */
type UndefinedOptional<T> = {
  [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
} & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] };

/** The input of a call; it may be left out when the endpoint needs no parameters or body. */
export type CallInput<E extends Endpoint> =
  Record<string, never> extends UndefinedOptional<EndpointInput<E>>
    ? [input?: UndefinedOptional<EndpointInput<E>>]
    : [input: UndefinedOptional<EndpointInput<E>>];

/** The envelope's `data` as the endpoint describes it (the items, for a paged one). */
type EnvelopeData<E extends Endpoint> = E['paged'] extends true
  ? EndpointData<E> extends { items: infer Items }
    ? Items
    : never
  : EndpointData<E>;

/** A whole answer: its data, the page `meta` when there is one, and its headers. */
export interface Sent<E extends Endpoint> {
  data: EnvelopeData<E>;
  meta: PageMeta | undefined;
  headers: Headers;
}

export interface ApiClient {
  /** Calls `endpoint` (one of core's contracts): its `data`, or `{ items, meta }` when paged. */
  call<E extends Endpoint>(endpoint: E, ...input: CallInput<E>): Promise<EndpointData<E>>;
  /**
   * Calls `endpoint` and keeps the whole answer, headers included: what an action uses when it
   * passes the API's `Set-Cookie` on to the browser.
   */
  send<E extends Endpoint>(endpoint: E, ...input: CallInput<E>): Promise<Sent<E>>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toError(status: number, body: unknown): ApiRequestError {
  if (isObject(body) && body.success === false) {
    const code = isErrorCode(body.code) ? body.code : status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN';
    return new ApiRequestError(status, code, {
      ...(typeof body.message === 'string' ? { message: body.message } : {}),
      ...(Array.isArray(body.details) ? { details: body.details as FieldIssue[] } : {}),
      ...(isObject(body.params) ? { params: body.params as Record<string, string | number> } : {}),
      ...(typeof body.requestId === 'string' ? { requestId: body.requestId } : {}),
    });
  }
  return new ApiRequestError(status, status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN');
}

/**
 * A query as it travels: empty values left out, true and false written as text (the API reads
 * `inStock=true`), several values comma-separated (`colour=red,blue`), numbers and text as they
 * are.
 */
function wireQuery(query: ApiRequest['query']): ApiRequest['query'] {
  if (!query) return undefined;
  const entries = Object.entries(query as Record<string, unknown>)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value] as const);
  return entries.length > 0
    ? (Object.fromEntries(entries) as NonNullable<ApiRequest['query']>)
    : undefined;
}

/**
 * `transport` asking the API itself on every call, never answered from what the server render
 * shares (an endpoint's `shared`): for an answer that must tell the server's time now.
 */
export function unshared(transport: ApiTransport): ApiTransport {
  return (request) => transport({ ...request, shared: false });
}

/**
 * The one API client. It calls endpoints by their contract in `@lotus/core` (never by a path
 * written here), over the transport it is given: in loaders and actions, the in-process API of
 * the load context (`context.api`).
 */
export function createApiClient(transport: ApiTransport): ApiClient {
  async function send<E extends Endpoint>(endpoint: E, ...[input]: CallInput<E>) {
    const { query, ...request } = endpointRequest(endpoint, (input ?? {}) as EndpointInput<E>);
    const wire = wireQuery(query);
    let response;
    try {
      response = await transport({ ...request, ...(wire ? { query: wire } : {}) });
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ApiRequestError(0, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
    }
    const { status, body, headers } = response;
    if (status >= 200 && status < 300 && isObject(body) && body.success === true) {
      return {
        data: body.data as EnvelopeData<E>,
        meta: isObject(body.meta) ? (body.meta as unknown as PageMeta) : undefined,
        headers,
      };
    }
    throw toError(status, body);
  }

  return {
    send,
    async call<E extends Endpoint>(endpoint: E, ...input: CallInput<E>) {
      const { data, meta } = await send(endpoint, ...input);
      if (!endpoint.paged) return data as EndpointData<E>;
      const items = (data ?? []) as unknown[];
      return {
        items,
        meta: meta ?? { page: 1, pageSize: items.length, total: items.length },
      } as EndpointData<E>;
    },
  };
}
