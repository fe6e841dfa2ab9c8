import { recordPageView } from '../features/tracking';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import type { Route } from './+types/tracking';

/**
 * `POST /tracking` (`accessedUrl`), the browser's page-view beacon: handed to the API (which
 * keeps the path only, rate-limits per address and knows the signed-in user from the session).
 * The browser reads no answer: 204, or the API's refusal status with no body.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const accessedUrl = form?.get('accessedUrl');
  if (typeof accessedUrl !== 'string') return new Response(null, { status: 400 });
  try {
    await recordPageView(createApiClient(context.api), accessedUrl);
    return new Response(null, { status: 204 });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return new Response(null, { status: error.status >= 400 ? error.status : 502 });
  }
}
