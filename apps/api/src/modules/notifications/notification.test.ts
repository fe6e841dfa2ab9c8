import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, testVariant } from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { onlineOrder, payOnVnpaySandbox } from '../../test/payments.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const [op] = await quickCustomers(t.database.db, 1, 'OPERATOR');
  operator = op!.headers;
});
afterAll(() => t.close());

interface Notice {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

async function shopperWithOrder() {
  const [me] = await quickCustomers(t.database.db, 1);
  const v = await testVariant(t.database.db, { price: 120_000, stock: 10 });
  const order = await placeOrder(t.url, me!.headers, [{ infoId: v.id, quantity: 1 }], {
    email: me!.email,
  });
  return { me: me!, order };
}

// Order notices are written by the order events' listeners, after the change commits.
const list = async (headers: Record<string, string>, query = '') => {
  await t.settled();
  const res = await request(t.url, `/api/notify/list${query}`, { headers });
  expect(res.status).toBe(200);
  return res.body as { data: Notice[]; meta: { page: number; pageSize: number; total: number } };
};
const unread = async (headers: Record<string, string>) => {
  await t.settled();
  return (await request(t.url, '/api/notify/unread-count', { headers })).body.data.unread as number;
};
const move = (id: string, status: string) =>
  request(t.url, `/api/portal/orders/${id}/status`, {
    method: 'POST',
    headers: operator,
    json: { status },
  });
const markRead = (id: string, headers: Record<string, string>) =>
  request(t.url, `/api/notify/${id}/read`, { method: 'POST', headers });

describe('order notifications', () => {
  it('tells the owner when the order is placed and each time the shop moves it', async () => {
    const { me, order } = await shopperWithOrder();
    const placed = await list(me.headers);
    expect(placed.data).toEqual([
      expect.objectContaining({
        kind: 'ORDER_STATUS',
        params: { number: order.number, status: 'new' },
        link: `/profile/orders/${order.id}`,
        readAt: null,
      }),
    ]);
    expect(await unread(me.headers)).toBe(1);

    expect((await move(order.id, 'processing')).status).toBe(200);
    expect((await move(order.id, 'delivering')).status).toBe(200);
    const moved = await list(me.headers);
    expect(moved.meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    // Newest first.
    expect(moved.data.map((n) => n.params.status)).toEqual(['delivering', 'processing', 'new']);
    expect(moved.data[0]!.params.number).toBe(order.number);
    expect(await unread(me.headers)).toBe(3);
  });

  it('tells the owner of their own cancel, and a refused move notifies nobody', async () => {
    const { me, order } = await shopperWithOrder();
    const cancel = await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(cancel.status).toBe(200);
    // A cancelled order cannot be delivered: 409, and no notification of it.
    expect((await move(order.id, 'delivering')).status).toBe(409);
    const notices = await list(me.headers);
    expect(notices.data.map((n) => n.params.status)).toEqual(['cancel', 'new']);
  });

  it("keeps each user's notifications their own: another's are invisible and not found", async () => {
    const { me, order } = await shopperWithOrder();
    const [other] = await quickCustomers(t.database.db, 1);
    await move(order.id, 'processing');
    const mine = await list(me.headers);
    expect(mine.data).toHaveLength(2);
    const theirs = await list(other!.headers);
    expect(theirs.data).toEqual([]);
    expect(theirs.meta.total).toBe(0);
    expect(await unread(other!.headers)).toBe(0);

    const stolen = await markRead(mine.data[0]!.id, other!.headers);
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('NOTIFICATION_NOT_FOUND');
    expect(await unread(me.headers)).toBe(2);
    // Another user's "read all" leaves them unread too.
    await request(t.url, '/api/notify/read-all', { method: 'POST', headers: other!.headers });
    expect(await unread(me.headers)).toBe(2);
  });

  it('marks one read (twice changes nothing), then all read', async () => {
    const { me, order } = await shopperWithOrder();
    await move(order.id, 'processing');
    await move(order.id, 'delivering');
    const [newest] = (await list(me.headers)).data;

    const first = await markRead(newest!.id, me.headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ unread: 2 });
    const readAt = (await list(me.headers)).data[0]!.readAt;
    expect(readAt).not.toBeNull();
    const again = await markRead(newest!.id, me.headers);
    expect(again.body.data).toEqual({ unread: 2 });
    expect((await list(me.headers)).data[0]!.readAt).toBe(readAt);

    const all = await request(t.url, '/api/notify/read-all', {
      method: 'POST',
      headers: me.headers,
    });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ unread: 0 });
    expect(await unread(me.headers)).toBe(0);
    expect((await list(me.headers)).data.every((n) => n.readAt !== null)).toBe(true);
  });

  it('pages the list', async () => {
    const { me, order } = await shopperWithOrder();
    await move(order.id, 'processing');
    await move(order.id, 'delivering');
    await move(order.id, 'done');
    const second = await list(me.headers, '?page=2&limit=3');
    expect(second.meta).toEqual({ page: 2, pageSize: 3, total: 4 });
    expect(second.data.map((n) => n.params.status)).toEqual(['new']);
  });
});

describe('payment notifications', () => {
  it('tells the owner a payment went through, once', async () => {
    const { me, order } = await onlineOrder(t);
    await payOnVnpaySandbox(t, order.payment!);
    const notices = await list(me.headers);
    const payment = notices.data.filter((n) => n.kind === 'PAYMENT_RESULT');
    expect(payment).toEqual([
      expect.objectContaining({
        params: { number: order.number, outcome: 'PAID' },
        link: `/profile/orders/${order.id}`,
      }),
    ]);
  });

  it('tells the owner a payment failed', async () => {
    const { me, order } = await onlineOrder(t);
    await payOnVnpaySandbox(t, order.payment!, '24');
    const payment = (await list(me.headers)).data.filter((n) => n.kind === 'PAYMENT_RESULT');
    expect(payment.map((n) => n.params)).toEqual([{ number: order.number, outcome: 'FAILED' }]);
  });
});

describe('refusals', () => {
  it('needs a signed-in user (401)', async () => {
    for (const [method, path] of [
      ['GET', '/api/notify/list'],
      ['GET', '/api/notify/unread-count'],
      ['POST', `/api/notify/${randomUUID()}/read`],
      ['POST', '/api/notify/read-all'],
    ] as const) {
      const res = await request(t.url, path, { method });
      expect(res.status, path).toBe(401);
    }
  });

  it('refuses a malformed id (400) and an unknown one (404)', async () => {
    const [me] = await quickCustomers(t.database.db, 1);
    const bad = await markRead('not-a-uuid', me!.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const unknown = await markRead(randomUUID(), me!.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Không tìm thấy thông báo.');
    const page = await request(t.url, '/api/notify/list?page=0', { headers: me!.headers });
    expect(page.status).toBe(400);
  });
});
