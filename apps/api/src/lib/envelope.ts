import { type ApiSuccess, type PageMeta, type Result, type Page } from '@lotus/core';
import { z } from 'zod';
import { HttpError } from './http-error.ts';

/**
 * `{ success: true, data }`, the body of every successful answer; `code` names the outcome for
 * the client's notification (e.g. `LoginSuccess`), never words.
 */
export function ok<T>(data: T, code?: string): ApiSuccess<T> {
  return code ? { success: true, code, data } : { success: true, data };
}

/** A page of items as `{ success, data: items, meta }`. */
export function page<T>(result: Page<T>): ApiSuccess<T[]> & { meta: PageMeta } {
  return { success: true, data: result.items, meta: result.meta };
}

/** The value of a service result, or the refusal raised for the error handler. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw HttpError.from(result);
  return result.value;
}

const pageMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  search: z
    .object({ corrected: z.string().optional(), suggested: z.string().optional() })
    .optional(),
});

/** Response schema of `ok(data)`, for the route's OpenAPI description and serialisation. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), code: z.string().optional(), data });
}

/** Response schema of `page(result)`. */
export function pageEnvelopeOf<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: pageMetaSchema });
}

/** Schema of every error answer. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z
    .array(z.object({ field: z.string(), reason: z.string(), message: z.string().optional() }))
    .optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  requestId: z.string().optional(),
});

/** The error answers a route can give, for its OpenAPI description: `errorResponses(400, 404)`. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}
