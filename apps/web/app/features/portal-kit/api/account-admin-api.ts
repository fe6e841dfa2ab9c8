import { accountContract, type AccountSummary, type PageMeta } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** A page of accounts, newest first, optionally those matching a search. */
export function listAccounts(
  api: ApiClient,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<{ items: AccountSummary[]; meta: PageMeta }> {
  return api.call(accountContract.list, { query });
}

/** Locks (its sessions end at once) or unlocks an account. */
export function setAccountLocked(
  api: ApiClient,
  id: string,
  locked: boolean,
): Promise<{ id: string; isLocked: boolean }> {
  return api.call(locked ? accountContract.lock : accountContract.unlock, { params: { id } });
}
