import {
  isHostileInput,
  productListQuerySchema,
  storableInput,
  type ProductListQuery,
} from '@lotus/core';
import { badRequest } from '../../lib/route-errors';
import type { ListQuery } from './list-query';

/**
 * The fields the URL holds: every field of core's list query but the paging size and the
 * tie-break order. (Read when called: this module has no work to do on load, so a bundle that
 * imports the catalogue's index without calling it leaves the schema out.)
 */
function urlFields(): (keyof ListQuery)[] {
  return (Object.keys(productListQuerySchema.shape) as (keyof ProductListQuery)[]).filter(
    (key): key is keyof ListQuery => key !== 'limit' && key !== 'orderByPriority',
  );
}

/** Each field's rule, made once (a zod schema is costly to build on every page request). */
const fieldReaders = new Map<keyof ListQuery, ReturnType<typeof storableInput>>();
function fieldReader(key: keyof ListQuery) {
  let reader = fieldReaders.get(key);
  if (!reader) fieldReaders.set(key, (reader = storableInput(productListQuerySchema.shape[key])));
  return reader;
}

/**
 * One field read with core's rule; a value the rule refuses counts as absent (its default), but
 * text the shop never stores or a number past the database's range is a 400 naming the field.
 */
function readField<K extends keyof ListQuery>(key: K, raw: string | undefined): ListQuery[K] {
  const field = productListQuerySchema.shape[key];
  const read = fieldReader(key).safeParse(raw);
  if (!read.success && read.error.issues.some(isHostileInput)) badRequest(key);
  return (read.success ? read.data : field.parse(undefined)) as ListQuery[K];
}

/**
 * Reads the list's state from the URL, field by field with core's list query schema (what the API
 * applies). Bad values are dropped rather than refused (a shared or hand-edited link still shows a
 * list), an empty field is no filter, and a reversed price range is put the right way round;
 * a NUL, a lone surrogate or a number past the database's range is a 400 naming the field. The
 * storefront filters by "in stock" only: `inStock=false` is not one of its lists.
 *
 * Loaders only: the schema is zod, which the storefront's first load does without.
 */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const query = Object.fromEntries(
    urlFields().map((key) => [key, readField(key, params.get(key) || undefined)]),
  ) as ListQuery;
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    query.minPrice = maxPrice;
    query.maxPrice = minPrice;
  }
  if (query.inStock !== true) query.inStock = undefined;
  return query;
}
