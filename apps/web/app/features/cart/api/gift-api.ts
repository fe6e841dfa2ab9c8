import { catalogContract, type CartView } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';
import type { GiftProduct, GiftProducts } from '../components/line-offers';

/**
 * The products that a cart's gift promotions give (the gift lines' and those the shopper could
 * still earn, so a change priced in the browser names its gift too), by product id, for their
 * names and pictures. A gift whose product cannot be read is left out (the row then names the
 * promotion).
 */
export async function giftProducts(
  api: ApiClient,
  view: Pick<CartView, 'offers' | 'pricing'>,
): Promise<GiftProducts> {
  const ids = new Set<string>();
  for (const offer of view.offers) {
    if (offer.stage === 'PROMOTION' && offer.kind === 'GIFT_PRODUCT') ids.add(offer.gift.productId);
  }
  for (const line of view.pricing.lines) if (line.giftOf) ids.add(line.productId);
  const found = await Promise.all(
    [...ids].map((id) =>
      api
        .call(catalogContract.product, { params: { id } })
        .then((product): GiftProduct => ({
          productId: id,
          slug: product.slug,
          name: product.name,
          image: product.image,
        }))
        .catch(() => null),
    ),
  );
  return Object.fromEntries(found.filter((g) => g !== null).map((g) => [g.productId, g]));
}
