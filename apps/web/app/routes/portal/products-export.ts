import { requireUser } from '../../features/accounts';
import { exportCatalogue } from '../../features/portal-kit';
import { createApiClient } from '../../lib/api-client';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/products-export';

/** `/portal/products/export.csv`: the catalogue as a CSV file to download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'catalogue.read-unpublished' });
  const file = await exportCatalogue(createApiClient(context.api)).catch(toRouteError);
  return new Response(file.csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}
