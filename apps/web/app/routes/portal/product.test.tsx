import {
  authContract,
  catalogContract,
  portalProductContract,
  type PortalProduct,
  type Role,
} from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalProductPage, { action, loader } from './product';
import PortalProducts, { loader as listLoader } from './products';

const PRODUCT = '00000000-0000-4000-8000-0000000000a1';
const VARIANT = '00000000-0000-4000-8000-0000000000b1';
const CATEGORY = '00000000-0000-4000-8000-0000000000c1';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: `${role.toLowerCase()}@lotus.vn`,
      role,
      isActive: true,
      profile: null,
    }),
  );

const productOf = (extra: Partial<PortalProduct> = {}): PortalProduct => ({
  id: PRODUCT,
  slug: 'ao-khoac-gio',
  sku: 'AKG-01',
  nameVi: 'Áo khoác gió',
  nameEn: 'Windbreaker',
  shortDescriptionVi: '',
  shortDescriptionEn: '',
  descriptionVi: '',
  descriptionEn: '',
  price: 450_000,
  salePrice: null,
  statuses: ['new'],
  categoryId: CATEGORY,
  providerName: null,
  priority: 0,
  lowStockThreshold: 5,
  isPublished: false,
  archivedAt: null,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:00:00.000Z',
  specifications: [],
  variants: [
    { id: VARIANT, sku: 'AKG-01-BK-M', colour: 'black', size: 'M', stock: 3, position: 0 },
  ],
  images: [],
  movements: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      variantId: VARIANT,
      kind: 'received',
      quantity: 3,
      stockAfter: 3,
      reason: null,
      actorEmail: 'operator@lotus.vn',
      createdAt: '2026-11-29T01:00:00.000Z',
    },
  ],
  ...extra,
});

const post = (fields: Record<string, string>) =>
  new Request('http://x/portal/products/x', { method: 'POST', body: new URLSearchParams(fields) });

async function run<T extends (args: never) => unknown>(
  fn: T,
  request: Request,
  id: string,
  ...routes: FakeRoute[]
) {
  const api = fakeApi(...routes);
  const result = await Promise.resolve(
    fn({ request, params: { id }, context: { lang: 'en', requestId: 't', api } } as never),
  ).catch((e: unknown) => e);
  return { result: result as { data: any; init: ResponseInit | null }, api };
}

const valid = {
  intent: 'save',
  nameVi: 'Áo khoác gió',
  nameEn: 'Windbreaker',
  sku: 'akg-01',
  categoryId: CATEGORY,
  price: '450.000',
  salePrice: '',
  'status.new': 'on',
  priority: '0',
  lowStockThreshold: '5',
  'spec.0.nameVi': 'Chất liệu',
  'spec.0.nameEn': 'Material',
  'spec.0.valueVi': 'Polyester',
  'spec.0.valueEn': 'Polyester',
  'spec.1.nameVi': '',
  'spec.1.nameEn': '',
  'spec.1.valueVi': '',
  'spec.1.valueEn': '',
};

const renderPage = (loaderData: unknown, actionData: unknown, lang: 'vi' | 'en') =>
  renderInRouter(
    <PortalProductPage
      {...({ loaderData, actionData } as unknown as Parameters<typeof PortalProductPage>[0])}
    />,
    { lang },
  );

describe('back office: the product editor', () => {
  it('names each missing field with the spec rule, without asking the API', async () => {
    const { result, api } = await run(
      action,
      post({ intent: 'save', categoryId: CATEGORY }),
      'new',
      meOf('OPERATOR'),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({
      nameVi: 'validation:ProductNeedsNamePriceSku',
      nameEn: 'validation:ProductNeedsNamePriceSku',
      sku: 'validation:ProductNeedsNamePriceSku',
      price: 'validation:ProductNeedsNamePriceSku',
    });
    expect(api.requests).toHaveLength(1);

    renderPage(
      { product: null, categories: [], canEdit: true, canDelete: false },
      result.data,
      'vi',
    );
    const price = await screen.findByRole('textbox', { name: /Giá bán/ });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Sản phẩm cần có tên, giá và mã SKU.'),
    );
  });

  it('creates a product with its price read from "450.000", then opens it', async () => {
    const { result, api } = await run(
      action,
      post(valid),
      'new',
      meOf('OPERATOR'),
      on(portalProductContract.create, ok(productOf())),
    );
    expect(api.requests[1]).toMatchObject({
      path: '/api/portal/products',
      body: {
        sku: 'AKG-01',
        price: 450_000,
        salePrice: null,
        statuses: ['new'],
        variants: [],
        specifications: [
          { nameVi: 'Chất liệu', nameEn: 'Material', valueVi: 'Polyester', valueEn: 'Polyester' },
        ],
      },
    });
    expect(result.data).toEqual({
      ok: true,
      intent: 'save',
      notice: 'products.notify.AddProductSuccess',
      values: { name: 'Windbreaker' },
      next: `/portal/products/${PRODUCT}`,
    });
  });

  it('saves an edit with UpdateProductSuccess, and shows a taken SKU beside the field', async () => {
    const saved = await run(
      action,
      post(valid),
      PRODUCT,
      meOf('OPERATOR'),
      on(portalProductContract.update, ok(productOf())),
    );
    expect(saved.api.requests[1]).toMatchObject({ path: `/api/portal/products/${PRODUCT}` });
    expect(saved.result.data).toMatchObject({
      notice: 'products.notify.UpdateProductSuccess',
      next: null,
    });

    const taken = await run(
      action,
      post(valid),
      PRODUCT,
      meOf('OPERATOR'),
      on(portalProductContract.update, refused('PRODUCT_SKU_EXISTING')),
    );
    expect(taken.result.init?.status).toBe(409);
    expect(taken.result.data.fieldErrors).toEqual({ sku: 'errors:PRODUCT_SKU_EXISTING' });
    renderPage(
      { product: productOf(), categories: [], canEdit: true, canDelete: false },
      taken.result.data,
      'en',
    );
    const sku = await screen.findByRole('textbox', { name: /^SKU/ });
    expect(sku).toHaveAccessibleDescription(
      expect.stringContaining('Another product already uses this SKU.'),
    );
  });

  it('takes stock away with a reason, and asks for the reason first', async () => {
    const stock = {
      intent: 'stock',
      variantId: VARIANT,
      movement: 'adjusted-remove',
      quantity: '2',
    };
    const noReason = await run(action, post(stock), PRODUCT, meOf('OPERATOR'));
    expect(noReason.result.data.fieldErrors).toEqual({ reason: 'validation:StockReasonRequired' });
    expect(noReason.api.requests).toHaveLength(1);

    const moved = await run(
      action,
      post({ ...stock, reason: 'Hàng lỗi' }),
      PRODUCT,
      meOf('OPERATOR'),
      on(
        portalProductContract.moveStock,
        ok(productOf({ variants: [{ ...productOf().variants[0]!, stock: 1 }] })),
      ),
    );
    expect(moved.api.requests[1]).toMatchObject({
      path: `/api/portal/products/${PRODUCT}/variants/${VARIANT}/stock`,
      body: { kind: 'adjusted', quantity: -2, reason: 'Hàng lỗi' },
    });
    expect(moved.result.data).toMatchObject({
      notice: 'products.notify.stockMoved',
      values: { sku: 'AKG-01-BK-M', stock: '1' },
    });

    const short = await run(
      action,
      post({ ...stock, quantity: '9', reason: 'Kiểm kê' }),
      PRODUCT,
      meOf('OPERATOR'),
      on(portalProductContract.moveStock, refused('STOCK_BELOW_ZERO', { params: { stock: 3 } })),
    );
    expect(short.result.data.formError).toEqual({
      key: 'errors:STOCK_BELOW_ZERO',
      values: { stock: 3 },
    });
  });

  it("changes a variant's options, and shows a taken SKU beside the field", async () => {
    const change = {
      intent: 'variant-edit',
      variantId: VARIANT,
      colour: 'navy',
      size: 'l',
      sku: 'akg-01-nv-l',
    };
    const saved = await run(
      action,
      post(change),
      PRODUCT,
      meOf('OPERATOR'),
      on(portalProductContract.updateVariant, ok(productOf())),
    );
    expect(saved.api.requests[1]).toMatchObject({
      path: `/api/portal/products/${PRODUCT}/variants/${VARIANT}`,
      body: { sku: 'AKG-01-NV-L', colour: 'navy', size: 'L' },
    });
    expect(saved.result.data).toMatchObject({
      notice: 'products.notify.variantChanged',
      values: { sku: 'AKG-01-NV-L' },
    });
    const taken = await run(
      action,
      post(change),
      PRODUCT,
      meOf('OPERATOR'),
      on(portalProductContract.updateVariant, refused('VARIANT_SKU_EXISTING')),
    );
    expect(taken.result.data).toMatchObject({
      intent: 'variant-edit',
      fieldErrors: { sku: 'errors:VARIANT_SKU_EXISTING' },
    });
    renderPage(
      { product: productOf(), categories: [], canEdit: true, canDelete: false },
      taken.result.data,
      'en',
    );
    const form = await screen.findByRole('form', { name: 'Change a variant' });
    expect(within(form).getByRole('textbox', { name: /^Variant SKU/ })).toHaveAccessibleDescription(
      expect.stringContaining('This variant SKU is already in use.'),
    );
  });

  it('refuses a customer on every action and the page (403)', async () => {
    const acted = await run(action, post(valid), 'new', meOf('CUSTOMER'));
    expect(acted.result).toMatchObject({ init: { status: 403 } });
    expect(acted.api.requests).toHaveLength(1);
    const page = await run(
      loader,
      new Request(`http://x/portal/products/${PRODUCT}`),
      PRODUCT,
      meOf('CUSTOMER'),
    );
    expect(page.result).toMatchObject({ init: { status: 403 } });
    expect(page.api.requests).toHaveLength(1);
  });

  it('shows variants, stock and the ledger; deleting only for an admin', async () => {
    const loaded = await run(
      loader,
      new Request(`http://x/portal/products/${PRODUCT}`),
      PRODUCT,
      meOf('OPERATOR'),
      on(portalProductContract.get, ok(productOf())),
      on(catalogContract.categories, ok([])),
    );
    expect(loaded.result).toMatchObject({ canEdit: true, canDelete: false });
    renderPage(loaded.result, undefined, 'vi');
    expect(await screen.findByRole('heading', { name: 'Áo khoác gió' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng bán' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Xoá' })).toBeNull();
    const variants = screen.getByRole('table', { name: 'Phân loại' });
    expect(within(variants).getByText('Đen / M')).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: 'Thay đổi gần đây' });
    expect(within(ledger).getByText('Nhập hàng')).toBeInTheDocument();
    expect(within(ledger).getByText('+3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ghi nhận' })).toBeInTheDocument();

    const asAdmin = await run(
      loader,
      new Request(`http://x/portal/products/${PRODUCT}`),
      PRODUCT,
      meOf('ADMIN'),
      on(portalProductContract.get, ok(productOf({ variants: [], movements: [] }))),
      on(catalogContract.categories, ok([])),
    );
    renderPage(asAdmin.result, undefined, 'en');
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // No variant yet: publishing waits for one.
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });
});

describe('back office: the products list', () => {
  it('asks the API for the address’s search, filters, page and server-side order', async () => {
    const { result, api } = await run(
      listLoader,
      new Request(
        'http://x/portal/products?search=ao%20khoac&published=unpublished&stock=low&page=2&sort=price&dir=desc',
      ),
      '',
      meOf('OPERATOR'),
      on(
        portalProductContract.list,
        ok(
          [
            {
              id: PRODUCT,
              slug: 'ao-khoac-gio',
              sku: 'AKG-01',
              nameVi: 'Áo khoác gió',
              nameEn: 'Windbreaker',
              price: 450_000,
              salePrice: 399_000,
              statuses: ['sale'],
              isPublished: false,
              archived: false,
              stock: 3,
              variants: 2,
              lowVariants: 1,
              outVariants: 1,
              updatedAt: '2026-11-29T01:00:00.000Z',
            },
          ],
          { meta: { page: 2, pageSize: 20, total: 21 } },
        ),
      ),
    );
    expect(api.requests[1]).toMatchObject({
      path: '/api/portal/products',
      query: {
        search: 'ao khoac',
        published: 'unpublished',
        stock: 'low',
        page: 2,
        sort: 'price',
        dir: 'desc',
      },
    });
    renderInRouter(
      <PortalProducts
        {...({ loaderData: result } as unknown as Parameters<typeof PortalProducts>[0])}
      />,
      { lang: 'en' },
    );
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getByRole('link', { name: 'Windbreaker' })).toHaveAttribute(
      'href',
      `/portal/products/${PRODUCT}`,
    );
    expect(within(table).getByText('1 sold out')).toBeInTheDocument();
    expect(within(table).getByText('Unpublished')).toBeInTheDocument();
    expect(screen.getByText('21 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Low stock' })).toHaveAttribute('aria-current', 'page');
  });
});
