import {
  addFavourite,
  listFavouriteIds,
  mergeFavourites,
  removeFavourite,
  type WishlistActionData,
} from '../features/wishlists';
import { wishlistContract } from '@lotus/core';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import type { Route } from './+types/wishlist';

/** Whether a value is a product id as the wishlist endpoints take it (core's contract decides). */
const isProductId = (id: unknown): id is string =>
  wishlistContract.add.params.safeParse({ id }).success;

/**
 * `/wishlist`, the signed-in shopper's wishlist as data for the heart buttons (fetchers): the
 * loader answers the ids on it (none for a visitor, whose list is in local storage), the action
 * adds, removes or merges a visitor's local list after login. Refusals come back as data with the
 * API's code (FAVOURITE_EXISTING is a warning, not a failure of the page).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = createApiClient(context.api);
  const ids = await listFavouriteIds(api).catch(() => [] as string[]);
  return { ids };
}

export async function action({ request, context }: Route.ActionArgs): Promise<WishlistActionData> {
  const api = createApiClient(context.api);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = field('intent');
  const productId = field('productId');
  try {
    if (intent === 'merge') {
      const raw: unknown = JSON.parse(field('productIds') || '[]');
      const ids = Array.isArray(raw) ? raw.filter(isProductId) : [];
      return {
        ok: true,
        intent,
        productId: '',
        ids: await mergeFavourites(api, ids.slice(0, 500)),
      };
    }
    if ((intent !== 'add' && intent !== 'remove') || !isProductId(productId))
      return { ok: false, intent: 'add', productId, code: 'BAD_REQUEST' };
    if (intent === 'add') await addFavourite(api, productId);
    else await removeFavourite(api, productId);
    return { ok: true, intent, productId };
  } catch (error) {
    const code = error instanceof ApiRequestError ? error.code : 'UNKNOWN';
    return { ok: false, intent: intent === 'remove' ? 'remove' : 'add', productId, code };
  }
}
