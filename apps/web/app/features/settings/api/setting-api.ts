import { systemContract, type ClientSetting } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The shop's name, languages and contact details. */
export function getClientSetting(api: ApiClient): Promise<ClientSetting> {
  return api.call(systemContract.clientSetting);
}
