import { authContract, notificationContract, type NotificationItem } from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import ProfileNotifications, { action, loader } from './profile.notifications';

const me = on(
  authContract.me,
  ok({
    id: '00000000-0000-4000-8000-0000000000e1',
    email: 'lan@example.vn',
    role: 'CUSTOMER',
    isActive: true,
    profile: null,
  }),
);
const ID = '00000000-0000-4000-8000-0000000000b1';
const ORDER = '00000000-0000-4000-8000-00000000a042';
const NOTICE: NotificationItem = {
  id: ID,
  kind: 'ORDER_STATUS',
  params: { number: 'LT00000042', status: 'processing' },
  link: `/profile/orders/${ORDER}`,
  createdAt: '2026-11-23T03:05:00.000Z',
  readAt: null,
};
const context = (api: unknown) => ({ lang: 'vi', requestId: 't', api });

async function post(fields: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(me, ...routes);
  const request = new Request('http://x/profile/notifications', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const result = await Promise.resolve(
    action({ request, params: {}, context: context(api) } as never),
  );
  return { result: result as any, api };
}

describe('the notifications page', () => {
  it('loads the page of the address and the unread count', async () => {
    const api = fakeApi(
      me,
      on(notificationContract.list, ok([NOTICE], { meta: { page: 2, pageSize: 20, total: 21 } })),
      on(notificationContract.unreadCount, ok({ unread: 1 })),
    );
    const result = await loader({
      request: new Request('http://x/profile/notifications?page=2'),
      params: {},
      context: context(api),
    } as never);
    expect(api.calls.find((c) => c.path === '/api/notify/list')?.query).toEqual({ page: 2 });
    expect(result).toEqual({
      notifications: [NOTICE],
      meta: { page: 2, pageSize: 20, total: 21 },
      unread: 1,
    });
  });

  it('sends a visitor to log in', async () => {
    const api = fakeApi(on(authContract.me, refused('UNAUTHORIZED')));
    const result = await Promise.resolve(
      loader({
        request: new Request('http://x/profile/notifications'),
        params: {},
        context: context(api),
      } as never),
    ).catch((e: unknown) => e);
    expect((result as Response).headers.get('location')).toBe(
      '/login?redirect=%2Fprofile%2Fnotifications',
    );
  });

  it('marks one read, and all read', async () => {
    const one = await post(
      { intent: 'read', id: ID },
      on(notificationContract.markRead, ok({ unread: 4 })),
    );
    expect(one.result).toEqual({ ok: true, unread: 4 });
    expect(one.api.calls.at(-1)!.path).toBe(`/api/notify/${ID}/read`);
    const all = await post(
      { intent: 'read-all' },
      on(notificationContract.markAllRead, ok({ unread: 0 })),
    );
    expect(all.result).toEqual({ ok: true, unread: 0 });
  });

  it("refuses a malformed id without asking, and says when it is someone else's", async () => {
    const bad = await post({ intent: 'read', id: 'x' });
    expect(bad.result).toMatchObject({
      data: { ok: false, code: 'BAD_REQUEST' },
      init: { status: 400 },
    });
    expect(bad.api.calls.map((c) => c.path)).not.toContain('/api/notify/x/read');
    const theirs = await post(
      { intent: 'read', id: ID },
      on(notificationContract.markRead, refused('NOTIFICATION_NOT_FOUND')),
    );
    expect(theirs.result).toMatchObject({
      data: { ok: false, code: 'NOTIFICATION_NOT_FOUND' },
      init: { status: 404 },
    });
  });

  it.each([
    [
      'vi',
      'Thông báo',
      '1 thông báo chưa đọc',
      'Đơn hàng LT00000042: đang được xử lý',
      'Đánh dấu tất cả đã đọc',
    ],
    [
      'en',
      'Notifications',
      '1 unread notification',
      'Order LT00000042 is being processed',
      'Mark all as read',
    ],
  ] as const)('shows unread ones apart, in %s', async (lang, title, count, words, markAll) => {
    renderInRouter(
      <ProfileNotifications
        {...({
          loaderData: {
            notifications: [
              NOTICE,
              { ...NOTICE, id: '00000000-0000-4000-8000-0000000000b2', readAt: NOTICE.createdAt },
            ],
            meta: { page: 1, pageSize: 20, total: 2 },
            unread: 1,
          },
        } as unknown as Parameters<typeof ProfileNotifications>[0])}
      />,
      { lang },
    );
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(count)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: markAll })).toBeInTheDocument();
    const [unread, read] = screen.getAllByTestId('notification');
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread!).getByRole('link')).toHaveTextContent(words);
    expect(within(unread!).getAllByRole('button')).toHaveLength(1);
    expect(read).toHaveAttribute('data-unread', 'false');
    expect(within(read!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderInRouter(
      <ProfileNotifications
        {...({
          loaderData: { notifications: [], meta: { page: 1, pageSize: 20, total: 0 }, unread: 0 },
        } as unknown as Parameters<typeof ProfileNotifications>[0])}
      />,
      { lang: 'en' },
    );
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
