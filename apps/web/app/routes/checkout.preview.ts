import {
  DELIVERY_METHODS,
  isAddressSet,
  type CheckoutPreview,
  type DeliveryMethod,
} from '@lotus/core';
import { previewCheckout } from '../features/checkout';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/checkout.preview';

const param = (url: URL, name: string) => url.searchParams.get(name) || undefined;

/**
 * `/checkout/preview?provinceId=&wardId=&deliveryMethod=`: the shopper's cart priced by the
 * server for the place and delivery method the checkout form holds, for its fetcher. A place the
 * API refuses prices without shipping rather than failing the form.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const url = new URL(request.url);
  const api = createApiClient(context.api);
  const method = param(url, 'deliveryMethod');
  const set = param(url, 'set');
  const deliveryMethod: DeliveryMethod = DELIVERY_METHODS.includes(method as DeliveryMethod)
    ? (method as DeliveryMethod)
    : 'STANDARD';
  const place = {
    provinceId: param(url, 'provinceId'),
    districtId: param(url, 'districtId') ?? null,
    wardId: param(url, 'wardId') ?? null,
    ...(isAddressSet(set) ? { set } : {}),
  };
  const preview: CheckoutPreview | null = await previewCheckout(api, { ...place, deliveryMethod })
    .catch(() => previewCheckout(api, { deliveryMethod, provinceId: place.provinceId }))
    .catch(() => previewCheckout(api, { deliveryMethod }))
    .catch(() => null);
  return Response.json(preview, { headers: { 'cache-control': 'no-store' } });
}
