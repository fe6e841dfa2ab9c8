import { orderContract, paymentContract } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderDetailFixture, paymentAttemptFixture } from '../test/fixtures';
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

  const post = (fields: Record<string, string>) =>
    new Request(`http://x/profile/orders/${ORDER}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });

  it('cancels through the API; a cancel the state table refuses keeps its 409', async () => {
    const done = ctx(
      on(orderContract.cancel, ok(orderDetailFixture({ id: ORDER, status: 'cancel' }))),
    );
    const cancelled = (await action({
      request: post({ intent: 'cancel' }),
      params: { id: ORDER },
      context: done.context,
    } as never)) as {
      data: unknown;
    };
    expect(done.api.requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/order/cancel-order/${ORDER}`,
    });
    expect(cancelled.data).toEqual({ ok: true, intent: 'cancel', number: 'LT00000042' });
    const late = ctx(on(orderContract.cancel, refused('ORDER_STATUS_NOT_ALLOWED')));
    const refusedAnswer = (await action({
      request: post({ intent: 'cancel' }),
      params: { id: ORDER },
      context: late.context,
    } as never)) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(refusedAnswer.init.status).toBe(409);
    expect(refusedAnswer.data).toEqual({
      ok: false,
      intent: 'cancel',
      code: 'ORDER_STATUS_NOT_ALLOWED',
    });
  });

  it('pays again with a new attempt and goes to its countdown; a paid order is refused (409)', async () => {
    const attempt = '00000000-0000-4000-8000-0000000000f3';
    const again = ctx(
      on(
        paymentContract.payAgain,
        ok({ attemptId: attempt, paymentUrl: 'https://sandbox.vnpayment.vn/pay?ref=1' }),
      ),
    );
    const answer = (await action({
      request: post({ intent: 'pay-again' }),
      params: { id: ORDER },
      context: again.context,
    } as never)) as Response;
    expect(again.api.requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/order/${ORDER}/pay-again`,
    });
    expect(answer.headers.get('location')).toBe(`/checkout/pay/${attempt}`);

    const paid = ctx(on(paymentContract.payAgain, refused('PAYMENT_NOT_ALLOWED')));
    const refusal = (await action({
      request: post({ intent: 'pay-again' }),
      params: { id: ORDER },
      context: paid.context,
    } as never)) as { data: unknown; init: ResponseInit };
    expect(refusal.init.status).toBe(409);
    expect(refusal.data).toEqual({ ok: false, intent: 'pay-again', code: 'PAYMENT_NOT_ALLOWED' });
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

  const renderOrder = (
    lang: 'vi' | 'en',
    order: ReturnType<typeof orderDetailFixture>,
    actionData?: unknown,
  ) =>
    renderInRouter(
      <ProfileOrder
        {...({ loaderData: { order }, actionData } as unknown as Parameters<
          typeof ProfileOrder
        >[0])}
      />,
      { lang },
    );

  it.each([
    [
      'vi',
      'Thanh toán lại',
      'Đã hủy thanh toán',
      'Mã 24: Bạn đã hủy giao dịch.',
      'Đơn hàng này không thể thanh toán (đã thanh toán, đã hủy hoặc trả khi nhận hàng).',
    ],
    [
      'en',
      'Pay again',
      'Payment cancelled',
      'Code 24: You cancelled the transaction.',
      'This order cannot be paid (already paid, cancelled, or cash on delivery).',
    ],
  ] as const)(
    'lists the payment attempts and offers to pay an unpaid online order again (%s)',
    async (lang, payAgain, cancelled, message, notAllowed) => {
      const order = orderDetailFixture({
        paymentMethod: 'ONLINE',
        canPayAgain: true,
        payments: [
          paymentAttemptFixture({ status: 'FAILED', resultCode: '24', outcome: 'CANCELLED' }),
        ],
      });
      renderOrder(lang, order, { ok: false, intent: 'pay-again', code: 'PAYMENT_NOT_ALLOWED' });
      const button = await screen.findByRole('button', { name: payAgain });
      const form = button.closest('form')!;
      expect(new FormData(form).get('intent')).toBe('pay-again');
      expect(screen.getByRole('alert')).toHaveTextContent(notAllowed);
      const attempt = screen.getByTestId('payment-attempt');
      expect(attempt).toHaveTextContent(cancelled);
      expect(attempt).toHaveTextContent(message);
    },
  );

  it.each([
    ['vi', 'Flash sale cuối tuần', 'Đơn từ 5 triệu giảm 5%', '-45.000 ₫', '-250.000 ₫'],
    ['en', 'Weekend flash sale', '5% off orders from ₫5,000,000', '-₫45,000', '-₫250,000'],
  ] as const)(
    'reads an order placed in Vietnamese in the page’s language: names and money (%s)',
    async (lang, flash, promotion, flashOff, promotionOff) => {
      const line = orderDetailFixture().lines[0]!;
      const order = orderDetailFixture({
        lines: [line],
        adjustments: [
          {
            reason: 'FLASH_SALE',
            ref: 'f1',
            infoId: line.infoId,
            amount: 45_000,
            discountText: '-45.000 ₫',
            name: { vi: 'Flash sale cuối tuần', en: 'Weekend flash sale' },
          },
          {
            reason: 'PROMOTION',
            ref: 'p1',
            infoId: null,
            amount: 250_000,
            discountText: '-250.000 ₫',
            name: { vi: 'Đơn từ 5 triệu giảm 5%', en: '5% off orders from ₫5,000,000' },
          },
        ],
      });
      renderOrder(lang, order);
      const detail = await screen.findByTestId('order-detail');
      expect(detail).toHaveTextContent(flash);
      expect(detail).toHaveTextContent(promotion);
      expect(detail).toHaveTextContent(flashOff);
      expect(detail).toHaveTextContent(promotionOff);
      const other = lang === 'en' ? /\d\.\d{3} ₫/ : /₫\d{1,3},\d{3}/;
      expect(detail.textContent).not.toMatch(other);
    },
  );

  it.each([
    ['vi', 'Đã hoàn tiền', 'Đã hủy tự động do quá hạn thanh toán'],
    ['en', 'Refunded', 'Cancelled automatically, as the time to pay ran out'],
  ] as const)(
    'shows a refunded order, and a cancel by the payment window in plain words (%s)',
    async (lang, refunded, bySystem) => {
      const order = orderDetailFixture({
        status: 'cancel',
        paymentMethod: 'ONLINE',
        paymentStatus: 'refunded',
        history: [
          { status: 'new', at: '2026-11-23T03:00:00.000Z', reason: null, by: null },
          { status: 'cancel', at: '2026-11-23T03:15:00.000Z', reason: null, by: 'SYSTEM' },
        ],
        payments: [
          paymentAttemptFixture({
            status: 'REFUNDED',
            resultCode: '00',
            outcome: 'SUCCESS',
            transactionNo: '14422574',
            refundedAt: '2026-11-24T03:00:00.000Z',
          }),
        ],
      });
      renderOrder(lang, order);
      await screen.findByTestId('order-detail');
      expect(screen.getAllByText(refunded).length).toBeGreaterThan(0);
      expect(screen.getByText((_, node) => node?.textContent === bySystem)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Thanh toán lại|Pay again/ })).toBeNull();
    },
  );
});
