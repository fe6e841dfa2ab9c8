import { data } from 'react-router';
import { ApiRequestError, type ClientErrorCode } from './api-client';

/** What an error boundary receives from a failed loader: the status and the code to translate. */
export interface RouteErrorData {
  code: ClientErrorCode;
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
