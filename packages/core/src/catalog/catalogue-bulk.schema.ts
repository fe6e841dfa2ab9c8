import { z } from 'zod';

/** The most rows one CSV import may carry. */
export const CATALOGUE_IMPORT_MAX_ROWS = 5000;
/** The columns of the catalogue's CSV export, one row per variant. */
export const CATALOGUE_EXPORT_COLUMNS = [
  'product_sku',
  'variant_sku',
  'name_vi',
  'name_en',
  'colour',
  'size',
  'price',
  'sale_price',
  'stock',
  'published',
] as const;
/**
 * The columns an import reads (others, such as the export's names, are ignored): `variant_sku`
 * and at least one of `price` (with `sale_price` beside it, blank for none) and `stock`.
 */
export const CATALOGUE_IMPORT_COLUMNS = ['variant_sku', 'price', 'sale_price', 'stock'] as const;

/** Why a row of an import is refused. */
export const CATALOGUE_IMPORT_ERRORS = [
  'UnknownSku',
  'RepeatedSku',
  'BadPrice',
  'BadSalePrice',
  'ConflictingPrice',
  'BadStock',
  'NegativeStock',
  'ArchivedProduct',
] as const;
export type CatalogueImportError = (typeof CATALOGUE_IMPORT_ERRORS)[number];

/** An import: the CSV's text, and whether only to show what it would change. */
export const catalogueImportSchema = z.object({
  csv: z.string().min(1, 'FieldIsNotEmpty').max(2_000_000, 'TextTooLong'),
  dryRun: z.boolean().default(true),
});
export type CatalogueImportInput = z.output<typeof catalogueImportSchema>;

const change = z.object({ from: z.number().int().nullable(), to: z.number().int().nullable() });

/** One row of the file as the import read it: what it changes, or why it is refused. */
export const catalogueImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  productSku: z.string().nullable(),
  price: change.nullable(),
  salePrice: change.nullable(),
  stock: change.nullable(),
  errors: z.array(z.object({ column: z.string(), code: z.enum(CATALOGUE_IMPORT_ERRORS) })),
});
export type CatalogueImportRow = z.infer<typeof catalogueImportRowSchema>;

/** What an import did or would do: every row, and the counts. */
export const catalogueImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** True when the changes were written (one transaction); false on a dry run or any error. */
  written: z.boolean(),
  rows: z.array(catalogueImportRowSchema),
  total: z.number().int(),
  changed: z.number().int(),
  failed: z.number().int(),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReportSchema>;

/** The catalogue as a CSV file. */
export const catalogueExportSchema = z.object({ filename: z.string(), csv: z.string() });
export type CatalogueExport = z.infer<typeof catalogueExportSchema>;
