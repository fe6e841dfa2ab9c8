import { authContract, portalContract, type OrderStatus, type Role } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderDetailFixture, paymentAttemptFixture } from '../../test/fixtures';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalOrder, { action, loader } from './order';

const ORDER = '00000000-0000-4000-8000-00000000a042';
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

async function move(fields: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  const request = new Request(`http://x/portal/orders/${ORDER}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const result = await Promise.resolve(
    action({
      request,
      params: { id: ORDER },
      context: { lang: 'vi', requestId: 't', api },
    } as never),
  ).catch((e: unknown) => e);
  return { result: result as { data: unknown; init: ResponseInit | null }, api };
}

describe('portal order: moves', () => {
  it('lets an operator move an order along the state table', async () => {
    const { result, api } = await move(
      { status: 'processing' },
      meOf('OPERATOR'),
      on(portalContract.setStatus, ok(orderDetailFixture({ id: ORDER, status: 'processing' }))),
    );
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      path: `/api/portal/orders/${ORDER}/status`,
      body: { status: 'processing' },
    });
    expect(result.data).toEqual({ ok: true, number: 'LT00000042', status: 'processing' });
  });

  it('sends a rejection with its reason, and shows a missing reason beside the field', async () => {
    const { api } = await move(
      { status: 'rejected', reason: 'Hết hàng màu đỏ' },
      meOf('ADMIN'),
      on(portalContract.setStatus, ok(orderDetailFixture({ id: ORDER, status: 'rejected' }))),
    );
    expect(api.requests[1]!.body).toEqual({ status: 'rejected', reason: 'Hết hàng màu đỏ' });
    const { result } = await move(
      { status: 'rejected', reason: '' },
      meOf('ADMIN'),
      on(
        portalContract.setStatus,
        refused('VALIDATION_ERROR', {
          details: [{ field: 'body.reason', reason: 'FieldIsNotEmpty' }],
        }),
      ),
    );
    expect(result.data).toEqual({ ok: false, code: 'FieldIsNotEmpty', field: 'reason' });
  });

  it("answers an illegal move with the API's 409", async () => {
    const { result } = await move(
      { status: 'done' },
      meOf('OPERATOR'),
      on(portalContract.setStatus, refused('ORDER_STATUS_NOT_ALLOWED')),
    );
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({ ok: false, code: 'ORDER_STATUS_NOT_ALLOWED' });
  });

  it('refuses a customer (403) and an unknown status (400) without asking the API to move anything', async () => {
    const customer = await move({ status: 'done' }, meOf('CUSTOMER'));
    expect(customer.result).toMatchObject({ init: { status: 403 } });
    const unknown = await move({ status: 'shipped' }, meOf('OPERATOR'));
    expect(unknown.result.init?.status).toBe(400);
    expect(unknown.api.requests.map((r) => r.path)).not.toContain(
      `/api/portal/orders/${ORDER}/status`,
    );
  });

  it('shows a 404 for an order that does not exist', async () => {
    const api = fakeApi(meOf('OPERATOR'), on(portalContract.order, refused('ORDER_NOT_FOUND')));
    const error = await Promise.resolve(
      loader({
        request: new Request(`http://x/portal/orders/${ORDER}`),
        params: { id: ORDER },
        context: { lang: 'vi', requestId: 't', api },
      } as never),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ init: { status: 404 } });
  });
});

const MOVES: Record<'vi' | 'en', Partial<Record<OrderStatus, string[]>>> = {
  vi: {
    new: ['Xác nhận và xử lý', 'Từ chối đơn'],
    processing: ['Giao cho đơn vị vận chuyển', 'Từ chối đơn'],
    delivering: ['Đã giao thành công'],
  },
  en: {
    new: ['Confirm and process', 'Reject the order'],
    processing: ['Hand to the carrier', 'Reject the order'],
    delivering: ['Delivered'],
  },
};

describe('portal order: buttons from the state table', () => {
  const render = (lang: 'vi' | 'en', status: OrderStatus, canMove = true) =>
    renderInRouter(
      <PortalOrder
        {...({
          loaderData: { order: orderDetailFixture({ status }), canMove },
          actionData: undefined,
        } as unknown as Parameters<typeof PortalOrder>[0])}
      />,
      { lang },
    );

  for (const lang of ['vi', 'en'] as const) {
    for (const [status, names] of Object.entries(MOVES[lang])) {
      it(`offers only the legal moves from ${status} (${lang})`, async () => {
        render(lang, status as OrderStatus);
        await screen.findByTestId('order-detail');
        const buttons = screen
          .getAllByRole('button')
          .map((b) => b.textContent)
          .filter((text) => text !== '');
        expect(buttons).toEqual(names);
      });
    }
  }

  it.each([
    ['vi', 'Đơn hàng đã kết thúc, không thể chuyển trạng thái nữa.'],
    ['en', 'This order is closed; its status can no longer change.'],
  ] as const)('says a done order can no longer change (%s)', async (lang, words) => {
    render(lang, 'done');
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the reason before rejecting', async () => {
    render('en', 'new');
    (await screen.findByRole('button', { name: 'Reject the order' })).click();
    expect(await screen.findByRole('textbox', { name: 'Reason for rejecting' })).toBeRequired();
  });

  it.each([
    ['vi', 'Chờ hoàn tiền', 'Thanh toán thành công', 'Mã giao dịch: 14422574'],
    ['en', 'Refund due', 'Payment successful', 'Transaction number: 14422574'],
  ] as const)(
    'lists the payment attempts, a refund owed among them (%s)',
    async (lang, due, ok, txn) => {
      renderInRouter(
        <PortalOrder
          {...({
            loaderData: {
              order: orderDetailFixture({
                status: 'cancel',
                paymentMethod: 'ONLINE',
                paymentStatus: 'paid',
                payments: [
                  paymentAttemptFixture({
                    status: 'REFUND_DUE',
                    resultCode: '00',
                    outcome: 'SUCCESS',
                    transactionNo: '14422574',
                  }),
                ],
              }),
              canMove: true,
            },
            actionData: undefined,
          } as unknown as Parameters<typeof PortalOrder>[0])}
        />,
        { lang },
      );
      const attempt = await screen.findByTestId('payment-attempt');
      expect(attempt).toHaveAttribute('data-status', 'REFUND_DUE');
      expect(attempt).toHaveTextContent(due);
      expect(attempt).toHaveTextContent(ok);
      expect(attempt).toHaveTextContent(txn);
    },
  );

  it.each([
    ['vi', 'Đã giao thành công', 'Xác nhận đã giao', 'đơn cũng sẽ được ghi là đã thanh toán'],
    ['en', 'Delivered', 'Mark as delivered', 'the order is also marked paid'],
  ] as const)(
    'asks before marking a cash-on-delivery order delivered, saying it becomes paid (%s)',
    async (lang, move, confirm, words) => {
      const posted: string[] = [];
      const user = userEvent.setup();
      renderInRouter(<p />, {
        lang,
        path: '/portal/orders/a1',
        routes: [
          {
            path: 'portal/orders/a1',
            action: async ({ request }) => {
              posted.push((await request.formData()).get('status') as string);
              return { ok: true, number: 'LT00000001', status: 'done' };
            },
            Component: () => (
              <PortalOrder
                {...({
                  loaderData: {
                    order: orderDetailFixture({
                      status: 'delivering',
                      paymentMethod: 'COD',
                      paymentStatus: 'unpaid',
                    }),
                    canMove: true,
                  },
                  actionData: undefined,
                } as unknown as Parameters<typeof PortalOrder>[0])}
              />
            ),
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: move }));
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent(words);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(posted).toEqual([]);
      await user.click(screen.getByRole('button', { name: move }));
      await user.click(screen.getByRole('button', { name: confirm }));
      await vi.waitFor(() => expect(posted).toEqual(['done']));
    },
  );

  it.each([
    [
      'en',
      'Reject the order',
      'Reject the order',
      'Reason for rejecting',
      'This field is required.',
    ],
    ['vi', 'Từ chối đơn', 'Từ chối đơn hàng', 'Lý do từ chối', 'Vui lòng nhập thông tin này.'],
  ] as const)(
    "says a missing reason in the shop's words, beside the field, without asking (%s)",
    async (lang, reject, confirm, label, required) => {
      const user = userEvent.setup();
      render(lang, 'new');
      await screen.findByTestId('order-detail');
      await user.click(screen.getByRole('button', { name: reject }));
      await user.type(screen.getByRole('textbox', { name: label }), '   ');
      await user.click(screen.getAllByRole('button', { name: confirm }).at(-1)!);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(field).toHaveAccessibleDescription(required);
    },
  );

  it('asks before rejecting, saying the stock comes back and a paid order is refunded', async () => {
    const user = userEvent.setup();
    render('en', 'new');
    await screen.findByTestId('order-detail');
    await user.click(screen.getByRole('button', { name: 'Reject the order' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for rejecting' }), 'Hết hàng');
    await user.click(screen.getAllByRole('button', { name: 'Reject the order' }).at(-1)!);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Its items go back into stock');
  });
});
