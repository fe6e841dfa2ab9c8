import { endpoint } from '../http/contract.ts';
import {
  catalogueExportSchema,
  catalogueImportReportSchema,
  catalogueImportSchema,
} from './catalogue-bulk.schema.ts';

/** The catalogue in bulk (issue 34): a CSV export, and an import of prices and stock. */
export const portalCatalogueBulkContract = {
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/portal/catalogue/export',
    access: 'catalogue.read-unpublished',
    tag: 'portal',
    summary: 'The catalogue as CSV, one row per variant (archived products left out)',
    response: catalogueExportSchema,
    errors: [401, 403],
  }),
  importCsv: endpoint({
    method: 'POST',
    path: '/api/portal/catalogue/import',
    access: 'catalogue.edit',
    tag: 'portal',
    summary:
      "Import prices and stock from CSV (variant_sku, price, sale_price, stock): a dry run shows every row's change and error; a write with no error changes every row in one transaction",
    body: catalogueImportSchema,
    response: catalogueImportReportSchema,
    errors: [400, 401, 403, 422],
  }),
};
