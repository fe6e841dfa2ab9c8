import {
  catalogContract,
  COLOURS,
  type Category,
  type Language,
  type ProductVariant,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** A product found by the programme forms' search. */
export interface ProductHit {
  id: string;
  name: string;
  sku: string;
  /** What it sells at (its sale price while on sale). */
  price: number;
}

/** A variant as the pickers list it: its options in words, and its SKU. */
export interface VariantChoice {
  id: string;
  label: string;
  sku: string;
  stock: number;
}

/** A product with its variants, for the variant pickers. */
export interface ProductChoice {
  id: string;
  name: string;
  price: number;
  variants: VariantChoice[];
}

/** How many products the search offers at once. */
const HITS = 8;

/** Products whose name or SKU match `q` (the catalogue's suggestions), at the price they sell at. */
export async function searchProducts(api: ApiClient, q: string): Promise<ProductHit[]> {
  const found = await api.call(catalogContract.suggest, { query: { q, limit: HITS } });
  return found.map(({ id, name, sku, currentPrice }) => ({ id, name, sku, price: currentPrice }));
}

function variantLabel(variant: ProductVariant, lang: Language): string {
  const options = [variant.colour ? COLOURS[variant.colour][lang] : null, variant.size];
  return options.filter(Boolean).join(' / ') || variant.sku;
}

/** A product with its variants named in `lang` (colour / size). */
export async function productChoice(
  api: ApiClient,
  id: string,
  lang: Language,
): Promise<ProductChoice> {
  const product = await api.call(catalogContract.product, { params: { id } });
  return {
    id: product.id,
    name: product.name,
    price: product.currentPrice,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      label: variantLabel(variant, lang),
      sku: variant.sku,
      stock: variant.stock,
    })),
  };
}

/**
 * The names of products a programme lists, in order; a product the catalogue no longer shows
 * keeps its place with a null name (the form says so and still keeps it).
 */
export function productNames(
  api: ApiClient,
  ids: readonly string[],
): Promise<{ id: string; name: string | null }[]> {
  return Promise.all(
    ids.map((id) =>
      api
        .call(catalogContract.product, { params: { id } })
        .then((product) => ({ id, name: product.name }))
        .catch(() => ({ id, name: null })),
    ),
  );
}

/** Every category, flat (the pickers build the tree). */
export function listOfferCategories(api: ApiClient): Promise<Category[]> {
  return api.call(catalogContract.categories);
}

/** How a preview's line is named: its product and its variant. */
export interface LineName {
  product: string;
  variant: string;
}

/** The names of the variants a preview priced (gift lines included), by variant id. */
export async function lineNames(
  api: ApiClient,
  lines: readonly { infoId: string; productId: string }[],
  lang: Language,
): Promise<Record<string, LineName>> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const products = await Promise.all(
    productIds.map((id) => productChoice(api, id, lang).catch(() => null)),
  );
  const names: Record<string, LineName> = {};
  for (const product of products) {
    for (const variant of product?.variants ?? []) {
      names[variant.id] = { product: product!.name, variant: `${variant.label} · ${variant.sku}` };
    }
  }
  return names;
}
