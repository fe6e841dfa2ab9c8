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
 * `/checkout/preview?provinceId=&wardId=&deliveryMethod=&voucherCode=&useStoreCredit=1`: the shopper's cart priced
 * by the server for the place, delivery method and voucher the checkout form holds, for its
 * fetcher. A place the API refuses prices without shipping rather than failing the form; the
 * voucher stays, so its verdict is always the server's.
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
  const code = param(url, 'voucherCode');
  // The referral balance spent as store credit rides with the voucher through every fallback.
  const voucher = {
    ...(code ? { voucherCode: code } : {}),
    useStoreCredit: url.searchParams.get('useStoreCredit') === '1',
  };
  const preview: CheckoutPreview | null = await previewCheckout(api, {
    ...place,
    deliveryMethod,
    ...voucher,
  })
    .catch(() => previewCheckout(api, { deliveryMethod, provinceId: place.provinceId, ...voucher }))
    .catch(() => previewCheckout(api, { deliveryMethod, ...voucher }))
    .catch(() => null);
  return Response.json(preview, { headers: { 'cache-control': 'no-store' } });
}
