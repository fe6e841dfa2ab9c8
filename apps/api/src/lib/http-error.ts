import type { ErrorCode, Failure, FieldIssue } from '@lotus/core';

/**
 * An expected refusal raised from deep inside a handler (a service usually returns a `Failure`
 * instead). The error handler turns it into the envelope with the catalogued status.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly code: ErrorCode;
  readonly details: FieldIssue[] | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(
    code: ErrorCode,
    extra: { details?: FieldIssue[]; params?: Record<string, string | number> } = {},
  ) {
    super(code);
    this.code = code;
    this.details = extra.details;
    this.params = extra.params;
  }

  static from(failure: Failure): HttpError {
    return new HttpError(failure.code, failure);
  }
}
