import {
  type CatalogueExport,
  type CatalogueImportInput,
  type CatalogueImportReport,
  type Result,
  fail,
  ok,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import * as repo from './catalogue-bulk.repository.ts';
import { type PlannedRow, exportCsv, planImport, readImport } from './catalogue-csv.ts';
import * as ledger from './stock-ledger.repository.ts';

/** The reason every stock movement of an import carries. */
const IMPORT_REASON = 'CSV import';

function reportOf(planned: readonly PlannedRow[], dryRun: boolean, written: boolean) {
  const rows = planned.map((row) => row.report);
  return {
    dryRun,
    written,
    rows,
    total: rows.length,
    changed: rows.filter((r) => r.errors.length === 0 && (r.price || r.salePrice || r.stock))
      .length,
    failed: rows.filter((r) => r.errors.length > 0).length,
  } satisfies CatalogueImportReport;
}

/**
 * The catalogue in bulk (issue 34): the CSV export, and the import of prices and stock. A dry
 * run reads the file and the catalogue and says every row's change and error; a write locks the
 * variants it names, checks again, and writes every row in one transaction, or none when any row
 * is refused. A stock it sets is an `adjusted` movement in the ledger; a price it sets clears
 * the ruled price and asks the offers to reprice.
 */
export function createCatalogueBulkService() {
  return {
    /** Every variant of the catalogue (archived products left out) as a CSV file. */
    async exportCsv(ctx: ServiceContext): Promise<CatalogueExport> {
      const rows = await repo.exportRows(ctx.db);
      return {
        filename: `catalogue-${ctx.now.toISOString().slice(0, 10)}.csv`,
        csv: exportCsv(
          rows.map((r) => [
            r.productSku,
            r.variantSku,
            r.nameVi,
            r.nameEn,
            r.colour ?? '',
            r.size ?? '',
            r.price,
            r.salePrice ?? '',
            r.stock,
            r.isPublished ? 'yes' : 'no',
          ]),
        ),
      };
    },

    /** Reads an import and shows (dry run) or writes it; see above. */
    async importCsv(
      ctx: ServiceContext,
      input: CatalogueImportInput,
    ): Promise<Result<CatalogueImportReport>> {
      const lines = readImport(input.csv);
      if (!lines) return fail('CATALOGUE_IMPORT_UNREADABLE');
      const skus = lines.map((line) => line.sku);
      if (input.dryRun) {
        const planned = planImport(lines, await repo.findVariants(ctx.db, skus, false));
        return ok(reportOf(planned, true, false));
      }
      return withTransaction(ctx, async (tx) => {
        const planned = planImport(lines, await repo.findVariants(tx.db, skus, true));
        const report = reportOf(planned, false, false);
        if (report.failed > 0)
          return fail('CATALOGUE_IMPORT_INVALID', {
            params: { failed: report.failed },
            details: report.rows.flatMap((row) =>
              row.errors.map((e) => ({ field: `line ${row.line}: ${e.column}`, reason: e.code })),
            ),
          });
        const repriced = new Set<string>();
        for (const row of planned) {
          const variant = row.variant!;
          if ((row.report.price || row.report.salePrice) && !repriced.has(variant.productId)) {
            repriced.add(variant.productId);
            await repo.setPrice(tx.db, variant.productId, row.price!, tx.now);
          }
          if (row.report.stock) {
            await ledger.moveStock(tx.db, {
              productId: variant.productId,
              variantId: variant.variantId,
              kind: 'adjusted',
              quantity: row.report.stock.to! - row.report.stock.from!,
              reason: IMPORT_REASON,
              actorId: actorOf(tx).id,
              now: tx.now,
            });
          }
        }
        if (repriced.size) await tx.jobs.enqueue('offers.reprice', {});
        return ok({ ...report, written: true });
      });
    },
  };
}

export type CatalogueBulkService = ReturnType<typeof createCatalogueBulkService>;
