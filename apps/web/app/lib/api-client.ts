import {
  isErrorCode,
  type ApiRequest,
  type ApiSuccess,
  type ApiTransport,
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

export interface ApiClient {
  /** The whole success envelope (with `meta` and headers) or an `ApiRequestError`. */
  send<T>(request: ApiRequest): Promise<{ envelope: ApiSuccess<T>; headers: Headers }>;
  /** `data` of a GET. */
  get<T>(path: string, query?: ApiRequest['query']): Promise<T>;
  /** A paged GET: its items and `meta`. */
  page<T>(path: string, query?: ApiRequest['query']): Promise<{ items: T[]; meta: PageMeta }>;
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
 * The one API client, over either transport: in-process during the server render
 * (`context.api`), `fetch` in the browser (`createFetchTransport`).
 */
export function createApiClient(transport: ApiTransport): ApiClient {
  async function send<T>(request: ApiRequest) {
    let response;
    try {
      response = await transport(request);
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ApiRequestError(0, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
    }
    const { status, body, headers } = response;
    if (status >= 200 && status < 300 && isObject(body) && body.success === true) {
      return { envelope: body as unknown as ApiSuccess<T>, headers };
    }
    throw toError(status, body);
  }

  return {
    send,
    async get<T>(path: string, query?: ApiRequest['query']) {
      const { envelope } = await send<T>({ method: 'GET', path, ...(query ? { query } : {}) });
      return envelope.data;
    },
    async page<T>(path: string, query?: ApiRequest['query']) {
      const { envelope } = await send<T[]>({ method: 'GET', path, ...(query ? { query } : {}) });
      const items = envelope.data ?? [];
      return {
        items,
        meta: envelope.meta ?? { page: 1, pageSize: items.length, total: items.length },
      };
    },
  };
}
