import {
  CATALOGUE_EXPORT_COLUMNS,
  CATALOGUE_IMPORT_MAX_ROWS,
  type CatalogueImportError,
  type CatalogueImportRow,
  DB_INT_MAX,
} from '@lotus/core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';

/** What csv-parse answers with `info: true`: each record with the line it ends on. */
const PARSED = z.array(
  z.object({ record: z.array(z.string()), info: z.object({ lines: z.number().int() }) }),
);

/** A row of an import file as written: its line and the cells the import reads (absent: no column). */
export interface ImportLine {
  line: number;
  sku: string;
  price?: string;
  salePrice?: string;
  stock?: string;
}

/**
 * The rows of an import file, or null when it is not one: a header with `variant_sku` and a
 * `price` or `stock` column (any order, any case; others ignored), at most
 * `CATALOGUE_IMPORT_MAX_ROWS` rows. Quoted cells, a BOM, `;` or `,` and CRLF are read as a
 * spreadsheet writes them.
 */
export function readImport(csv: string): ImportLine[] | null {
  const firstLine = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let parsed: unknown;
  try {
    parsed = parse(csv, {
      bom: true,
      delimiter,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch {
    return null;
  }
  const read = PARSED.safeParse(parsed);
  if (!read.success) return null;
  const records = read.data;
  const [header, ...rows] = records;
  if (!header || rows.length > CATALOGUE_IMPORT_MAX_ROWS) return null;
  const names = header.record.map((name) => name.trim().toLowerCase());
  const at = (name: string) => names.indexOf(name);
  const sku = at('variant_sku');
  const [price, salePrice, stock] = [at('price'), at('sale_price'), at('stock')];
  if (sku < 0 || (price < 0 && stock < 0)) return null;
  return rows.map(({ record, info }) => ({
    line: info.lines,
    sku: (record[sku] ?? '').toUpperCase(),
    ...(price >= 0 ? { price: record[price] ?? '' } : {}),
    ...(price >= 0 && salePrice >= 0 ? { salePrice: record[salePrice] ?? '' } : {}),
    ...(stock >= 0 ? { stock: record[stock] ?? '' } : {}),
  }));
}

/**
 * A whole number as a spreadsheet may write it ("450000", "450.000", "450,000", "450 000"), or
 * undefined for anything else; a leading minus is kept.
 */
export function wholeNumberOf(cell: string): number | undefined {
  const match = /^(-?)(\d{1,3}(?:[.,\s]\d{3})+|\d+)$/.exec(cell.trim());
  if (!match) return undefined;
  const value = Number(`${match[1]}${match[2]!.replace(/[.,\s]/g, '')}`);
  return Number.isSafeInteger(value) && Math.abs(value) <= DB_INT_MAX ? value : undefined;
}

/** A variant as the import finds it. */
export interface FoundVariant {
  variantId: string;
  productId: string;
  productSku: string;
  price: number;
  salePrice: number | null;
  stock: number;
  archived: boolean;
}

/** What a row changes once checked. */
export interface PlannedRow {
  report: CatalogueImportRow;
  variant: FoundVariant | null;
  price?: { price: number; salePrice: number | null };
  stock?: number;
}

/** Checks every row against the variants found, and says what each would change. */
export function planImport(
  lines: readonly ImportLine[],
  found: ReadonlyMap<string, FoundVariant>,
): PlannedRow[] {
  const seen = new Map<string, number>();
  for (const line of lines) seen.set(line.sku, (seen.get(line.sku) ?? 0) + 1);
  const planned = lines.map((line): PlannedRow => {
    const errors: { column: string; code: CatalogueImportError }[] = [];
    const refuse = (column: string, code: CatalogueImportError) => errors.push({ column, code });
    const variant = found.get(line.sku) ?? null;
    if (!variant) refuse('variant_sku', 'UnknownSku');
    else if (variant.archived) refuse('variant_sku', 'ArchivedProduct');
    if ((seen.get(line.sku) ?? 0) > 1) refuse('variant_sku', 'RepeatedSku');
    let price: PlannedRow['price'];
    if (line.price !== undefined && line.price !== '') {
      const value = wholeNumberOf(line.price);
      const sale = line.salePrice ? wholeNumberOf(line.salePrice) : null;
      if (value === undefined || value <= 0) refuse('price', 'BadPrice');
      else if (sale === undefined || (sale !== null && (sale <= 0 || sale >= value)))
        refuse('sale_price', 'BadSalePrice');
      else price = { price: value, salePrice: sale };
    }
    let stock: number | undefined;
    if (line.stock !== undefined && line.stock !== '') {
      const value = wholeNumberOf(line.stock);
      if (value === undefined) refuse('stock', 'BadStock');
      else if (value < 0) refuse('stock', 'NegativeStock');
      else stock = value;
    }
    const changed = <T>(from: T, to: T | undefined) =>
      to !== undefined && to !== from ? { from, to } : null;
    return {
      variant,
      ...(price ? { price } : {}),
      ...(stock !== undefined ? { stock } : {}),
      report: {
        line: line.line,
        sku: line.sku,
        productSku: variant?.productSku ?? null,
        price: variant ? changed(variant.price, price?.price) : null,
        salePrice: variant && price ? changed(variant.salePrice, price.salePrice) : null,
        stock: variant ? changed(variant.stock, stock) : null,
        errors,
      },
    };
  });
  // One product, one price: rows of its variants that ask for different ones are refused.
  const prices = new Map<string, Set<string>>();
  for (const row of planned)
    if (row.variant && row.price)
      prices
        .set(row.variant.productId, prices.get(row.variant.productId) ?? new Set())
        .get(row.variant.productId)!
        .add(`${row.price.price}/${row.price.salePrice}`);
  for (const row of planned)
    if (row.variant && row.price && prices.get(row.variant.productId)!.size > 1)
      row.report.errors.push({ column: 'price', code: 'ConflictingPrice' });
  return planned;
}

/** The export's rows as CSV, with a BOM so spreadsheets read Vietnamese as UTF-8. */
export function exportCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${stringify([[...CATALOGUE_EXPORT_COLUMNS], ...rows], { record_delimiter: '\r\n' })}`;
}
