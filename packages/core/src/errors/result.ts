import type { ErrorCode } from './error-codes.ts';

/** One field that failed validation, and why (a machine-readable reason, e.g. `too_small`). */
export interface FieldIssue {
  field: string;
  reason: string;
  message?: string;
}

/** An expected refusal: returned, not thrown, and turned into the envelope by the API. */
export interface Failure {
  ok: false;
  code: ErrorCode;
  details?: FieldIssue[];
  params?: Record<string, string | number>;
}

export interface Success<T> {
  ok: true;
  value: T;
}

export type Result<T> = Success<T> | Failure;

export const ok = <T>(value: T): Success<T> => ({ ok: true, value });

export const fail = (
  code: ErrorCode,
  extra: { details?: FieldIssue[]; params?: Record<string, string | number> } = {},
): Failure => ({ ok: false, code, ...extra });
