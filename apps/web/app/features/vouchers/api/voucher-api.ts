import { offerContract, type EndpointData, type MyVoucher } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** Public vouchers running or coming, soonest ending first, a page at a time. */
export function listPublicVouchers(
  api: ApiClient,
  query: { page: number; limit: number },
): Promise<EndpointData<typeof offerContract.publicVouchers>> {
  return api.call(offerContract.publicVouchers, { body: query });
}

/** Puts a public voucher into the signed-in customer's wallet (again changes nothing). */
export function claimVoucher(api: ApiClient, id: string): Promise<MyVoucher> {
  return api.call(offerContract.claimVoucher, { params: { id } });
}

/** The signed-in customer's wallet: each voucher with their uses and where it stands. */
export function getMyVouchers(api: ApiClient): Promise<MyVoucher[]> {
  return api.call(offerContract.myVouchers);
}

/**
 * The minimum order of each voucher the shopper can reach (their wallet's and the public ones),
 * by code: what a VOUCHER_BELOW_MINIMUM refusal names, since the checkout's verdict does not.
 */
export async function voucherMinimums(
  api: ApiClient,
  wallet: readonly MyVoucher[],
): Promise<Record<string, number>> {
  const open = await listPublicVouchers(api, { page: 1, limit: 100 }).catch(() => null);
  return Object.fromEntries(
    [...(open?.items ?? []), ...wallet].map((v) => [v.code, v.minSubtotal] as const),
  );
}
