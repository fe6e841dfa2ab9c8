import {
  type PageMeta,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookInput,
  type WebhookUpdate,
  portalWebhookContract as c,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** Every webhook of the shop, newest first. */
export function listWebhooks(api: ApiClient): Promise<Webhook[]> {
  return api.call(c.list);
}

/** Registers a webhook; its answer carries the signing secret, this once. */
export function createWebhook(api: ApiClient, body: WebhookInput): Promise<WebhookCreated> {
  return api.call(c.create, { body });
}

export function updateWebhook(api: ApiClient, id: string, body: WebhookUpdate): Promise<Webhook> {
  return api.call(c.update, { params: { id }, body });
}

export function removeWebhook(api: ApiClient, id: string): Promise<{ removed: true }> {
  return api.call(c.remove, { params: { id } });
}

/** A page of a webhook's deliveries, newest first. */
export function listDeliveries(
  api: ApiClient,
  id: string,
  page: number,
): Promise<{ items: WebhookDelivery[]; meta: PageMeta }> {
  return api.call(c.deliveries, { params: { id }, query: { page } });
}

/** Sends a delivery again, now, with the same event id. */
export function redeliver(api: ApiClient, deliveryId: string): Promise<WebhookDelivery> {
  return api.call(c.redeliver, { params: { id: deliveryId } });
}
