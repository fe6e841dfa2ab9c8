import type { ErrorCode } from '../errors/error-codes.ts';
import type { FieldIssue } from '../errors/result.ts';

/**
 * How a list's search text was read, when not as typed: `corrected` is the query whose results
 * the list shows (a misspelling corrected, Telex or VNI keys read: "áo thun" for "aos thnu");
 * `suggested` is a query to offer when the list is empty and that query finds something.
 */
export interface SearchMeta {
  corrected?: string;
  suggested?: string;
}

/** `meta` of every paged list. */
export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
  /** Only on a search read otherwise than typed (see `SearchMeta`). */
  search?: SearchMeta;
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
