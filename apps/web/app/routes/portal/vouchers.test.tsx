import { authContract, portalOfferContract, type PortalVoucher, type Role } from '@lotus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalVouchers, { action, loader } from './vouchers';

const VOUCHER = '00000000-0000-4000-8000-0000000000d1';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: `${role}@lotus.vn`,
      role,
      isActive: true,
      profile: null,
    }),
  );

const voucherOf = (extra: Partial<PortalVoucher> = {}): PortalVoucher => ({
  id: VOUCHER,
  nameVi: 'Chào hè',
  nameEn: 'Hello summer',
  startsAt: '2026-06-01T00:00:00.000Z',
  endsAt: '2026-06-30T16:59:00.000Z',
  stoppedAt: null,
  concentrated: false,
  state: 'SCHEDULED',
  productIds: [],
  categoryIds: [],
  code: 'HE2026',
  descriptionVi: '',
  descriptionEn: '',
  type: 'PERCENT',
  value: 10,
  maxDiscount: 50_000,
  minSubtotal: 200_000,
  isPublic: false,
  totalLimit: 100,
  used: 3,
  perCustomerLimit: 1,
  ...extra,
});

const post = (fields: Record<string, string>) =>
  new Request('http://x/portal/vouchers', { method: 'POST', body: new URLSearchParams(fields) });

async function run<T extends (args: never) => unknown>(
  fn: T,
  request: Request,
  ...routes: FakeRoute[]
) {
  const api = fakeApi(...routes);
  const result = await Promise.resolve(
    fn({ request, params: {}, context: { lang: 'en', requestId: 't', api } } as never),
  ).catch((e: unknown) => e);
  return { result: result as { data: any; init: ResponseInit | null }, api };
}

const valid = {
  intent: 'save',
  code: ' he2026 ',
  nameVi: 'Chào hè',
  nameEn: 'Hello summer',
  startsAt: '2026-06-01T07:00',
  endsAt: '2026-06-30T23:59',
  type: 'PERCENT',
  value: '10',
  maxDiscount: '50000',
  minSubtotal: '200000',
  isPublic: 'false',
  totalLimit: '',
  perCustomerLimit: '1',
  productIds: '',
  categoryIds: '',
};

describe('back office: vouchers', () => {
  it('creates a private voucher with its code in capitals and no total limit', async () => {
    const { result, api } = await run(
      action,
      post(valid),
      meOf('OPERATOR'),
      on(portalOfferContract.createVoucher, ok(voucherOf())),
    );
    expect(api.requests[1]).toMatchObject({
      path: '/api/portal/vouchers',
      body: {
        code: 'HE2026',
        isPublic: false,
        totalLimit: null,
        maxDiscount: 50_000,
        startsAt: '2026-06-01T07:00:00+07:00',
      },
    });
    expect(result.data).toMatchObject({ ok: true, intent: 'save', name: 'Hello summer' });
  });

  it('shows a code with spaces or accents beside the code, without asking the API', async () => {
    const { result, api } = await run(action, post({ ...valid, code: 'HÈ 2026' }), meOf('ADMIN'));
    expect(result.data.fieldErrors).toEqual({ code: 'validation:InvalidVoucherCode' });
    expect(api.requests).toHaveLength(1);
  });

  it('shows a code already taken beside the code field', async () => {
    const { result } = await run(
      action,
      post(valid),
      meOf('OPERATOR'),
      on(portalOfferContract.createVoucher, refused('VOUCHER_CODE_EXISTING')),
    );
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({
      ok: false,
      intent: 'save',
      fieldErrors: { code: 'errors:VOUCHER_CODE_EXISTING' },
    });

    renderInRouter(
      <PortalVouchers
        {...({
          loaderData: {
            vouchers: [],
            filter: { search: '', state: null },
            editing: null,
            granting: null,
            creating: true,
            categories: [],
            products: [],
          },
          actionData: result.data,
        } as unknown as Parameters<typeof PortalVouchers>[0])}
      />,
      { lang: 'en' },
    );
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('A voucher with this code already exists.'),
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives a voucher to a customer by email, and shows an unknown email beside the field', async () => {
    const grant = { intent: 'grant', id: VOUCHER, code: 'HE2026', email: ' Lan@Example.vn ' };
    const given = await run(
      action,
      post(grant),
      meOf('OPERATOR'),
      on(portalOfferContract.grantVoucher, ok(voucherOf())),
    );
    expect(given.api.requests[1]).toMatchObject({
      path: `/api/portal/vouchers/${VOUCHER}/grant`,
      body: { email: 'lan@example.vn' },
    });
    expect(given.result.data).toMatchObject({ ok: true, intent: 'grant', email: 'lan@example.vn' });

    const unknown = await run(
      action,
      post(grant),
      meOf('OPERATOR'),
      on(portalOfferContract.grantVoucher, refused('CUSTOMER_NOT_FOUND')),
    );
    expect(unknown.result.data.fieldErrors).toEqual({ email: 'errors:CUSTOMER_NOT_FOUND' });
  });

  it('finds vouchers by code or by name without accents, within a state', async () => {
    const vouchers = [
      voucherOf(),
      voucherOf({
        id: '00000000-0000-4000-8000-0000000000d2',
        code: 'TET2027',
        nameVi: 'Lì xì Tết',
        nameEn: 'Lunar New Year',
      }),
      voucherOf({
        id: '00000000-0000-4000-8000-0000000000d3',
        code: 'TET2026',
        nameVi: 'Tết cũ',
        state: 'ENDED',
      }),
    ];
    const list = (query: string) =>
      run(
        loader,
        new Request(`http://x/portal/vouchers?${query}`),
        meOf('OPERATOR'),
        on(portalOfferContract.vouchers, ok(vouchers)),
      ).then(({ result }) => (result as any).vouchers.map((v: PortalVoucher) => v.code));
    expect(await list('search=tet')).toEqual(['TET2027', 'TET2026']);
    expect(await list('search=tet&state=SCHEDULED')).toEqual(['TET2027']);
    expect(await list('search=he2026')).toEqual(['HE2026']);
    expect(await list('state=NOPE')).toEqual(['HE2026', 'TET2027', 'TET2026']);
  });

  it('lists uses against the limit and offers the grant form for a voucher not ended', async () => {
    const { result } = await run(
      loader,
      new Request(`http://x/portal/vouchers?grant=${VOUCHER}`),
      meOf('OPERATOR'),
      on(portalOfferContract.vouchers, ok([voucherOf()])),
    );
    renderInRouter(
      <PortalVouchers
        {...({ loaderData: result, actionData: undefined } as unknown as Parameters<
          typeof PortalVouchers
        >[0])}
      />,
      { lang: 'vi' },
    );
    expect(await screen.findByRole('heading', { name: 'Tặng mã HE2026' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email khách hàng' })).toBeInTheDocument();
    expect(screen.getAllByText('Đã dùng 3/100').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Riêng tư').length).toBeGreaterThan(0);
  });
});
