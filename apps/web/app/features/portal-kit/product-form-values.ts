import {
  COLOUR_CODES,
  PRODUCT_STATUSES,
  type PortalProduct,
  type ProductInputFields,
  type ProductStatus,
  type StockMovementInput,
  type VariantInput,
} from '@lotus/core';

type Values = Record<string, string | undefined>;

/** The product form's text fields, in both languages. */
const PRODUCT_TEXTS = [
  'nameVi',
  'nameEn',
  'sku',
  'shortDescriptionVi',
  'shortDescriptionEn',
  'descriptionVi',
  'descriptionEn',
  'categoryId',
  'providerName',
] as const;

/** The fields of one specifications row. */
const SPEC_FIELDS = ['nameVi', 'nameEn', 'valueVi', 'valueEn'] as const;

/** How many blank specification rows the editor offers below the product's own. */
export const BLANK_SPEC_ROWS = 2;

/**
 * A typed amount or count as a number: spaces, dots and commas between digits are thousands
 * separators ("450.000" is 450000); blank is absent (the schema names the missing field), and
 * anything else stays text for the schema to refuse.
 */
function numberOf(text: string | undefined): number | string | undefined {
  const plain = (text ?? '').trim().replace(/[\s.,]/g, '');
  if (!plain) return undefined;
  return /^-?\d+$/.test(plain) ? Number(plain) : plain;
}

/** The product form's fields as the API's input (a checkbox is present only when ticked). */
export function productFromForm(values: Values): ProductInputFields {
  const fields = Object.fromEntries(PRODUCT_TEXTS.map((key) => [key, values[key] ?? ''])) as Record<
    (typeof PRODUCT_TEXTS)[number],
    string
  >;
  const rows = new Set(
    Object.keys(values)
      .map((name) => /^spec\.(\d+)\./.exec(name)?.[1])
      .filter((row): row is string => row !== undefined),
  );
  const specifications = [...rows]
    .map(Number)
    .sort((a, b) => a - b)
    .map((row) => Object.fromEntries(SPEC_FIELDS.map((f) => [f, values[`spec.${row}.${f}`] ?? ''])))
    .filter((row) => SPEC_FIELDS.some((f) => String(row[f]).trim() !== '')) as {
    nameVi: string;
    nameEn: string;
    valueVi: string;
    valueEn: string;
  }[];
  return {
    ...fields,
    price: numberOf(values.price) as number,
    salePrice: (numberOf(values.salePrice) ?? null) as number | null,
    statuses: PRODUCT_STATUSES.filter((status) => values[`status.${status}`] === 'on'),
    priority: numberOf(values.priority) ?? 0,
    lowStockThreshold: numberOf(values.lowStockThreshold) ?? 5,
    specifications,
  };
}

/** The form's starting values: a product's, or a new one's. */
export function productFormDefaults(product: PortalProduct | null) {
  return {
    ...Object.fromEntries(PRODUCT_TEXTS.map((key) => [key, product?.[key] ?? ''])),
    price: product ? String(product.price) : '',
    salePrice: product?.salePrice ? String(product.salePrice) : '',
    statuses: new Set<ProductStatus>(product?.statuses ?? []),
    priority: String(product?.priority ?? 0),
    lowStockThreshold: String(product?.lowStockThreshold ?? 5),
    specifications: [
      ...(product?.specifications ?? []),
      ...Array.from({ length: BLANK_SPEC_ROWS }, () => ({
        nameVi: '',
        nameEn: '',
        valueVi: '',
        valueEn: '',
      })),
    ],
  } as Record<(typeof PRODUCT_TEXTS)[number], string> & {
    price: string;
    salePrice: string;
    statuses: Set<ProductStatus>;
    priority: string;
    lowStockThreshold: string;
    specifications: { nameVi: string; nameEn: string; valueVi: string; valueEn: string }[];
  };
}

/** The add-a-variant form's fields as the API's input. */
export function variantFromForm(values: Values): VariantInput {
  const colour = values.colour ?? '';
  return {
    sku: values.sku ?? '',
    colour: (COLOUR_CODES as readonly string[]).includes(colour)
      ? (colour as VariantInput['colour'])
      : null,
    size: (values.size ?? '').trim() || null,
    stock: (numberOf(values.stock) ?? 0) as number,
  };
}

/** The stock form's choices: a receipt, or an adjustment that adds or takes away. */
export const STOCK_FORM_MOVEMENTS = ['received', 'adjusted-add', 'adjusted-remove'] as const;

/** The stock form's fields as the API's input: an adjustment that takes away is negative. */
export function movementFromForm(values: Values): StockMovementInput {
  const movement = STOCK_FORM_MOVEMENTS.find((m) => m === values.movement) ?? 'received';
  const quantity = numberOf(values.quantity);
  const signed =
    movement === 'adjusted-remove' && typeof quantity === 'number' ? -quantity : quantity;
  return {
    kind: movement === 'received' ? 'received' : 'adjusted',
    quantity: signed ?? '',
    reason: values.reason ?? '',
  };
}
