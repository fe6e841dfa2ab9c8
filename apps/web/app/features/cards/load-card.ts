import { can } from '@lotus/core';
import type { AppLoadContext } from 'react-router';
import { requireUser } from '../accounts';
import { createApiClient } from '../../lib/api-client';
import { toRouteError } from '../../lib/route-errors';
import { getMyCard } from './api/card-api';

/** The signed-in member's card for a profile tab, or null for an account that keeps none. */
export async function loadMyCard(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  if (!can(user, 'cards.own')) return { card: null };
  return { card: await getMyCard(createApiClient(context.api)).catch(toRouteError) };
}
