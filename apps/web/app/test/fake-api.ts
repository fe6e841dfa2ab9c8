import * as core from '@lotus/core';
import type {
  ApiRequest,
  ApiResponse,
  ApiTransport,
  Endpoint,
  ErrorCode,
  FieldIssue,
  PageMeta,
} from '@lotus/core';

/**
 * A fake of the in-process API for loader, action and component tests, held to core's endpoint
 * contracts: a request is matched to a contract by method and path pattern (a request no contract
 * describes is a failure), its parameters, query and body are checked with the contract's
 * schemas, and every answer a test gives is checked with the contract's response schema. A fake
 * that drifts from the API therefore fails the test, even where the code under test swallows
 * errors: each violation is also recorded and `vitest.setup.ts` fails the test after it.
 */

/** Every endpoint of every contract `@lotus/core` exports (new contracts join by themselves). */
const ENDPOINTS: Endpoint[] = Object.values(core as Record<string, unknown>).flatMap((value) =>
  isContract(value) ? Object.values(value) : [],
);

function isEndpoint(value: unknown): value is Endpoint {
  const e = value as Partial<Endpoint> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.method === 'string' &&
    typeof e.path === 'string' &&
    e.path.startsWith('/api/') &&
    typeof e.response === 'object'
  );
}

function isContract(value: unknown): value is Record<string, Endpoint> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isEndpoint);
}

const patterns = new Map(
  ENDPOINTS.map((e) => {
    const names: string[] = [];
    const source = e.path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return [e, { regex: new RegExp(`^${source}$`), names }] as const;
  }),
);

/** The contract endpoint a request is for, with its path parameters (static paths win). */
export function matchEndpoint(
  method: string,
  path: string,
): { endpoint: Endpoint; params: Record<string, string> } | null {
  let best: { endpoint: Endpoint; params: Record<string, string> } | null = null;
  for (const [endpoint, { regex, names }] of patterns) {
    if (endpoint.method !== method) continue;
    const found = regex.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]),
    );
    if (!best || names.length < Object.keys(best.params).length) best = { endpoint, params };
  }
  return best;
}

/** What a fake answer sees of a request. */
export interface FakeRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

/** A success: the envelope's data (items, for a paged endpoint), its meta, extra headers. */
export interface FakeSuccess {
  success: true;
  data: unknown;
  meta?: PageMeta;
  code?: string;
  headers?: HeadersInit;
}

/** A refusal: a catalogued code, the HTTP status (the code's own by default). */
export interface FakeRefusal {
  success: false;
  status?: number;
  code: ErrorCode;
  message?: string;
  details?: FieldIssue[];
  params?: Record<string, string | number>;
  headers?: HeadersInit;
}

export type FakeReply = FakeSuccess | FakeRefusal;

/** One endpoint's fake answer (or a function of the request giving it). */
export interface FakeRoute {
  endpoint: Endpoint;
  reply: FakeReply | ((request: FakeRequest) => FakeReply);
}

/** A success answer. */
export function ok(data: unknown, extra: Omit<FakeSuccess, 'success' | 'data'> = {}): FakeSuccess {
  return { success: true, data, ...extra };
}

/** A refusal with a catalogued code (at its catalogued status unless another is given). */
export function refused(
  code: ErrorCode,
  extra: Omit<FakeRefusal, 'success' | 'code'> = {},
): FakeRefusal {
  return { success: false, code, ...extra };
}

/** `endpoint` (one of core's contracts) answers `reply`. */
export function on(endpoint: Endpoint, reply: FakeRoute['reply']): FakeRoute {
  if (!ENDPOINTS.includes(endpoint)) throw new Error('fakeApi: not an endpoint of core');
  return { endpoint, reply };
}

const violations: string[] = [];

/** The contract violations seen since the last call (vitest.setup.ts fails a test with any). */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

function violation(message: string): Error {
  violations.push(message);
  return new Error(message);
}

function describeIssues(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? [])
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The query as the API receives it: text, empty values left out (`toQueryString`'s rules). */
function wireQuery(query: ApiRequest['query']): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    wire[key] = String(value);
  }
  return wire;
}

/**
 * A forwarded form (multipart, a review's photos) as the API's contract reads it: its text
 * fields, a repeated name as a list; files travel beside the body.
 */
function formFields(body: unknown): unknown {
  if (!(body instanceof FormData)) return body;
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of body) {
    if (typeof value !== 'string') continue;
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}

function checkRequest(endpoint: Endpoint, request: ApiRequest, params: Record<string, string>) {
  const where = `${endpoint.method} ${endpoint.path}`;
  const checks: [string, Endpoint['params'], unknown, boolean][] = [
    ['params', endpoint.params, params, Object.keys(params).length > 0],
    [
      'query',
      endpoint.query,
      wireQuery(request.query),
      Object.keys(wireQuery(request.query)).length > 0,
    ],
    ['body', endpoint.body, formFields(request.body), request.body !== undefined],
  ];
  for (const [part, schema, value, present] of checks) {
    if (!schema) {
      if (present)
        throw violation(`${where}: the contract takes no ${part}, got ${JSON.stringify(value)}`);
      continue;
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      throw violation(
        `${where}: the request's ${part} breaks the contract (${describeIssues(result)})`,
      );
    }
  }
}

function checkReply(endpoint: Endpoint, reply: FakeReply) {
  const where = `${endpoint.method} ${endpoint.path}`;
  if (!reply.success) {
    if (!core.isErrorCode(reply.code))
      throw violation(`${where}: ${String(reply.code)} is not a catalogued code`);
    return;
  }
  if (endpoint.paged) {
    if (!Array.isArray(reply.data))
      throw violation(`${where}: a paged answer's data must be a list`);
    const meta = reply.meta;
    if (
      !meta ||
      ![meta.page, meta.pageSize, meta.total].every((n) => Number.isInteger(n) && n >= 0)
    ) {
      throw violation(`${where}: a paged answer needs meta { page, pageSize, total }`);
    }
    reply.data.forEach((item, index) => {
      const result = endpoint.response.safeParse(item);
      if (!result.success) {
        throw violation(
          `${where}: answer item ${index} breaks the contract (${describeIssues(result)})`,
        );
      }
    });
    return;
  }
  const result = endpoint.response.safeParse(reply.data);
  if (!result.success) {
    throw violation(`${where}: the fake answer breaks the contract (${describeIssues(result)})`);
  }
}

function respond(reply: FakeReply): ApiResponse {
  const headers = new Headers(reply.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  if (reply.success) {
    const { headers: _h, ...body } = reply;
    return { status: 200, headers, body };
  }
  const { headers: _h, status, ...rest } = reply;
  return {
    status: status ?? core.errorStatus(reply.code),
    headers,
    body: { message: reply.code, ...rest },
  };
}

/** A recorded call: its path and query as the client sent them. */
export interface FakeCall {
  path: string;
  query: Record<string, unknown>;
}

/**
 * A fake in-process API answering `routes`. An endpoint of the contracts without an answer here
 * is a 404 `ROUTE_NOT_FOUND` (as the API where a route is absent, e.g. the mailbox in
 * production). `calls` records each call's path and query, `requests` the whole requests.
 */
export function fakeApi(
  ...routes: FakeRoute[]
): ApiTransport & { calls: FakeCall[]; requests: ApiRequest[] } {
  const calls: FakeCall[] = [];
  const requests: ApiRequest[] = [];
  const transport: ApiTransport = async (request) => {
    requests.push(request);
    calls.push({ path: request.path, query: request.query ?? {} });
    const method = request.method ?? 'GET';
    const match = matchEndpoint(method, request.path);
    if (!match) throw violation(`${method} ${request.path}: no contract in core describes it`);
    checkRequest(match.endpoint, request, match.params);
    const route = routes.findLast((r) => r.endpoint === match.endpoint);
    if (!route) return respond(refused('ROUTE_NOT_FOUND'));
    const reply =
      typeof route.reply === 'function'
        ? route.reply({
            params: match.params,
            query: request.query ?? {},
            body: request.body,
            headers: request.headers ?? {},
          })
        : route.reply;
    checkReply(match.endpoint, reply);
    return respond(reply);
  };
  return Object.assign(transport, { calls, requests });
}
