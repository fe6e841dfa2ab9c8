import { suggestProducts } from '../features/catalog';
import type { SuggestionsAnswer } from '../features/layout';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/search.suggestions';

/** The longest search text the API suggests for (longer text is cut, not refused). */
const MAX_QUERY = 100;

/**
 * `/search/suggestions?q=`: the header's search suggestions, for its fetcher (the browser never
 * calls the API itself). Never fails: a refusal or a failure is an empty list, so typing can't
 * break the page.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const items = q ? await suggestProducts(createApiClient(context.api), q).catch(() => []) : [];
  return Response.json({ q, items } satisfies SuggestionsAnswer, {
    headers: { 'cache-control': 'no-store' },
  });
}
