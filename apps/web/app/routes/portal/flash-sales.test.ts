// @vitest-environment node
import { authContract, portalOfferContract, type PortalFlashSale, type Role } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { action } from './flash-sales';

const SALE = '00000000-0000-4000-8000-0000000000f1';
const ROBOT = '00000000-0000-4000-8000-0000000000c1';
const RED = '00000000-0000-4000-8000-0000000000c2';
const BAG = '00000000-0000-4000-8000-0000000000c3';

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

const sale: PortalFlashSale = {
  id: SALE,
  nameVi: 'Flash sale 12h',
  nameEn: 'Noon flash sale',
  startsAt: '2026-05-01T05:00:00.000Z',
  endsAt: '2026-05-01T07:00:00.000Z',
  stoppedAt: null,
  concentrated: false,
  state: 'SCHEDULED',
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      productId: ROBOT,
      productName: 'Robot Lotus',
      infoId: RED,
      flashPrice: 990_000,
      quota: 50,
      perCustomerLimit: 2,
      sold: 0,
    },
  ],
};

async function save(fields: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(meOf('OPERATOR'), ...routes);
  const request = new Request('http://x/portal/flash-sales', {
    method: 'POST',
    body: new URLSearchParams({
      intent: 'save',
      nameVi: 'Flash sale 12h',
      nameEn: 'Noon flash sale',
      startsAt: '2026-05-01T12:00',
      endsAt: '2026-05-01T14:00',
      ...fields,
    }),
  });
  const result = (await action({
    request,
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  } as never)) as { data: any; init: ResponseInit | null };
  return { result, api };
}

describe('back office: flash sales', () => {
  it('sends each product with its variant (or every variant), flash price, quota and limit', async () => {
    const { result, api } = await save(
      {
        'items.0.productId': ROBOT,
        'items.0.infoId': RED,
        'items.0.flashPrice': '990000',
        'items.0.quota': '50',
        'items.0.perCustomerLimit': '2',
        'items.1.productId': BAG,
        'items.1.infoId': '',
        'items.1.flashPrice': '150000',
        'items.1.quota': '20',
        'items.1.perCustomerLimit': '1',
      },
      on(portalOfferContract.createFlashSale, ok(sale)),
    );
    expect(api.requests[1]!.body).toMatchObject({
      startsAt: '2026-05-01T12:00:00+07:00',
      items: [
        { productId: ROBOT, infoId: RED, flashPrice: 990_000, quota: 50, perCustomerLimit: 2 },
        { productId: BAG, infoId: null, flashPrice: 150_000, quota: 20, perCustomerLimit: 1 },
      ],
    });
    expect(result.data).toMatchObject({ ok: true, name: 'Flash sale 12h' });
  });

  it('asks for at least one product, and shows an empty quota on its own row', async () => {
    const none = await save({});
    expect(none.result.data.fieldErrors).toEqual({ items: 'validation:FieldIsNotEmpty' });
    const row = await save({
      'items.0.productId': ROBOT,
      'items.0.flashPrice': '990000',
      'items.0.quota': '10',
      'items.1.productId': BAG,
      'items.1.flashPrice': '150000',
      'items.1.quota': '',
    });
    expect(row.result.data.fieldErrors).toEqual({ 'items.1.quota': 'validation:FieldIsNotEmpty' });
    expect(row.api.requests).toHaveLength(1);
  });

  it("shows the API's refusal of a product on its row, and a flash sale that ended over the form", async () => {
    const item = {
      'items.0.productId': ROBOT,
      'items.0.flashPrice': '990000',
      'items.0.quota': '10',
    };
    const badProduct = await save(
      item,
      on(
        portalOfferContract.createFlashSale,
        refused('VALIDATION_ERROR', {
          details: [{ field: 'body.items.0.productId', reason: 'InvalidValue' }],
        }),
      ),
    );
    expect(badProduct.result.data.fieldErrors).toEqual({
      'items.0.productId': 'validation:InvalidValue',
    });
    const ended = await save(
      { ...item, id: SALE },
      on(portalOfferContract.updateFlashSale, refused('OFFER_ENDED')),
    );
    expect(ended.result.data.formError).toEqual({ key: 'errors:OFFER_ENDED' });
  });

  it('stops a flash sale', async () => {
    const api = fakeApi(
      meOf('ADMIN'),
      on(portalOfferContract.stopFlashSale, ok({ ...sale, state: 'STOPPED' })),
    );
    const result = (await action({
      request: new Request('http://x/portal/flash-sales', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'stop', id: SALE, name: 'Flash sale 12h' }),
      }),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as never)) as { data: unknown };
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      path: `/api/portal/flash-sales/${SALE}/stop`,
    });
    expect(result.data).toMatchObject({ ok: true, intent: 'stop', name: 'Flash sale 12h' });
  });
});
