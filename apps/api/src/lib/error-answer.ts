import {
  type ApiError,
  type ErrorCode,
  type FieldIssue,
  errorMessage,
  VALIDATION_MESSAGES,
  errorStatus,
  isErrorCode,
  isValidationKey,
  type Language,
} from '@lotus/core';
import type { FastifyBaseLogger, FastifyError } from 'fastify';
import { isConnectionFailure, poolExhausted } from '@lotus/db';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';

/** Fastify's own client errors, mapped onto the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/** Who an error answer is for: its language and the request id it names. */
export interface Asker {
  lang: Language;
  id: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** An error answer: its status, its envelope and the headers it needs (`retry-after`). */
export interface ErrorAnswer {
  status: number;
  body: ApiError;
  headers: Record<string, string>;
}

/** The envelope of a catalogued refusal, in the asker's language. */
export function failure(
  asker: Pick<Asker, 'lang' | 'id'>,
  code: ErrorCode,
  extra: {
    details?: FieldIssue[] | undefined;
    params?: Record<string, string | number> | undefined;
  } = {},
  headers: Record<string, string> = {},
): ErrorAnswer {
  const body: ApiError = {
    success: false,
    code,
    message: errorMessage(code, asker.lang, extra.params),
    ...(extra.details ? { details: extra.details } : {}),
    ...(extra.params ? { params: extra.params } : {}),
    requestId: asker.id,
  };
  return { status: errorStatus(code), body, headers };
}

/** Seconds a client is asked to wait while the database is away (decision 032). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached: 503, try again in a few seconds. */
export function unavailable(asker: Pick<Asker, 'lang' | 'id'>): ErrorAnswer {
  return failure(
    asker,
    'SERVICE_UNAVAILABLE',
    {},
    { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) },
  );
}

/** The fields and reasons of a failed validation, in the asker's language. */
function validationDetails(
  issues: ZodFastifySchemaValidationError[],
  location: string,
  lang: Language,
): FieldIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = (name: string) => (name ? `${location}.${name}` : location);
    // An unknown field (e.g. `role` in a profile update) is named, not silently dropped.
    const unknownKeys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
      return unknownKeys.map((key) => ({
        field: field(path ? `${path}.${String(key)}` : String(key)),
        reason: 'unrecognized_keys',
        message: VALIDATION_MESSAGES.InvalidValue[lang],
      }));
    }
    const key = isValidationKey(issue.message) ? issue.message : null;
    return [
      {
        field: field(path),
        reason: key ?? issue.keyword,
        message: VALIDATION_MESSAGES[key ?? 'InvalidValue'][lang],
      },
    ];
  });
}

/**
 * What the API answers to an error a route raised (or its validation found): validation
 * failures become 400 with the fields and reasons, catalogued refusals get their status, anything
 * unexpected a 500 whose detail stays in the log. `retryAfter` is a `retry-after` header the
 * answer already carries (a rate limit's).
 */
export function errorAnswer(
  error: FastifyError,
  asker: Asker,
  retryAfter?: string | number,
): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = validationDetails(
      error.validation,
      error.validationContext ?? 'body',
      asker.lang,
    );
    return failure(asker, 'VALIDATION_ERROR', { details });
  }
  if (error instanceof HttpError) {
    const retry = error.code === 'RATE_LIMITED' ? error.params?.retryAfter : undefined;
    return failure(asker, error.code, error, retry ? { 'retry-after': String(retry) } : {});
  }
  if (error.code && FASTIFY_CODES[error.code]) {
    return failure(asker, FASTIFY_CODES[error.code]!);
  }
  if (error.statusCode === 429) {
    return failure(asker, 'RATE_LIMITED', { params: { retryAfter: Number(retryAfter ?? 60) } });
  }
  if (isErrorCode(error.code)) {
    return failure(asker, error.code);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    asker.log.info({ err: error }, 'client error');
    return failure(asker, 'BAD_REQUEST');
  }
  if (poolExhausted(error)) {
    // A rush (a flash sale) kept every database connection busy: nothing was done, try again.
    asker.log.warn({ err: error }, 'database connections exhausted');
    return failure(asker, 'SERVICE_UNAVAILABLE', {}, { 'retry-after': '1' });
  }
  if (isConnectionFailure(error)) {
    // The database is away (a restart, a failover): not our bug, and a retry after it is back
    // passes (decision 032).
    asker.log.warn({ err: error }, 'database unreachable');
    return unavailable(asker);
  }
  asker.log.error({ err: error }, 'unexpected error');
  return failure(asker, 'INTERNAL_ERROR');
}
