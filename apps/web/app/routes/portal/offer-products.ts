import { requireUser } from '../../features/accounts';
import {
  productChoice,
  searchProducts,
  type ProductChoiceAnswer,
  type ProductSearchAnswer,
} from '../../features/portal-kit';
import { createApiClient } from '../../lib/api-client';
import type { Route } from './+types/offer-products';

/** The longest search text asked for (longer text is cut, not refused). */
const MAX_QUERY = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/portal/offers/products`: the programme forms' product search (`?q=`) and a product's
 * variants (`?id=`), for their plain `fetch` (the browser never calls the API itself). Staff
 * only. A refusal or a failure is an empty answer, so typing can't break the form.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  await requireUser(request, context, { action: 'offers.manage' });
  const url = new URL(request.url);
  const api = createApiClient(context.api);
  const headers = { 'cache-control': 'no-store' };
  const id = url.searchParams.get('id');
  if (id !== null) {
    const product = UUID.test(id)
      ? await productChoice(api, id, context.lang).catch(() => null)
      : null;
    return Response.json({ product } satisfies ProductChoiceAnswer, { headers });
  }
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const items = q ? await searchProducts(api, q).catch(() => []) : [];
  return Response.json({ q, items } satisfies ProductSearchAnswer, { headers });
}
