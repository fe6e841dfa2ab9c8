import { systemContract, type MailboxMail } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The development mailbox, newest first; the API has no such endpoint in production (404). */
export function listMailbox(
  api: ApiClient,
  query: { to?: string | undefined; limit: number },
): Promise<MailboxMail[]> {
  return api.call(systemContract.mailbox, { query });
}
