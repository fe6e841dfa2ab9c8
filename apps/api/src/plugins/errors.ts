import {
  type ApiError,
  type ErrorCode,
  type FieldIssue,
  errorMessage,
  VALIDATION_MESSAGES,
  errorStatus,
  isErrorCode,
  isValidationKey,
} from '@lotus/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { poolExhausted } from '@lotus/db';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

/** Fastify's own client errors, mapped onto the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  extra: {
    details?: FieldIssue[] | undefined;
    params?: Record<string, string | number> | undefined;
  } = {},
) {
  const body: ApiError = {
    success: false,
    code,
    message: errorMessage(code, request.lang, extra.params),
    ...(extra.details ? { details: extra.details } : {}),
    ...(extra.params ? { params: extra.params } : {}),
    requestId: request.id,
  };
  return reply.status(errorStatus(code)).send(body);
}

/**
 * One error handler for the API: validation failures become 400 with the fields and reasons,
 * catalogued refusals get their status, anything unexpected a 500 whose detail stays in the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('fail', function (this: FastifyReply, code: ErrorCode, extra = {}) {
    return sendError(this.request, this, code, extra);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = error.validationContext ?? 'body';
      const details: FieldIssue[] = error.validation.flatMap((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = (name: string) => (name ? `${location}.${name}` : location);
        // An unknown field (e.g. `role` in a profile update) is named, not silently dropped.
        const unknownKeys = (issue.params as { keys?: unknown }).keys;
        if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
          return unknownKeys.map((key) => ({
            field: field(path ? `${path}.${String(key)}` : String(key)),
            reason: 'unrecognized_keys',
            message: VALIDATION_MESSAGES.InvalidValue[request.lang],
          }));
        }
        const key = isValidationKey(issue.message) ? issue.message : null;
        return [
          {
            field: field(path),
            reason: key ?? issue.keyword,
            message: VALIDATION_MESSAGES[key ?? 'InvalidValue'][request.lang],
          },
        ];
      });
      return sendError(request, reply, 'VALIDATION_ERROR', { details });
    }
    if (error instanceof HttpError) {
      if (error.code === 'RATE_LIMITED' && error.params?.retryAfter) {
        reply.header('retry-after', String(error.params.retryAfter));
      }
      return sendError(request, reply, error.code, error);
    }
    if (error.code && FASTIFY_CODES[error.code]) {
      return sendError(request, reply, FASTIFY_CODES[error.code]!);
    }
    if (error.statusCode === 429) {
      const retryAfter = Number(reply.getHeader('retry-after') ?? 60);
      return sendError(request, reply, 'RATE_LIMITED', { params: { retryAfter } });
    }
    if (isErrorCode(error.code)) {
      return sendError(request, reply, error.code);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, 'BAD_REQUEST');
    }
    if (poolExhausted(error)) {
      // A rush (a flash sale) kept every database connection busy: nothing was done, try again.
      request.log.warn({ err: error }, 'database connections exhausted');
      reply.header('retry-after', '1');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, 'INTERNAL_ERROR');
  });
});

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with a catalogued refusal in the envelope. */
    fail(
      code: ErrorCode,
      extra?: { details?: FieldIssue[]; params?: Record<string, string | number> },
    ): FastifyReply;
  }
}
