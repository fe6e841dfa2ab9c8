import { COLOURS, type Colour, type Localized, type ProductStatus, searchKey } from '@lotus/core';
import { CATEGORIES } from './content/categories.ts';
import { FASHION_PRODUCTS } from './content/fashion.ts';
import { ROBOT_PRODUCTS } from './content/robots.ts';
import { SPEC_LABELS } from './content/specs.ts';
import type { ProductArt, SpecValue } from './seed.types.ts';

/**
 * The demo catalogue, expanded from the compact data modules into the rows the seed inserts and
 * the pictures `scripts/make-images.ts` draws. Both read this one module, so a product and its
 * images can't drift apart.
 */

/** A product sold at least this many times carries the "hot" badge. */
export const HOT_SOLD_COUNT = 500;

export const PRODUCT_IMAGE_SIZE = 800;
export const PRODUCT_THUMB_SIZE = 400;
export const CATEGORY_IMAGE_WIDTH = 600;
export const CATEGORY_IMAGE_HEIGHT = 400;

export interface DemoCategory {
  slug: string;
  parent: string | null;
  name: Localized;
  description: Localized;
  priority: number;
  /** Public URL of the banner, e.g. `/images/categories/giay.webp`. */
  image: string;
  art: ProductArt[];
  colours: Colour[];
}

export interface DemoImage {
  /** File name under `apps/web/public/images/products/`. */
  file: string;
  /** The 400 × 400 copy for list cards, next to the full image. */
  thumbFile: string;
  url: string;
  width: number;
  height: number;
  colour: Colour;
  alt: Localized;
  art: ProductArt;
}

export interface DemoVariant {
  sku: string;
  colour: Colour;
  size: string | null;
  stock: number;
  position: number;
}

export interface DemoSpec {
  name: Localized;
  value: Localized;
}

export interface DemoProduct {
  slug: string;
  sku: string;
  category: string;
  provider: string;
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  price: number;
  salePrice: number | null;
  statuses: ProductStatus[];
  priority: number;
  soldCount: number;
  /** How long ago the product was added, so "newest" has a meaningful order. */
  addedHoursAgo: number;
  variants: DemoVariant[];
  specs: DemoSpec[];
  images: DemoImage[];
}

export interface DemoCatalog {
  categories: DemoCategory[];
  products: DemoProduct[];
}

/** ASCII kebab-case of a Vietnamese text: "Giày búp bê nữ" → "giay-bup-be-nu". */
export function slugify(text: string): string {
  return searchKey(text).replaceAll(' ', '-');
}

/** FNV-1a: a small stable hash, so generated stock and dates are the same on every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Stock for one variant: mostly comfortable, about one in twenty sold out and one in twelve
 * down to its last units, so the shop shows every stock state.
 */
function stockFor(variantSku: string): number {
  const h = hash(variantSku);
  const roll = h % 100;
  if (roll < 5) return 0;
  if (roll < 13) return 1 + ((h >>> 8) % 3);
  return 6 + ((h >>> 8) % 55);
}

const localized = (value: SpecValue): Localized =>
  typeof value === 'string' ? { vi: value, en: value } : value;

function fail(message: string): never {
  throw new Error(`demo catalogue: ${message}`);
}

function buildCatalog(): DemoCatalog {
  const categories: DemoCategory[] = CATEGORIES.map((c) => ({
    slug: c.slug,
    parent: c.parent,
    name: c.name,
    description: c.description,
    priority: c.priority,
    image: `/images/categories/${c.slug}.webp`,
    art: c.art,
    colours: c.colours,
  }));
  const leafSlugs = new Set(
    categories.filter((c) => !categories.some((o) => o.parent === c.slug)).map((c) => c.slug),
  );

  const products: DemoProduct[] = [];
  for (const group of [...ROBOT_PRODUCTS, ...FASHION_PRODUCTS]) {
    if (!leafSlugs.has(group.category)) fail(`${group.category} is not a leaf category`);
    group.products.forEach((p, index) => {
      const slug = slugify(p.name.vi);
      if (p.salePrice !== undefined && !(p.salePrice > 0 && p.salePrice < p.price)) {
        fail(`${p.sku}: the sale price must be below the price`);
      }
      for (const colour of p.colours)
        if (!Object.hasOwn(COLOURS, colour)) fail(`${p.sku}: ${colour}`);

      const statuses: ProductStatus[] = [];
      if (p.isNew) statuses.push('new');
      if (p.sold >= HOT_SOLD_COUNT) statuses.push('hot');
      if (p.salePrice !== undefined) statuses.push('sale');

      const variants: DemoVariant[] = [];
      for (const colour of p.colours) {
        for (const size of p.sizes ?? [null]) {
          const sku = `${p.sku}-${colour.toUpperCase()}${size ? `-${size}` : ''}`;
          variants.push({ sku, colour, size, stock: stockFor(sku), position: variants.length });
        }
      }
      // Every product can be bought in at least one option.
      if (variants.every((v) => v.stock === 0)) variants[0]!.stock = 12;

      const keys = new Set(p.specs.map(([key]) => key));
      const rows = [...p.specs, ...group.commonSpecs.filter(([key]) => !keys.has(key))];
      if (rows.length < 3 || rows.length > 6) fail(`${p.sku}: ${rows.length} specification rows`);
      const specs = rows.map(([key, value]) => ({
        name: SPEC_LABELS[key],
        value: localized(value),
      }));

      const images: DemoImage[] = p.colours.map((colour, i) => {
        const file = `${slug}-${i + 1}.webp`;
        const name = COLOURS[colour];
        return {
          file,
          thumbFile: `${slug}-${i + 1}-${PRODUCT_THUMB_SIZE}.webp`,
          url: `/images/products/${file}`,
          width: PRODUCT_IMAGE_SIZE,
          height: PRODUCT_IMAGE_SIZE,
          colour,
          alt: {
            vi: `${p.name.vi}, màu ${name.vi.toLowerCase()}`,
            en: `${p.name.en} in ${name.en.toLowerCase()}`,
          },
          art: p.art,
        };
      });

      products.push({
        slug,
        sku: p.sku,
        category: group.category,
        provider: group.provider,
        name: p.name,
        shortDescription: p.short,
        description: {
          vi: `${p.description.vi} ${group.closing.vi}`,
          en: `${p.description.en} ${group.closing.en}`,
        },
        price: p.price,
        salePrice: p.salePrice ?? null,
        statuses,
        priority: p.priority ?? 100 + index * 10,
        soldCount: p.sold,
        // New arrivals within the last two weeks, the rest over the past year.
        addedHoursAgo: p.isNew
          ? 6 + (hash(p.sku) % (14 * 24))
          : 30 * 24 + (hash(p.sku) % (330 * 24)),
        variants,
        specs,
        images,
      });
    });
  }

  const seen = new Set<string>();
  for (const key of [
    ...categories.map((c) => `category ${c.slug}`),
    ...products.map((p) => `product ${p.slug}`),
    ...products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)].map((s) => `sku ${s}`)),
  ]) {
    if (seen.has(key)) fail(`duplicate ${key}`);
    seen.add(key);
  }
  return { categories, products };
}

/** The whole demo catalogue, built once and validated on import. */
export const DEMO_CATALOG: DemoCatalog = buildCatalog();
