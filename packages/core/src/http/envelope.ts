import type { ErrorCode } from '../errors/error-codes.ts';
import type { FieldIssue } from '../errors/result.ts';

/** `meta` of every paged list. */
export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

/** The one response shape of the API (DESIGN.md, API conventions). */
export interface ApiSuccess<T> {
  success: true;
  code?: string;
  message?: string;
  data: T;
  meta?: PageMeta;
}

export interface ApiError {
  success: false;
  code: ErrorCode;
  message: string;
  details?: FieldIssue[];
  params?: Record<string, string | number>;
  requestId?: string;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiError;

/** A page of items with its `meta`. */
export interface Page<T> {
  items: T[];
  meta: PageMeta;
}
