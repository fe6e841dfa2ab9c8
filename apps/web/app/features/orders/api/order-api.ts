import { orderContract, type EndpointData, type OrderDetail, type OrderTab } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The signed-in shopper's orders in one status tab, newest first, a page at a time. */
export function listMyOrders(
  api: ApiClient,
  query: { tab: OrderTab; page: number },
): Promise<EndpointData<typeof orderContract.myOrders>> {
  return api.call(orderContract.myOrders, { query });
}

/** One of the shopper's orders with its lines and shipment details (404 for anyone else's). */
export function getMyOrder(api: ApiClient, id: string): Promise<OrderDetail> {
  return api.call(orderContract.detail, { params: { id } });
}

/** Cancels one of the shopper's orders (409 once it is past processing). */
export function cancelMyOrder(api: ApiClient, id: string): Promise<OrderDetail> {
  return api.call(orderContract.cancel, { params: { id } });
}
