import { authContract, paymentContract, type Refund, type Role } from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentAttemptFixture } from '../../test/fixtures';
import { fakeApi, ok, on, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalRefunds, { loader } from './refunds';

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

const ORDER = '00000000-0000-4000-8000-00000000a042';
const REFUND: Refund = {
  ...paymentAttemptFixture({
    status: 'REFUND_DUE',
    resultCode: '00',
    outcome: 'SUCCESS',
    transactionNo: '14422574',
    amount: 1_250_000,
    settledAt: '2026-11-23T03:05:00.000Z',
  }),
  order: { id: ORDER, number: 'LT00000042', status: 'cancel', email: 'lan@example.vn' },
  reason: 'ORDER_CLOSED',
  note: null,
};

async function load(url: string, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  const result = await Promise.resolve(
    loader({
      request: new Request(url),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as never),
  ).catch((e: unknown) => e);
  return { result: result as any, api };
}

describe('back office: refunds', () => {
  it('asks for the page and status of the address, 20 a page', async () => {
    const { result, api } = await load(
      'http://x/portal/refunds?status=refund_due&page=2',
      meOf('OPERATOR'),
      on(paymentContract.refunds, ok([REFUND], { meta: { page: 2, pageSize: 20, total: 21 } })),
    );
    expect(api.calls.at(-1)).toEqual({
      path: '/api/portal/refunds',
      query: { page: 2, limit: 20, status: 'REFUND_DUE' },
    });
    expect(result).toMatchObject({ status: 'REFUND_DUE', refunds: [REFUND] });
    const all = await load(
      'http://x/portal/refunds?status=LOST',
      meOf('ADMIN'),
      on(paymentContract.refunds, ok([], { meta: { page: 1, pageSize: 20, total: 0 } })),
    );
    expect(all.api.calls.at(-1)!.query).toEqual({ page: 1, limit: 20 });
  });

  it('refuses a customer (403) without asking for the refunds', async () => {
    const { result, api } = await load('http://x/portal/refunds', meOf('CUSTOMER'));
    expect(result).toMatchObject({ init: { status: 403 } });
    expect(api.calls.map((c) => c.path)).not.toContain('/api/portal/refunds');
  });

  it.each([
    [
      'vi',
      'Hoàn tiền',
      'Đơn đã hủy hoặc bị từ chối',
      'Chờ hoàn tiền',
      '1.250.000 ₫',
      'Xem đơn hàng LT00000042',
    ],
    [
      'en',
      'Refunds',
      'Order cancelled or rejected',
      'Refund due',
      '₫1,250,000',
      'View order LT00000042',
    ],
  ] as const)(
    'shows each refund with its order, customer, amount, reason and status (%s)',
    async (lang, title, reason, status, amount, view) => {
      renderInRouter(
        <PortalRefunds
          {...({
            loaderData: {
              status: null,
              refunds: [REFUND],
              meta: { page: 1, pageSize: 20, total: 1 },
            },
          } as unknown as Parameters<typeof PortalRefunds>[0])}
        />,
        { lang },
      );
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      const table = screen.getByTestId('refund-table');
      const row = within(table).getAllByRole('row')[1]!;
      expect(within(row).getByRole('link', { name: view })).toHaveAttribute(
        'href',
        `/portal/orders/${ORDER}`,
      );
      expect(row).toHaveTextContent('lan@example.vn');
      expect(row).toHaveTextContent(amount);
      expect(row).toHaveTextContent(reason);
      expect(row).toHaveTextContent(status);
    },
  );

  it('shows the reason written when the order was closed', async () => {
    renderInRouter(
      <PortalRefunds
        {...({
          loaderData: {
            status: null,
            refunds: [
              { ...REFUND, order: { ...REFUND.order, status: 'rejected' }, note: 'Hết màu đen' },
            ],
            meta: { page: 1, pageSize: 20, total: 1 },
          },
        } as unknown as Parameters<typeof PortalRefunds>[0])}
      />,
    );
    const table = await screen.findByTestId('refund-table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Đơn đã hủy hoặc bị từ chốiLý do: “Hết màu đen”');
  });
});
