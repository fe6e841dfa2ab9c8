import { type ApiSuccess, type Endpoint, type PageMeta, operationIdOf } from '@lotus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contractRouteKey } from './contract-routes.ts';
import { envelopeOf, errorResponses, pageEnvelopeOf } from './envelope.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request to `E`, its parameters, query and body already checked by `E`'s schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** The envelope `E` answers with: `ok(data)`, or `page(result)` for a paged endpoint. */
export type EndpointAnswer<E extends Endpoint> = E['paged'] extends true
  ? ApiSuccess<z.input<E['response']>[]> & { meta: PageMeta }
  : ApiSuccess<z.input<E['response']>>;

/** How a caller who is not public proves who they are, in the OpenAPI document (app.ts). */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];
/** A referral company's calls: its own bearer token and the company-name header, both at once. */
export const REFERRAL_COMPANY: Record<string, string[]>[] = [
  { referralBearer: [], referralCompanyName: [] },
];

/**
 * Every error status `endpoint` can answer, for its OpenAPI description: its own, 400 when it reads
 * input (a field that fails its schema), 401 when it needs a session, 403 when only some roles may.
 */
export function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access !== 'public' && endpoint.access !== 'user') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Registers the route of an endpoint described in core: its method and path, who may call it
 * (`config.access`, checked by the auth plugin), its schemas for validation, serialisation and
 * the OpenAPI document, and its success status. The handler validates nothing itself: it calls one
 * service and wraps the result (`ok(…)`, `page(…)`, or `unwrap` for a refusal). The route is also
 * listed in `app.contractRoutes`, so the server render can call the same handler directly.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<EndpointAnswer<E> | FastifyReply>,
): void {
  if (!endpoint.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${endpoint.path} is not under the plugin's prefix ${app.prefix}`);
  }
  const status = endpoint.status ?? 200;
  const answer = endpoint.paged ? pageEnvelopeOf(endpoint.response) : envelopeOf(endpoint.response);
  const validatorCompiler = app.validatorCompiler;
  const serializerCompiler = app.serializerCompiler;
  if (!validatorCompiler || !serializerCompiler) {
    throw new Error(`${endpoint.path}: the API's validator and serializer must be set first`);
  }
  app.contractRoutes.set(contractRouteKey(endpoint.method, endpoint.path), {
    endpoint,
    answer,
    handler,
    validatorCompiler,
    serializerCompiler,
  });
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    config: { access: endpoint.access },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      operationId: operationIdOf(endpoint),
      // A public endpoint says so (no requirement); a referral company's take its token and the
      // company-name header; the others a bearer token or the cookie.
      security:
        endpoint.access === 'public'
          ? []
          : endpoint.access === 'referral-company'
            ? REFERRAL_COMPANY
            : SIGNED_IN,
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: answer, ...errorResponses(...errorStatuses(endpoint)) },
    },
    handler: async (request, reply) => {
      if (status !== 200) reply.status(status);
      return handler(request as unknown as EndpointRequest<E>, reply);
    },
  });
}
