import { isAddressSet, type AdminUnit } from '@lotus/core';
import { listUnits, type UnitLevel } from '../features/addresses';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/address.units';

/** What the pickers' fetchers get: the units, empty when the level or parent is unknown. */
export interface UnitsAnswer {
  units: AdminUnit[];
}

const LEVELS: readonly UnitLevel[] = ['provinces', 'districts', 'wards'];

/**
 * `/address/units?level=wards&parent=01&set=2025-07`: the administrative units an address
 * picker needs next, for its fetcher (the browser never calls the API itself). Public, and the
 * same for everyone, so the browser may keep it an hour.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const url = new URL(request.url);
  const level = url.searchParams.get('level') as UnitLevel;
  const parent = url.searchParams.get('parent');
  const set = url.searchParams.get('set');
  const units =
    LEVELS.includes(level) && (level === 'provinces' || parent)
      ? await listUnits(
          createApiClient(context.api),
          level,
          parent,
          isAddressSet(set) ? set : undefined,
        ).catch(() => [])
      : [];
  return Response.json({ units } satisfies UnitsAnswer, {
    headers: { 'cache-control': units.length > 0 ? 'public, max-age=3600' : 'no-store' },
  });
}
