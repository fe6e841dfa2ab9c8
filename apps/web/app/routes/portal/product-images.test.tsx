import {
  authContract,
  portalProductImageContract,
  type PortalProduct,
  type PortalProductImage,
} from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imagesFromForm } from '../../features/portal-kit';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalProductPage, { action } from './product';

const PRODUCT = '00000000-0000-4000-8000-0000000000a1';
const VARIANT = '00000000-0000-4000-8000-0000000000b1';
const id = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

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

const imageOf = (n: number, extra: Partial<PortalProductImage> = {}): PortalProductImage => ({
  id: id(n),
  url: `/images/uploads/products/${id(n)}.webp`,
  width: 1200,
  height: 1200,
  altVi: '',
  altEn: '',
  colour: null,
  position: n,
  ...extra,
});

const product = (images: PortalProductImage[]): PortalProduct => ({
  id: PRODUCT,
  slug: 'khan-lua',
  sku: 'KL-01',
  nameVi: 'Khăn lụa',
  nameEn: 'Silk scarf',
  shortDescriptionVi: '',
  shortDescriptionEn: '',
  descriptionVi: '',
  descriptionEn: '',
  price: 320_000,
  salePrice: null,
  statuses: [],
  categoryId: '00000000-0000-4000-8000-0000000000c1',
  providerName: null,
  priority: 0,
  lowStockThreshold: 5,
  isPublished: true,
  archivedAt: null,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:00:00.000Z',
  specifications: [],
  variants: [{ id: VARIANT, sku: 'KL-01-RD', colour: 'red', size: null, stock: 3, position: 0 }],
  images,
  movements: [],
});

async function run(body: FormData | URLSearchParams, ...routes: FakeRoute[]) {
  const api = fakeApi(me, ...routes);
  const request = new Request('http://x/portal/products/x', { method: 'POST', body });
  const result = await Promise.resolve(
    action({
      request,
      params: { id: PRODUCT },
      context: { lang: 'en', requestId: 't', api },
    } as never),
  ).catch((e: unknown) => e);
  return { result: result as { data: any; init: ResponseInit | null }, api };
}

describe('back office: a product’s images', () => {
  it('forwards the upload form with its files, and says a refused file', async () => {
    const form = new FormData();
    form.append('intent', 'image-upload');
    form.append('altVi', 'Khăn lụa đỏ');
    form.append('images', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await run(
      form,
      on(portalProductImageContract.upload, ok({ images: [imageOf(0), imageOf(1)] })),
    );
    expect(uploaded.api.requests[1]).toMatchObject({
      path: `/api/portal/products/${PRODUCT}/images`,
    });
    const sent = uploaded.api.requests[1]!.body as FormData;
    expect(sent.get('altVi')).toBe('Khăn lụa đỏ');
    expect(sent.get('images')).toBeInstanceOf(Blob);
    expect(uploaded.result.data).toMatchObject({
      ok: true,
      notice: 'products.notify.imagesAdded',
      values: { count: '2' },
    });

    const bad = await run(form, on(portalProductImageContract.upload, refused('PHOTO_INVALID')));
    expect(bad.result.init?.status).toBe(422);
    expect(bad.result.data).toMatchObject({
      intent: 'image-upload',
      formError: { key: 'errors:PHOTO_INVALID' },
    });
    renderInRouter(
      <PortalProductPage
        {...({
          loaderData: { product: product([]), categories: [], canEdit: true, canDelete: false },
          actionData: bad.result.data,
        } as unknown as Parameters<typeof PortalProductPage>[0])}
      />,
      { lang: 'en' },
    );
    const section = await screen.findByRole('region', { name: 'Images' });
    expect(within(section).getByRole('alert')).toHaveTextContent(/only JPEG, PNG or WebP/);
    expect(within(section).getByText(/No image yet/)).toBeInTheDocument();
  });

  it('moves an image first with its alt texts and colour kept, keyboard buttons included', async () => {
    const values = {
      intent: 'image-arrange',
      'images.0.id': id(0),
      'images.0.altVi': 'Một',
      'images.0.altEn': 'One',
      'images.0.colour': '',
      'images.1.id': id(1),
      'images.1.altVi': 'Hai',
      'images.1.altEn': 'Two',
      'images.1.colour': 'red',
      'images.2.id': id(2),
      'images.2.altVi': '',
      'images.2.altEn': '',
      'images.2.colour': '',
    };
    expect(imagesFromForm({ ...values, move: `${id(2)}:main` }).map((r) => r.id)).toEqual([
      id(2),
      id(0),
      id(1),
    ]);
    expect(imagesFromForm({ ...values, move: `${id(0)}:earlier` }).map((r) => r.id)).toEqual([
      id(0),
      id(1),
      id(2),
    ]);
    const arranged = await run(
      new URLSearchParams({ ...values, move: `${id(1)}:later` }),
      on(portalProductImageContract.arrange, ok({ images: [imageOf(0), imageOf(2), imageOf(1)] })),
    );
    expect(arranged.api.requests[1]!.body).toEqual({
      images: [
        { id: id(0), altVi: 'Một', altEn: 'One', colour: null },
        { id: id(2), altVi: '', altEn: '', colour: null },
        { id: id(1), altVi: 'Hai', altEn: 'Two', colour: 'red' },
      ],
    });

    renderInRouter(
      <PortalProductPage
        {...({
          loaderData: {
            product: product([imageOf(0, { altVi: 'Khăn đỏ' }), imageOf(1, { colour: 'red' })]),
            categories: [],
            canEdit: true,
            canDelete: false,
          },
          actionData: undefined,
        } as unknown as Parameters<typeof PortalProductPage>[0])}
      />,
      { lang: 'vi' },
    );
    const list = await screen.findByRole('list', { name: /thứ tự hiển thị/ });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Ảnh chính')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Đưa ảnh 1 lên trước' })).toBeDisabled();
    expect(within(items[1]!).getByRole('button', { name: 'Đặt làm ảnh chính' })).toHaveAttribute(
      'value',
      `${id(1)}:main`,
    );
    expect(within(items[1]!).getByRole('combobox', { name: 'Hiện cho màu' })).toHaveValue('red');
  });
});
