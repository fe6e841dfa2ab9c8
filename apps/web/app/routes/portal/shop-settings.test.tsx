import { authContract, portalShopSettingContract, shopSettingSchema, type Role } from '@lotus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalShopSettings, { action, loader } from './shop-settings';

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

const SETTING = shopSettingSchema.parse({
  business: {
    number: '0318765432',
    issuedBy: { vi: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh', en: 'HCMC DPI' },
    issuedOn: '2019-03-15',
    moitUrl: 'http://online.gov.vn/Home/WebDetails/112233',
  },
});

/** The form as the page sends it: every field, flat. */
function formOf(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'business.number': SETTING.business.number,
    'business.issuedBy.vi': SETTING.business.issuedBy.vi,
    'business.issuedBy.en': SETTING.business.issuedBy.en,
    'business.issuedOn': SETTING.business.issuedOn,
    'business.moitUrl': SETTING.business.moitUrl,
    warrantyMonths: '12',
  };
  for (const [zone, methods] of Object.entries(SETTING.deliveryTimes)) {
    for (const [method, days] of Object.entries(methods)) {
      values[`deliveryTimes.${zone}.${method}.min`] = String(days.min);
      values[`deliveryTimes.${zone}.${method}.max`] = String(days.max);
    }
  }
  return { ...values, ...overrides };
}

const context = (api: ReturnType<typeof fakeApi>) => ({ lang: 'vi', requestId: 't', api });

async function post(role: Role, values: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(meOf(role), ...routes);
  const result = await Promise.resolve(
    action({
      request: new Request('http://x/portal/shop-settings', {
        method: 'POST',
        body: new URLSearchParams(values),
      }),
      params: {},
      context: context(api),
    } as never),
  ).catch((e: unknown) => e);
  return { result: result as { data: unknown; init: ResponseInit | null }, api };
}

describe('back office: shop settings', () => {
  it('are the admin’s: an operator gets 403 without the settings being asked', async () => {
    const api = fakeApi(meOf('OPERATOR'));
    const result = await Promise.resolve(
      loader({
        request: new Request('http://x/portal/shop-settings'),
        params: {},
        context: context(api),
      } as never),
    ).catch((e: unknown) => e);
    expect(result).toMatchObject({ init: { status: 403 } });
    expect(api.calls.map((c) => c.path)).not.toContain('/api/portal/shop-settings');
  });

  it('refuses a registration number that is not one and a delivery time backwards, beside their fields', async () => {
    const { result, api } = await post(
      'ADMIN',
      formOf({ 'business.number': '12AB', 'deliveryTimes.LOCAL.STANDARD.min': '5' }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: {
        'business.number': 'validation:InvalidValue',
        'deliveryTimes.LOCAL.STANDARD.max': 'validation:InvalidValue',
      },
    });
    expect(api.requests.map((r) => r.method)).not.toContain('PUT');
  });

  it('saves the whole form as the settings', async () => {
    const { result, api } = await post(
      'ADMIN',
      formOf({ warrantyMonths: '18', 'deliveryTimes.LOCAL.STANDARD.max': '3' }),
      on(portalShopSettingContract.update, ok(SETTING)),
    );
    expect(result.data).toMatchObject({ ok: true });
    const sent = api.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'PUT', path: '/api/portal/shop-settings' });
    expect(sent.body).toMatchObject({
      business: SETTING.business,
      warrantyMonths: 18,
      deliveryTimes: { LOCAL: { STANDARD: { min: 1, max: 3 } } },
    });
  });

  it.each([
    ['vi', 'Mã số doanh nghiệp', 'Giao tiêu chuẩn: từ (ngày)', 'Lưu cài đặt'],
    ['en', 'Enterprise code', 'Standard delivery: from (days)', 'Save settings'],
  ] as const)('shows the settings to change (%s)', async (lang, number, from, save) => {
    renderInRouter(
      <PortalShopSettings
        {...({ loaderData: { setting: SETTING } } as unknown as Parameters<
          typeof PortalShopSettings
        >[0])}
      />,
      { lang },
    );
    expect(await screen.findByLabelText(number)).toHaveValue('0318765432');
    expect(screen.getAllByLabelText(from, { exact: false })).toHaveLength(3);
    expect(screen.getByRole('button', { name: save })).toBeInTheDocument();
  });
});
