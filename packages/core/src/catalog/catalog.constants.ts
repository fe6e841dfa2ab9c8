import type { Localized } from '../i18n/language.ts';

/** Product statuses the shop shows as badges and filters by (spec: new, hot, sale). */
export const PRODUCT_STATUSES = ['new', 'hot', 'sale'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * How a product list can be ordered (spec: default, price up/down, new, hot, sale off). Kept out
 * of the schema module so the browser can use it without bringing zod along.
 */
export const PRODUCT_SORTS = ['default', 'price_asc', 'price_desc', 'new', 'hot', 'sale'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The colour palette variants are drawn from: a stable code on the wire and in URLs, a name in
 * each language, and the swatch colour.
 */
export const COLOURS = {
  black: { vi: 'Đen', en: 'Black', hex: '#1f2328' },
  white: { vi: 'Trắng', en: 'White', hex: '#f5f5f4' },
  grey: { vi: 'Xám', en: 'Grey', hex: '#8b9096' },
  silver: { vi: 'Bạc', en: 'Silver', hex: '#c4c9ce' },
  red: { vi: 'Đỏ', en: 'Red', hex: '#d7263d' },
  pink: { vi: 'Hồng', en: 'Pink', hex: '#f49cbb' },
  orange: { vi: 'Cam', en: 'Orange', hex: '#f18f01' },
  yellow: { vi: 'Vàng', en: 'Yellow', hex: '#f6c445' },
  green: { vi: 'Xanh lá', en: 'Green', hex: '#2e933c' },
  blue: { vi: 'Xanh dương', en: 'Blue', hex: '#2364aa' },
  navy: { vi: 'Xanh navy', en: 'Navy', hex: '#1d3557' },
  beige: { vi: 'Be', en: 'Beige', hex: '#e3d5b8' },
  brown: { vi: 'Nâu', en: 'Brown', hex: '#7f5539' },
  purple: { vi: 'Tím', en: 'Purple', hex: '#7b2cbf' },
} as const satisfies Record<string, Localized & { hex: string }>;

export type Colour = keyof typeof COLOURS;
export const COLOUR_CODES = Object.keys(COLOURS) as Colour[];

export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && Object.hasOwn(COLOURS, value);
}

/** Clothing sizes in the order a size picker shows them; shoes use EU numbers. */
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** Shoe sizes (EU) in the order a size picker shows them. */
export const SHOE_SIZES = [
  '35',
  '36',
  '37',
  '38',
  '39',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
] as const;

/**
 * The options a product's variants are made of, for the colour and size pickers: its colours
 * with their names in `lang` and swatches, and its sizes, in the variants' order.
 */
export function productAttributes(
  product: { colours: readonly Colour[]; sizes: readonly string[] },
  lang: keyof Localized,
): { colours: { code: Colour; name: string; hex: string }[]; sizes: string[] } {
  return {
    colours: product.colours.map((code) => ({
      code,
      name: COLOURS[code][lang],
      hex: COLOURS[code].hex,
    })),
    sizes: [...product.sizes],
  };
}
