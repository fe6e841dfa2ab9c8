import {
  authContract,
  catalogContract,
  portalOfferContract,
  type PortalPriceRule,
  type Role,
} from '@lotus/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalPriceRules, { action, loader } from './price-rules';

const RULE = '00000000-0000-4000-8000-0000000000b1';
const SHIRT = '00000000-0000-4000-8000-0000000000c1';

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

const ruleOf = (extra: Partial<PortalPriceRule> = {}): PortalPriceRule => ({
  id: RULE,
  nameVi: 'Giảm giá áo thun',
  nameEn: 'T-shirts off',
  startsAt: '2026-05-01T02:00:00.000Z',
  endsAt: '2026-05-08T16:59:00.000Z',
  stoppedAt: null,
  concentrated: false,
  state: 'RUNNING',
  productIds: [SHIRT],
  categoryIds: [],
  type: 'PERCENT',
  value: 10,
  ...extra,
});

const form = (fields: Record<string, string>) =>
  new Request('http://x/portal/price-rules', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

async function run<T extends (args: never) => unknown>(
  fn: T,
  request: Request,
  ...routes: FakeRoute[]
) {
  const api = fakeApi(...routes);
  const result = await Promise.resolve(
    fn({ request, params: {}, context: { lang: 'vi', requestId: 't', api } } as never),
  ).catch((e: unknown) => e);
  return { result: result as { data: any; init: ResponseInit | null }, api };
}

const valid = {
  intent: 'save',
  nameVi: 'Giảm giá áo thun',
  nameEn: 'T-shirts off',
  startsAt: '2026-05-01T09:00',
  endsAt: '2026-05-08T23:59',
  type: 'PERCENT',
  value: '10',
  productIds: SHIRT,
  categoryIds: '',
};

describe('back office: price rules', () => {
  it('opens a rule to edit with its products named from the catalogue', async () => {
    const { result } = await run(
      loader,
      new Request(`http://x/portal/price-rules?edit=${RULE}`),
      meOf('OPERATOR'),
      on(portalOfferContract.priceRules, ok([ruleOf()])),
      on(catalogContract.categories, ok([])),
      on(catalogContract.product, refused('PRODUCT_NOT_FOUND')),
    );
    expect(result).toMatchObject({
      editing: { id: RULE },
      products: [{ id: SHIRT, name: null }],
    });
  });

  it('answers 404 for a rule that is not there, and reads no form options for the list', async () => {
    const { result } = await run(
      loader,
      new Request('http://x/portal/price-rules?edit=00000000-0000-4000-8000-000000000000'),
      meOf('OPERATOR'),
      on(portalOfferContract.priceRules, ok([ruleOf()])),
    );
    expect(result.init?.status).toBe(404);
    const list = await run(
      loader,
      new Request('http://x/portal/price-rules'),
      meOf('OPERATOR'),
      on(portalOfferContract.priceRules, ok([ruleOf()])),
    );
    expect(list.result).toMatchObject({ editing: null, creating: false, categories: [] });
    expect(list.api.requests.map((r) => r.path)).not.toContain('/api/category');
  });

  it('sends the window as Vietnam time with its offset', async () => {
    const { result, api } = await run(
      action,
      form(valid),
      meOf('OPERATOR'),
      on(portalOfferContract.createPriceRule, ok(ruleOf({ state: 'SCHEDULED' }))),
    );
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      path: '/api/portal/price-rules',
      body: {
        startsAt: '2026-05-01T09:00:00+07:00',
        endsAt: '2026-05-08T23:59:00+07:00',
        productIds: [SHIRT],
        categoryIds: [],
        type: 'PERCENT',
        value: 10,
      },
    });
    expect(result.data).toMatchObject({ ok: true, created: true, name: 'Giảm giá áo thun' });
  });

  it('shows an end before the start and a missing product beside their fields, without asking the API', async () => {
    const { result, api } = await run(
      action,
      form({ ...valid, endsAt: '2026-04-30T09:00', productIds: '' }),
      meOf('ADMIN'),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({
      endsAt: 'validation:EndBeforeStart',
      productIds: 'validation:FieldIsNotEmpty',
    });
    expect(api.requests.some((r) => r.path.startsWith('/api/portal/'))).toBe(false);
  });

  it('reads an empty value or date as required, and a percentage above 100 as not valid', async () => {
    const empty = await run(action, form({ ...valid, value: '', startsAt: '' }), meOf('ADMIN'));
    expect(empty.result.data.fieldErrors).toEqual({
      startsAt: 'validation:FieldIsNotEmpty',
      value: 'validation:FieldIsNotEmpty',
    });
    const above = await run(action, form({ ...valid, value: '120' }), meOf('ADMIN'));
    expect(above.result.data.fieldErrors).toEqual({ value: 'validation:InvalidValue' });
  });

  it('says over the form when the rule has ended meanwhile (OFFER_ENDED)', async () => {
    const { result } = await run(
      action,
      form({ ...valid, id: RULE }),
      meOf('OPERATOR'),
      on(portalOfferContract.updatePriceRule, refused('OFFER_ENDED')),
    );
    expect(result.init?.status).toBe(409);
    expect(result.data).toMatchObject({
      ok: false,
      intent: 'save',
      formError: { key: 'errors:OFFER_ENDED' },
    });
  });

  it('is closed to customers (403)', async () => {
    const { result } = await run(
      loader,
      new Request('http://x/portal/price-rules'),
      meOf('CUSTOMER'),
    );
    expect(result).toMatchObject({ init: { status: 403 } });
  });
});

describe('back office: price rules on screen', () => {
  const page = (
    rules: PortalPriceRule[],
    stop = vi.fn((_fields: Record<string, unknown>) => ({ ok: true, intent: 'stop' })),
  ) => {
    const loaderData = {
      rules,
      filter: { search: '', state: null },
      editing: null,
      creating: false,
      categories: [],
      products: [],
    };
    renderInRouter(<></>, {
      path: '/portal/price-rules',
      routes: [
        {
          path: 'portal/price-rules',
          action: async ({ request }) => stop(Object.fromEntries(await request.formData())),
          Component: () => (
            <PortalPriceRules
              {...({ loaderData, actionData: undefined } as unknown as Parameters<
                typeof PortalPriceRules
              >[0])}
            />
          ),
        },
      ],
    });
    return stop;
  };

  it('asks before stopping a running rule, and stops only when confirmed', async () => {
    const stop = page([ruleOf()]);
    const [button] = await screen.findAllByRole('button', { name: 'Dừng “Giảm giá áo thun”' });
    fireEvent.click(button!);
    const question = await screen.findByRole('alertdialog', {
      name: 'Dừng “Giảm giá áo thun” ngay bây giờ? Chương trình đã dừng không thể chạy lại.',
    });
    expect(within(question).getByRole('button', { name: 'Không dừng' })).toHaveFocus();
    expect(stop).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Dừng ngay' }));
    await vi.waitFor(() =>
      expect(stop).toHaveBeenCalledWith({ intent: 'stop', id: RULE, name: 'Giảm giá áo thun' }),
    );
  });

  it('shows the state, the window in Vietnam time and the figures, with no stop for an ended rule', async () => {
    page([ruleOf({ state: 'ENDED' })]);
    expect((await screen.findAllByText('Đã kết thúc')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Giảm 10%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('09:00 1 thg 5, 2026').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Dừng/ })).not.toBeInTheDocument();
  });
});
