import {
  portalContract,
  type EndpointData,
  type OrderDetail,
  type OrderStatus,
  type OrderTab,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** Every shopper's orders in one status tab, newest first; `search` by number, phone or email. */
export function listPortalOrders(
  api: ApiClient,
  query: { tab: OrderTab; page: number; search?: string | undefined },
): Promise<EndpointData<typeof portalContract.orders>> {
  return api.call(portalContract.orders, { query });
}

/** Any order with its lines, shipment details and history. */
export function getPortalOrder(api: ApiClient, id: string): Promise<OrderDetail> {
  return api.call(portalContract.order, { params: { id } });
}

/** Moves an order along the state machine (a rejection needs a reason); illegal moves are 409. */
export function setOrderStatus(
  api: ApiClient,
  id: string,
  status: OrderStatus,
  reason?: string,
): Promise<OrderDetail> {
  return api.call(portalContract.setStatus, {
    params: { id },
    body: { status, ...(reason ? { reason } : {}) },
  });
}
