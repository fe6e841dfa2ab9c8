import { orderContract } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderDetailFixture } from '../test/fixtures';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import ProfileOrder, { action, loader } from './profile.order';
import { loader as ordersLoader } from './profile.orders';

const ORDER = '00000000-0000-4000-8000-00000000a042';
const ctx = (...routes: FakeRoute[]) => {
  const api = fakeApi(...routes);
  return { api, context: { lang: 'vi' as const, requestId: 't', api } };
};

describe('my orders', () => {
  it('asks for the tab and page of the address (10 a page, newest first)', async () => {
    const { api, context } = ctx(
      on(orderContract.myOrders, ok([], { meta: { page: 2, pageSize: 10, total: 11 } })),
    );
    const result = await ordersLoader({
      request: new Request('http://x/profile/orders?tab=delivering&page=2'),
      params: {},
      context,
    } as never);
    expect(result.tab).toBe('DELIVERING');
    expect(api.calls[0]).toEqual({
      path: '/api/order/my-order',
      query: { tab: 'DELIVERING', page: 2 },
    });
  });

  it('reads an unknown tab as ALL', async () => {
    const { api, context } = ctx(
      on(orderContract.myOrders, ok([], { meta: { page: 1, pageSize: 10, total: 0 } })),
    );
    await ordersLoader({
      request: new Request('http://x/profile/orders?tab=STOLEN&page=-3'),
      params: {},
      context,
    } as never);
    expect(api.calls[0]!.query).toEqual({ tab: 'ALL', page: 1 });
  });
});

describe('order detail', () => {
  it("shows another shopper's order as the shop's 404 page", async () => {
    const { context } = ctx(on(orderContract.detail, refused('ORDER_NOT_FOUND')));
    const error = await Promise.resolve(
      loader({
        request: new Request(`http://x/profile/orders/${ORDER}`),
        params: { id: ORDER },
        context,
      } as never),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ init: { status: 404 } });
  });

  it('cancels through the API; a cancel the state table refuses keeps its 409', async () => {
    const done = ctx(
      on(orderContract.cancel, ok(orderDetailFixture({ id: ORDER, status: 'cancel' }))),
    );
    const cancelled = (await action({ params: { id: ORDER }, context: done.context } as never)) as {
      data: unknown;
    };
    expect(done.api.requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/order/cancel-order/${ORDER}`,
    });
    expect(cancelled.data).toEqual({ ok: true, number: 'LT00000042' });
    const late = ctx(on(orderContract.cancel, refused('ORDER_STATUS_NOT_ALLOWED')));
    const refusedAnswer = (await action({
      params: { id: ORDER },
      context: late.context,
    } as never)) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(refusedAnswer.init.status).toBe(409);
    expect(refusedAnswer.data).toEqual({ ok: false, code: 'ORDER_STATUS_NOT_ALLOWED' });
  });

  const render = (lang: 'vi' | 'en', status: 'new' | 'processing' | 'delivering' | 'done') =>
    renderInRouter(
      <ProfileOrder
        {...({
          loaderData: {
            order: orderDetailFixture({
              status,
              paymentStatus: status === 'done' ? 'paid' : 'unpaid',
            }),
          },
          actionData: undefined,
        } as unknown as Parameters<typeof ProfileOrder>[0])}
      />,
      { lang },
    );

  it.each([
    [
      'vi',
      'Hủy đơn hàng',
      'Có, hủy đơn',
      'Thông tin giao hàng',
      '12 Lý Thường Kiệt, Ba Đình, Hà Nội, Việt Nam',
    ],
    [
      'en',
      'Cancel order',
      'Yes, cancel it',
      'Shipment details',
      '12 Lý Thường Kiệt, Ba Đình, Hà Nội, Việt Nam',
    ],
  ] as const)(
    'shows the shipment details and asks before cancelling (%s)',
    async (lang, cancel, confirm, shipment, address) => {
      render(lang, 'processing');
      expect(await screen.findByRole('heading', { name: shipment })).toBeInTheDocument();
      expect(screen.getByText(address)).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: cancel }));
      expect(screen.getByRole('button', { name: confirm })).toBeInTheDocument();
    },
  );

  it.each([
    ['vi', 'Hoàn thành', 'Đã thanh toán'],
    ['en', 'Done', 'Paid'],
  ] as const)(
    'offers no cancel once it is delivered, and shows it paid (%s)',
    async (lang, status, paid) => {
      render(lang, 'done');
      const detail = await screen.findByTestId('order-detail');
      expect(detail).toHaveAttribute('data-status', 'done');
      expect(screen.getAllByText(status).length).toBeGreaterThan(0);
      expect(screen.getAllByText(paid).length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: /Hủy|Cancel/ })).not.toBeInTheDocument();
    },
  );
});
