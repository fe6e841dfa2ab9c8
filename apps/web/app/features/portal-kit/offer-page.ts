import type { Category } from '@lotus/core';
import type { ApiClient } from '../../lib/api-client';
import { notFound, toRouteError } from '../../lib/route-errors';
import { listOfferCategories, productNames } from './api/offer-catalog-api';
import { type OfferFilter, offerFilterOf } from './offer-filter';

/** The offer of `rows` whose id is `id` (an address's `?edit=` or `?grant=`); an unknown id is a 404. */
export function offerById<Offer extends { id: string }>(
  rows: readonly Offer[],
  id: string | null,
): Offer | null {
  return id ? (rows.find((row) => row.id === id) ?? notFound()) : null;
}

/**
 * What an offer page's address asks of its list: the offer to edit (`?edit=<id>`), whether a new
 * one is being made (`?new=1`, when none is edited) and the list's filter.
 */
export function offerAddress<Offer extends { id: string }>(
  url: URL,
  rows: readonly Offer[],
): { editing: Offer | null; creating: boolean; filter: OfferFilter } {
  const editing = offerById(rows, url.searchParams.get('edit'));
  return {
    editing,
    creating: !editing && url.searchParams.has('new'),
    filter: offerFilterOf(url),
  };
}

/**
 * What an open offer form chooses from: the catalogue's categories and the names of the products
 * the offer covers (`productIds`). Nothing is read while no form is open.
 */
export async function offerFormOptions(
  api: ApiClient,
  formOpen: boolean,
  productIds: readonly string[] = [],
): Promise<{ categories: Category[]; products: { id: string; name: string | null }[] }> {
  if (!formOpen) return { categories: [], products: [] };
  const [categories, products] = await Promise.all([
    listOfferCategories(api),
    productNames(api, productIds),
  ]).catch(toRouteError);
  return { categories, products };
}
