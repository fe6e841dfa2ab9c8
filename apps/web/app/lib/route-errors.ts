import { findUnstorableText } from '@lotus/core';
import { data } from 'react-router';
import { ApiRequestError, type ClientErrorCode } from './api-client';

/** What an error boundary receives from a failed loader: the status and the code to translate. */
export interface RouteErrorData {
  code: ClientErrorCode;
  /** The URL parameter that was refused (a 400). */
  field?: string;
}

/** A 400 page naming the URL parameter that was refused. */
export function badRequest(field: string): never {
  throw data<RouteErrorData>({ code: 'VALIDATION_ERROR', field }, { status: 400 });
}

/**
 * Refuses a page address that carries text the shop never stores (a NUL, a lone surrogate: core's
 * `findUnstorableText`) in its path or a query parameter, with a 400 naming the parameter (or
 * `path`), before any loader passes it on. Loaders only.
 */
export function refuseUnstorableUrl(request: Request): void {
  const url = new URL(request.url);
  const segments = url.pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '\u0000'; // not even percent-encoding: as bad as a NUL
    }
  });
  if (findUnstorableText(segments)) badRequest('path');
  const query = [...url.searchParams].map(([name, value]) => ({ [name]: value }));
  const found = findUnstorableText(query);
  if (found) badRequest(String(found[1] ?? 'query'));
}

/**
 * Turns an API failure into a route error response (status and code survive the trip to the
 * browser, unlike a thrown Error's text in production). Other errors are rethrown as they are.
 */
export function toRouteError(error: unknown): never {
  if (error instanceof ApiRequestError) {
    const status = error.status >= 400 ? error.status : 502;
    throw data<RouteErrorData>({ code: error.code }, { status });
  }
  throw error;
}

export function notFound(): never {
  throw data<RouteErrorData>({ code: 'NOT_FOUND' }, { status: 404 });
}
