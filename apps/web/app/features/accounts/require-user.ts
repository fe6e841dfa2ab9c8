import { can, type Action, type User } from '@lotus/core';
import { data, redirect, type AppLoadContext } from 'react-router';
import { createApiClient } from '../../lib/api-client';
import type { RouteErrorData } from '../../lib/route-errors';
import { getSessionUser } from './api/account-api';

/** The path and query of a request: where to come back to after logging in. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The login page's address, bringing the visitor back to `target` afterwards; `expired` says
 * their session ended (the login page then says so).
 */
export function loginPath(target?: string, options: { expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (target && target !== '/' && !target.startsWith('/login')) params.set('redirect', target);
  if (options.expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/**
 * The signed-in user, for a loader or action that needs one (profile, orders, checkout,
 * referral). A visitor is sent to log in and brought back to this page afterwards; a user who may
 * not do `action` (core's permission table) gets a 403 page. The API decides again on every call;
 * this only spares the shopper a page they can't use.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  options: { action?: Action } = {},
): Promise<User> {
  const user = await getSessionUser(createApiClient(context.api));
  if (!user) {
    throw redirect(loginPath(currentPath(request), { expired: context.session?.expired ?? false }));
  }
  if (options.action && !can(user, options.action)) {
    throw data<RouteErrorData>({ code: 'FORBIDDEN' }, { status: 403 });
  }
  return user;
}
