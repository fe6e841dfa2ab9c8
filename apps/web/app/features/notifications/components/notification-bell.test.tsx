import type { NotificationItem, User } from '@lotus/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { NotificationBell } from './notification-bell';

const customer: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: null,
};
const ORDER = '00000000-0000-4000-8000-00000000a042';
const notice = (over: Partial<NotificationItem> = {}): NotificationItem => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  kind: 'ORDER_STATUS',
  params: { number: 'LT00000042', status: 'delivering' },
  link: `/profile/orders/${ORDER}`,
  createdAt: '2026-11-23T03:05:00.000Z',
  readAt: null,
  ...over,
});

describe('NotificationBell', () => {
  it('shows nothing to a visitor', async () => {
    renderInRouter(
      <>
        <p>page</p>
        <NotificationBell />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('link', { name: /Thông báo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thông báo/ })).not.toBeInTheDocument();
  });

  it.each([
    ['vi', 'Thông báo, 3 chưa đọc', 'Thông báo'],
    ['en', 'Notifications, 3 unread', 'Notifications'],
  ] as const)('names the unread count (%s)', async (lang, named, plain) => {
    const { unmount } = renderInRouter(<NotificationBell />, {
      lang,
      root: { user: customer, unreadCount: 3 },
    });
    const link = await screen.findByRole('link', { name: named });
    expect(link).toHaveAttribute('href', '/profile/notifications');
    expect(within(link).getByTestId('notification-count')).toHaveTextContent('3');
    unmount();
    renderInRouter(<NotificationBell />, { lang, root: { user: customer, unreadCount: 0 } });
    expect(await screen.findByRole('link', { name: plain })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('opens the newest notifications and marks them all read', async () => {
    let readAll: string | null = null;
    renderInRouter(<NotificationBell />, {
      root: { user: customer, unreadCount: 2 },
      routes: [
        {
          path: '/notifications/latest',
          loader: () => ({
            items: [
              notice(),
              notice({
                id: '00000000-0000-4000-8000-0000000000b2',
                kind: 'PAYMENT_RESULT',
                params: { number: 'LT00000041', outcome: 'PAID' },
                readAt: '2026-11-22T03:05:00.000Z',
              }),
            ],
          }),
        },
        {
          path: '/profile/notifications',
          action: async ({ request }) => {
            const intent = (await request.formData()).get('intent');
            readAll = typeof intent === 'string' ? intent : null;
            return { ok: true, unread: 0 };
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' }));
    const panel = screen.getByRole('region', { name: 'Thông báo mới nhất' });
    const items = await within(panel).findAllByTestId('notification');
    expect(items[0]).toHaveTextContent('Đơn hàng LT00000042: đang được giao');
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/profile/orders/${ORDER}`);
    expect(items[1]).toHaveTextContent('Đơn hàng LT00000041: đã thanh toán thành công');
    expect(items[1]).toHaveAttribute('data-unread', 'false');
    expect(within(panel).getByRole('link', { name: 'Xem tất cả thông báo' })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );
    await user.click(within(panel).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() => expect(readAll).toBe('read-all'));
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
  });

  it('says so when the panel could not load', async () => {
    renderInRouter(<NotificationBell />, {
      lang: 'en',
      root: { user: customer, unreadCount: 1 },
      routes: [{ path: '/notifications/latest', loader: () => ({ items: null }) }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The notifications could not be loaded.',
    );
  });
});
