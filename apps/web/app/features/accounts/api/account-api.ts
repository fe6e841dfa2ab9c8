import type { User } from '@lotus/core';
import { type ApiClient, ApiRequestError } from '../../../lib/api-client';

/** The signed-in user, or null for a visitor (no session, or one that could not be renewed). */
export async function getSessionUser(api: ApiClient): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user/me');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}
