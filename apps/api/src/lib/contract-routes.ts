import {
  REFERRAL_COMPANY_HEADER,
  resolveLanguage,
  type ApiMethod,
  type Endpoint,
  type ErrorCode,
  type FieldIssue,
  type Language,
} from '@lotus/core';
import type {
  FastifyError,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import type { z } from 'zod';
import { errorAnswer, failure, type ErrorAnswer } from './error-answer.ts';
import { ACCESS_COOKIE } from './session-cookies.ts';

/**
 * A route registered from one of core's contracts by `route()` (lib/route.ts): what the API's own
 * process needs to call it without HTTP, with the same checks in the same order.
 */
export interface ContractRoute {
  endpoint: Endpoint;
  /** The schema of its success envelope. */
  answer: z.ZodType;
  /** The handler `route()` was given. */
  handler: (request: never, reply: never) => Promise<unknown>;
  /** The compilers of the scope it was registered in (the route's own validation and JSON). */
  validatorCompiler: FastifySchemaCompiler<z.ZodType>;
  serializerCompiler: FastifySerializerCompiler<z.ZodType>;
}

/** The contract routes of one API, by method and path pattern (`GET /api/product/:id/public`). */
export type ContractRoutes = Map<string, ContractRoute>;

export const contractRouteKey = (method: ApiMethod, path: string) => `${method} ${path}`;

/** A call as its route would receive it once Fastify has parsed the request. */
export interface ContractCall {
  method: ApiMethod;
  /** The contract's path pattern, and the path parameters as text. */
  path: string;
  params: Record<string, string>;
  /** The query as text, as it would be parsed from the address. */
  query: Record<string, string>;
  /** A JSON body (the route receives a copy, as it would have parsed it). */
  body?: unknown;
  /** Request headers, names in lower case (the language comes from them, as on HTTP). */
  headers: Record<string, string>;
  ip: string;
  id: string;
}

/** Its answer as the route would have sent it: status, headers, and the JSON text. */
export interface ContractAnswer {
  status: number;
  headers: Headers;
  text: string;
}

type Validator = (data: unknown) => { value?: unknown; error?: unknown };
type Serializer = (data: unknown) => string;

interface Compiled {
  params?: Validator;
  body?: Validator;
  query?: Validator;
  serialize: Serializer;
}

/**
 * The reply a route's handler is given on a direct call: what handlers use of Fastify's reply
 * (status, headers, cookies, `fail`, `send`, `redirect`), kept for the answer.
 */
class DirectReply {
  statusCode: number;
  readonly headers = new Headers();
  /** Set by `send` (and so by `fail` and `redirect`): the handler answered through the reply. */
  sent: { payload: unknown } | undefined;
  readonly #app: FastifyInstance;
  readonly #asker: { lang: Language; id: string };

  constructor(app: FastifyInstance, status: number, asker: { lang: Language; id: string }) {
    this.#app = app;
    this.statusCode = status;
    this.#asker = asker;
  }

  status(code: number) {
    this.statusCode = code;
    return this;
  }
  code(code: number) {
    return this.status(code);
  }
  header(name: string, value: unknown) {
    this.headers.set(name, String(value));
    return this;
  }
  getHeader(name: string) {
    return this.headers.get(name) ?? undefined;
  }
  hasHeader(name: string) {
    return this.headers.has(name);
  }
  type(contentType: string) {
    return this.header('content-type', contentType);
  }
  /** As @fastify/cookie sets one: SameSite=Lax unless told otherwise. */
  setCookie(name: string, value: string, options: Record<string, unknown> = {}) {
    const line = this.#app.serializeCookie(name, value, { sameSite: 'lax', ...options });
    this.headers.append('set-cookie', line);
    return this;
  }
  clearCookie(name: string, options: Record<string, unknown> = {}) {
    return this.setCookie(name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
  }
  send(payload?: unknown) {
    this.sent = { payload };
    return this;
  }
  redirect(url: string, code = 302) {
    return this.header('location', url).status(code).send();
  }
  fail(
    code: ErrorCode,
    extra: { details?: FieldIssue[]; params?: Record<string, string | number> } = {},
  ) {
    return this.answer(failure(this.#asker, code, extra));
  }
  answer({ status, body, headers }: ErrorAnswer) {
    for (const [name, value] of Object.entries(headers)) this.header(name, value);
    return this.status(status).send(body);
  }
}

/**
 * Calls the contract routes of `app` directly, for the server render of its pages (decision
 * 022): the same steps as an HTTP request through `route()`, without the router, the request and
 * reply objects, the hooks meant for the wire (security headers, metrics) or a JSON body to
 * parse. In the HTTP route's order: the auth plugin's admission (its context, 401 and 403), the
 * route's validation of params, body and query (its 400), the route's own handler, and its answer
 * written by the route's serializer (only the declared fields); an error becomes the error
 * handler's envelope. `call` answers `undefined` for a path that is no contract route, which the
 * caller sends through HTTP instead.
 */
export function contractCaller(app: FastifyInstance) {
  const compiled = new Map<ContractRoute, Compiled>();

  const compile = (route: ContractRoute): Compiled => {
    let found = compiled.get(route);
    if (found) return found;
    const { endpoint, answer } = route;
    const { method, path: url } = endpoint;
    const validator = (schema: z.ZodType | undefined, httpPart: string) =>
      schema
        ? (route.validatorCompiler({ schema, method, url, httpPart }) as Validator)
        : undefined;
    found = {
      params: validator(endpoint.params, 'params'),
      body: validator(endpoint.body, 'body'),
      query: validator(endpoint.query, 'querystring'),
      serialize: route.serializerCompiler({
        schema: answer,
        method,
        url,
        httpStatus: String(endpoint.status ?? 200),
      }) as Serializer,
    };
    compiled.set(route, found);
    return found;
  };

  /** Fastify's validation: params, then body, then query; a failure is the route's 400. */
  const validate = (checks: Compiled, input: Record<'params' | 'body' | 'query', unknown>) => {
    const parsed = { ...input };
    for (const [part, context] of [
      ['params', 'params'],
      ['body', 'body'],
      ['query', 'querystring'],
    ] as const) {
      const check = checks[part];
      if (!check) continue;
      const result = check(input[part] ?? null);
      if (result.error) {
        const error = new Error('validation') as FastifyError;
        Object.assign(error, { validation: result.error, validationContext: context });
        throw error;
      }
      parsed[part] = result.value;
    }
    return parsed;
  };

  async function call(input: ContractCall): Promise<ContractAnswer | undefined> {
    const route = app.contractRoutes.get(contractRouteKey(input.method, input.path));
    if (!route) return undefined;
    const { endpoint } = route;
    const checks = compile(route);
    const status = endpoint.status ?? 200;
    // The language as the API's onRequest hook reads it (app.ts).
    const lang = resolveLanguage(input.headers.cookie, input.headers['accept-language']);
    const asker = { lang, id: input.id, log: app.log };
    const reply = new DirectReply(app, status, asker);
    const cookies = input.headers.cookie ? app.parseCookie(input.headers.cookie) : {};
    try {
      // As over HTTP: admission first, then the validation of params, body and query.
      const { ctx, tokenExpired, refusal } = await app.admit(
        endpoint.access,
        {
          authorization: input.headers.authorization,
          accessCookie: cookies[ACCESS_COOKIE],
          companyName: input.headers[REFERRAL_COMPANY_HEADER],
        },
        lang,
      );
      if (endpoint.access !== 'public') reply.header('cache-control', 'no-store');
      if (refusal) {
        reply.fail(refusal);
      } else {
        const parsed = validate(checks, {
          params: input.params,
          // The copy the route would have parsed from the JSON it was sent.
          body: input.body === undefined ? undefined : JSON.parse(JSON.stringify(input.body)),
          query: input.query,
        });
        const request = {
          ...parsed,
          ctx,
          tokenExpired,
          headers: input.headers,
          cookies,
          ip: input.ip,
          id: input.id,
          lang,
          log: app.log,
        };
        const result = await route.handler(request as never, reply as never);
        if (!reply.sent) reply.send(result);
      }
    } catch (error) {
      reply.answer(errorAnswer(error as FastifyError, asker, reply.getHeader('retry-after')));
    }
    // An answer that sets session cookies is personal even on a public route (auth plugin).
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
    const payload = reply.sent?.payload;
    const text =
      payload === undefined
        ? ''
        : typeof payload === 'string'
          ? payload
          : reply.statusCode === status
            ? checks.serialize(payload)
            : JSON.stringify(payload);
    if (!reply.hasHeader('content-type')) {
      reply.header('content-type', 'application/json; charset=utf-8');
    }
    return { status: reply.statusCode, headers: reply.headers, text };
  }

  return { call };
}

export type ContractCaller = ReturnType<typeof contractCaller>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered from core's contracts (lib/route.ts), for direct calls. */
    contractRoutes: ContractRoutes;
  }
}
