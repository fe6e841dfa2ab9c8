import {
  addressContract,
  type Address,
  type AddressInput,
  type AddressSet,
  type AdminUnit,
  type EndpointData,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The levels of administrative units a picker asks for. */
export type UnitLevel = 'provinces' | 'districts' | 'wards';

/**
 * Units of one level: the provinces, the districts of a province (three-level set only), or the
 * wards of a province (two-level set) or of a district (three-level set).
 */
export function listUnits(
  api: ApiClient,
  level: UnitLevel,
  parentId: string | null,
  set?: AddressSet,
): Promise<AdminUnit[]> {
  const query = set ? { set } : {};
  if (level === 'provinces') return api.call(addressContract.provinces, { query });
  const params = { id: parentId ?? '' };
  return level === 'districts'
    ? api.call(addressContract.districts, { params, query })
    : api.call(addressContract.wards, { params, query });
}

/** The signed-in shopper's address book, the default first, a page at a time. */
export function searchAddresses(
  api: ApiClient,
  query: { page?: number; limit?: number; search?: string | undefined },
): Promise<EndpointData<typeof addressContract.search>> {
  return api.call(addressContract.search, { query });
}

/** One address of the shopper's book (404 for anyone else's). */
export function getAddress(api: ApiClient, id: string): Promise<Address> {
  return api.call(addressContract.get, { params: { id } });
}

export function createAddress(api: ApiClient, input: AddressInput): Promise<Address> {
  return api.call(addressContract.create, { body: input });
}

export function updateAddress(api: ApiClient, id: string, input: AddressInput): Promise<Address> {
  return api.call(addressContract.update, { params: { id }, body: input });
}

export async function deleteAddress(api: ApiClient, id: string): Promise<void> {
  await api.call(addressContract.remove, { params: { id } });
}
