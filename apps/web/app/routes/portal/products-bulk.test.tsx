import { authContract, portalCatalogueBulkContract, type CatalogueImportReport } from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalProductsBulk, { action } from './products-bulk';

const me = on(
  authContract.me,
  ok({
    id: '00000000-0000-4000-8000-0000000000e1',
    email: 'operator@lotus.vn',
    role: 'OPERATOR',
    isActive: true,
    profile: null,
  }),
);

const REPORT: CatalogueImportReport = {
  dryRun: true,
  written: false,
  total: 3,
  changed: 1,
  failed: 1,
  rows: [
    {
      line: 2,
      sku: 'AKG-01-BK-M',
      productSku: 'AKG-01',
      price: { from: 450_000, to: 420_000 },
      salePrice: null,
      stock: { from: 3, to: 10 },
      errors: [],
    },
    {
      line: 3,
      sku: 'AKG-01-BK-L',
      productSku: 'AKG-01',
      price: null,
      salePrice: null,
      stock: null,
      errors: [],
    },
    {
      line: 4,
      sku: 'NOPE',
      productSku: null,
      price: null,
      salePrice: null,
      stock: null,
      errors: [{ column: 'variant_sku', code: 'UnknownSku' }],
    },
  ],
};

async function run(body: FormData, ...routes: FakeRoute[]) {
  const api = fakeApi(me, ...routes);
  const request = new Request('http://x/portal/products/bulk', { method: 'POST', body });
  const result = await Promise.resolve(
    action({ request, params: {}, context: { lang: 'en', requestId: 't', api } } as never),
  ).catch((e: unknown) => e);
  return { result: result as { data: any; init: ResponseInit | null }, api };
}

describe('back office: catalogue import', () => {
  it('checks the chosen file as a dry run, then shows every changed row and every error', async () => {
    const csv = 'variant_sku,price,stock\nAKG-01-BK-M,420000,10\nAKG-01-BK-L,,\nNOPE,1,1';
    const form = new FormData();
    form.append('intent', 'check');
    form.append('file', new File([csv], 'prices.csv', { type: 'text/csv' }));
    const { result, api } = await run(form, on(portalCatalogueBulkContract.importCsv, ok(REPORT)));
    expect(api.requests[1]).toMatchObject({ body: { csv, dryRun: true } });
    expect(result.data).toEqual({ ok: true, report: REPORT, csv });

    renderInRouter(
      <PortalProductsBulk
        {...({ loaderData: null, actionData: result.data } as unknown as Parameters<
          typeof PortalProductsBulk
        >[0])}
      />,
      { lang: 'vi' },
    );
    const table = await screen.findByRole('table', { name: 'Những thay đổi trong tệp' });
    const rows = within(table).getAllByRole('row');
    // The header, the row in error first, then the changed row; the unchanged one is counted only.
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('không có phân loại nào mang SKU này');
    expect(rows[2]).toHaveTextContent(/450\.000\s₫.*420\.000\s₫/);
    expect(screen.getByTestId('bulk-summary')).toHaveTextContent(
      '3 dòng: 1 dòng có thay đổi, 1 dòng lỗi.',
    );
    expect(screen.queryByRole('button', { name: /Ghi thay đổi/ })).toBeNull();
  });

  it('writes the file the dry run showed', async () => {
    const form = new FormData();
    form.append('intent', 'write');
    form.append('csv', 'variant_sku,stock\nAKG-01-BK-M,10');
    const { api } = await run(
      form,
      on(
        portalCatalogueBulkContract.importCsv,
        ok({ ...REPORT, dryRun: false, written: true, failed: 0 }),
      ),
    );
    expect(api.requests[1]).toMatchObject({
      // A form's text travels with CRLF line ends: the same rows.
      body: { csv: expect.stringMatching(/^variant_sku,stock\r?\nAKG-01-BK-M,10$/), dryRun: false },
    });
  });
});
