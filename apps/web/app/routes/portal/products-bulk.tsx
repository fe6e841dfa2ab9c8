import type { CatalogueImportReport, CatalogueImportRow } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { DataTable, importCatalogue, useActionToast, type Column } from '../../features/portal-kit';
import { translateKey } from '../../i18n/i18n';
import { createApiClient } from '../../lib/api-client';
import { apiFormFailure, type FormFailure } from '../../lib/form-errors';
import { useMoney } from '../../lib/format';
import type { Route } from './+types/products-bulk';

/** What the page's action answers: the import's report (with the file, to write it next), or a refusal. */
export type BulkActionData =
  | { ok: true; report: CatalogueImportReport; csv: string }
  | (FormFailure & { details?: { field: string; reason: string }[] });

/** `/portal/products/bulk`: the CSV export's link and the import of prices and stock. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'catalogue.edit' });
  return null;
}

/**
 * POST intent = check (a dry run of the chosen file) | write (the file the dry run showed,
 * written in one transaction).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'catalogue.edit' });
  const form = await request.formData();
  const file = form.get('file');
  const kept = form.get('csv');
  const csv =
    file instanceof File && file.size > 0
      ? await file.text()
      : typeof kept === 'string'
        ? kept
        : '';
  if (!csv.trim())
    return data<BulkActionData>(
      { ok: false, fieldErrors: { file: 'validation:FieldIsNotEmpty' } },
      { status: 400 },
    );
  try {
    const report = await importCatalogue(
      createApiClient(context.api),
      csv,
      form.get('intent') !== 'write',
    );
    return data<BulkActionData>({ ok: true, report, csv });
  } catch (error) {
    return data<BulkActionData>(apiFormFailure(error), { status: 422 });
  }
}

function useRowColumns(): Column<CatalogueImportRow>[] {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const change = (
    c: { from: number | null; to: number | null } | null,
    format: (n: number) => string = String,
  ) =>
    c ? (
      <span className="whitespace-nowrap">
        <span className="text-ink-500 line-through">{c.from === null ? '—' : format(c.from)}</span>{' '}
        → <span className="font-semibold text-ink-900">{c.to === null ? '—' : format(c.to)}</span>
      </span>
    ) : (
      <span className="text-ink-400">—</span>
    );
  return [
    { key: 'line', header: t('bulk.columns.line'), cell: (r) => r.line, align: 'end' },
    {
      key: 'sku',
      header: t('bulk.columns.sku'),
      rowHeader: true,
      cell: (r) => <span className="font-mono text-xs">{r.sku || '—'}</span>,
    },
    {
      key: 'errors',
      header: t('bulk.columns.errors'),
      cell: (r) =>
        r.errors.length ? (
          <ul className="text-sm text-red-700" data-testid="row-errors">
            {r.errors.map((e) => (
              <li key={`${e.column}${e.code}`}>
                <span className="font-mono text-xs">{e.column}</span>: {t(`bulk.errors.${e.code}`)}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-emerald-700">{t('bulk.rowOk')}</span>
        ),
    },
    { key: 'price', header: t('bulk.columns.price'), cell: (r) => change(r.price, money) },
    {
      key: 'salePrice',
      header: t('bulk.columns.salePrice'),
      cell: (r) => change(r.salePrice, money),
    },
    { key: 'stock', header: t('bulk.columns.stock'), cell: (r) => change(r.stock) },
  ];
}

/** The page: download, choose a file, see every row's change and error, then write. */
export default function PortalProductsBulk({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { t: tAll } = useTranslation();
  const idle = useNavigation().state === 'idle';
  const columns = useRowColumns();
  useActionToast(actionData, (answer) =>
    answer.ok && answer.report.written
      ? {
          type: 'success',
          message: 'portal:bulk.written',
          values: { count: String(answer.report.changed) },
        }
      : null,
  );
  const report = actionData?.ok ? actionData.report : null;
  const shown = report?.rows.filter((r) => r.errors.length || r.price || r.salePrice || r.stock);
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <section aria-labelledby="bulk-title" className="flex flex-col gap-5">
      <PageTitle title={t('bulk.title')} />
      <div>
        <Link
          to="/portal/products"
          className="text-sm font-semibold text-lotus-800 hover:underline"
        >
          {t('products.back')}
        </Link>
        <h1 id="bulk-title" className="mt-1 text-xl font-bold tracking-tight text-ink-900">
          {t('bulk.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-600">{t('bulk.subtitle')}</p>
      </div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <a href="/portal/products/export.csv" className="btn-secondary" download>
            {t('bulk.export')}
          </a>
          <p className="text-sm text-ink-600">{t('bulk.exportHint')}</p>
        </div>
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="check" />
          <label className="text-sm font-medium text-ink-800">
            {t('bulk.file')}
            <input
              type="file"
              name="file"
              required
              accept=".csv,text/csv"
              className="mt-1.5 block w-full text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-ink-100 file:px-4 file:py-2 file:text-sm file:font-semibold"
            />
          </label>
          <p className="text-xs text-ink-600">{t('bulk.fileHint')}</p>
          <div>
            <button type="submit" className="btn-primary" disabled={!idle}>
              {t('bulk.check')}
            </button>
          </div>
        </Form>
        {failure?.formError ? (
          <FormAlert tone="error">
            {translateKey(tAll, failure.formError.key, failure.formError.values)}
          </FormAlert>
        ) : null}
        {failure?.fieldErrors.file ? (
          <FormAlert tone="error">{translateKey(tAll, failure.fieldErrors.file)}</FormAlert>
        ) : null}
      </div>
      {report && shown ? (
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6">
          <h2 className="text-base font-bold text-ink-900">
            {report.written ? t('bulk.writtenTitle') : t('bulk.reportTitle')}
          </h2>
          <p className="text-sm text-ink-700" data-testid="bulk-summary">
            {t('bulk.summary', {
              total: report.total,
              changed: report.changed,
              failed: report.failed,
            })}
          </p>
          {report.failed > 0 ? (
            <FormAlert tone="error">{t('bulk.fixFirst', { failed: report.failed })}</FormAlert>
          ) : !report.written && report.changed > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="write" />
              <input type="hidden" name="csv" value={actionData?.ok ? actionData.csv : ''} />
              <button type="submit" className="btn-primary" disabled={!idle}>
                {t('bulk.write', { count: report.changed })}
              </button>
            </Form>
          ) : null}
          <DataTable
            caption={t('bulk.reportTitle')}
            columns={columns}
            rows={[...shown].sort((a, b) => b.errors.length - a.errors.length || a.line - b.line)}
            rowKey={(r) => String(r.line)}
          />
        </div>
      ) : null}
    </section>
  );
}
