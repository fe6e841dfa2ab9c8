import { ORDER_STATUSES, type OrderStatus, canTransition } from '@lotus/core';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, stockOf, testVariant } from '../../test/checkout.ts';
import { lastMail, quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const [op] = await quickCustomers(t.database.db, 1, 'OPERATOR');
  operator = op!.headers;
});
afterAll(() => t.close());

async function shopper() {
  const [me] = await quickCustomers(t.database.db, 1);
  return me!;
}

/** A shopper with one order of 2 units of a fresh variant (stock 10 → 8). */
async function anOrder(overrides: Record<string, unknown> = {}) {
  const me = await shopper();
  const v = await testVariant(t.database.db, { price: 100_000, stock: 10 });
  const order = await placeOrder(t.url, me.headers, [{ infoId: v.id, quantity: 2 }], {
    email: me.email,
    ...overrides,
  });
  return { me, variant: v, order };
}

const move = (id: string, status: string, reason?: string, headers = operator) =>
  request(t.url, `/api/portal/orders/${id}/status`, {
    method: 'POST',
    headers,
    json: { status, ...(reason ? { reason } : {}) },
  });

/** Drives an order along the legal path to `status` (as the shop, or the shopper for cancel). */
async function bring(id: string, status: OrderStatus, customer: Record<string, string>) {
  const path: Record<OrderStatus, OrderStatus[]> = {
    new: [],
    processing: ['processing'],
    delivering: ['processing', 'delivering'],
    done: ['processing', 'delivering', 'done'],
    cancel: ['cancel'],
    rejected: ['rejected'],
  };
  for (const step of path[status]) {
    const res =
      step === 'cancel'
        ? await request(t.url, `/api/order/cancel-order/${id}`, {
            method: 'POST',
            headers: customer,
          })
        : await move(id, step, step === 'rejected' ? 'Hết hàng' : undefined);
    if (res.status !== 200) throw new Error(`${step}: ${JSON.stringify(res.body)}`);
  }
}

describe('my orders', () => {
  it('lists the shopper orders by tab, newest first, 10 a page', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 50_000, stock: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await placeOrder(t.url, me.headers, [{ infoId: v.id, quantity: 1 }])).id);
    }
    await move(ids[0]!, 'processing');
    const all = await request(t.url, '/api/order/my-order', { headers: me.headers });
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, pageSize: 10, total: 3 });
    expect(all.body.data.map((o: { id: string }) => o.id)).toEqual([...ids].reverse());
    expect(all.body.data[0]).toMatchObject({
      status: 'new',
      paymentStatus: 'unpaid',
      grandTotal: 90_000,
      itemCount: 1,
      firstItem: { name: 'Áo thun kiểm thử' },
    });
    const fresh = await request(t.url, '/api/order/my-order?tab=NEW', { headers: me.headers });
    expect(fresh.body.meta.total).toBe(2);
    const busy = await request(t.url, '/api/order/my-order?tab=PROCESSING', {
      headers: me.headers,
    });
    expect(busy.body.data.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    const paged = await request(t.url, '/api/order/my-order?limit=2&page=2', {
      headers: me.headers,
    });
    expect(paged.body.data).toHaveLength(1);
    expect(
      (await request(t.url, '/api/order/my-order?tab=OLD', { headers: me.headers })).status,
    ).toBe(400);
    // Someone else sees none of them.
    const other = await shopper();
    const theirs = await request(t.url, '/api/order/my-order', { headers: other.headers });
    expect(theirs.body.meta.total).toBe(0);
  });

  it('shows the order with its lines, shipment details and history', async () => {
    const { me, order, variant } = await anOrder();
    const res = await request(t.url, `/api/order/${order.id}/detail/customer`, {
      headers: { ...me.headers, cookie: 'language=en' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'new',
      subtotal: 200_000,
      shippingFee: 40_000,
      grandTotal: 240_000,
      note: 'Giao giờ hành chính',
      lines: [
        {
          infoId: variant.id,
          name: 'Test T-shirt',
          quantity: 2,
          unitPrice: 100_000,
          lineTotal: 200_000,
          colour: 'black',
          size: 'M',
        },
      ],
      shipment: {
        address: '12 Phan Đình Phùng',
        ward: { id: '00004', name: 'Phường Ba Đình' },
        province: { id: '01' },
        set: '2025-07',
        fullAddress: '12 Phan Đình Phùng, Ba Dinh Ward, Hanoi City, Việt Nam',
      },
      history: [{ status: 'new', by: null, reason: null }],
      customer: { fullName: 'Lê Quốc Bảo', email: me.email },
    });
  });

  it("never shows or cancels another shopper's order (404)", async () => {
    const { order, variant } = await anOrder();
    const other = await shopper();
    const detail = await request(t.url, `/api/order/${order.id}/detail/customer`, {
      headers: other.headers,
    });
    expect(detail.status).toBe(404);
    expect(detail.body.code).toBe('ORDER_NOT_FOUND');
    const cancel = await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: other.headers,
    });
    expect(cancel.status).toBe(404);
    expect(await stockOf(t.database.db, variant.id)).toBe(8);
    expect((await request(t.url, `/api/order/${order.id}/detail/customer`)).status).toBe(401);
  });

  it('cancels a new order once: the stock comes back, a second cancel is 409', async () => {
    const { me, order, variant } = await anOrder();
    const res = await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancel' });
    expect(
      res.body.data.history.map((h: { status: string; by: string }) => [h.status, h.by]),
    ).toEqual([
      ['new', null],
      ['cancel', 'CUSTOMER'],
    ]);
    expect(await stockOf(t.database.db, variant.id)).toBe(10);
    const again = await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_STATUS_NOT_ALLOWED');
    expect(await stockOf(t.database.db, variant.id)).toBe(10);
  });
});

describe('the back office', () => {
  it('is for operators and admins: 401 for a visitor, 403 for a customer', async () => {
    expect((await request(t.url, '/api/portal/orders')).status).toBe(401);
    const me = await shopper();
    expect((await request(t.url, '/api/portal/orders', { headers: me.headers })).status).toBe(403);
    const { order } = await anOrder();
    expect((await move(order.id, 'processing', undefined, me.headers)).status).toBe(403);
    const [admin] = await quickCustomers(t.database.db, 1, 'ADMIN');
    expect((await request(t.url, '/api/portal/orders', { headers: admin!.headers })).status).toBe(
      200,
    );
  });

  it('finds orders by number, phone or email, and by tab', async () => {
    const { me, order } = await anOrder({ phone: '0987654321' });
    const search = async (q: string) =>
      (
        await request(t.url, `/api/portal/orders?search=${encodeURIComponent(q)}`, {
          headers: operator,
        })
      ).body.data.map((o: { id: string }) => o.id) as string[];
    expect(await search(order.number)).toEqual([order.id]);
    expect(await search(order.number.toLowerCase())).toEqual([order.id]);
    expect(await search(me.email.toUpperCase())).toEqual([order.id]);
    expect(await search('+84 987 654 321')).toContain(order.id);
    const res = await request(t.url, '/api/portal/orders?tab=NEW&limit=100', { headers: operator });
    expect(res.body.data.every((o: { status: string }) => o.status === 'new')).toBe(true);
    expect(res.body.data[0].customer).toHaveProperty('email');
    const detail = await request(t.url, `/api/portal/orders/${order.id}`, { headers: operator });
    expect(detail.body.data.customer.email).toBe(me.email);
  });

  it('orders the whole list by total, across pages, and refuses an unknown order', async () => {
    for (const price of [120_000, 340_000, 560_000]) {
      const me = await shopper();
      const v = await testVariant(t.database.db, { price, stock: 10 });
      await placeOrder(t.url, me.headers, [{ infoId: v.id, quantity: 1 }], { email: me.email });
    }
    const page = async (query: string) => {
      const res = await request(t.url, `/api/portal/orders?${query}`, { headers: operator });
      expect(res.status).toBe(200);
      return res.body.data as { grandTotal: number; customer: { fullName: string } }[];
    };
    const first = await page('sort=total&dir=desc&limit=2&page=1');
    const second = await page('sort=total&dir=desc&limit=2&page=2');
    const totals = [...first, ...second].map((o) => o.grandTotal);
    expect(totals).toHaveLength(4);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(new Set(totals).size).toBeGreaterThan(1);
    const cheapest = await page('sort=total&dir=asc&limit=1');
    expect(cheapest[0]!.grandTotal).toBeLessThanOrEqual(totals[3]!);
    const refused = await request(t.url, '/api/portal/orders?sort=password', { headers: operator });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_ERROR');
  });

  it('moves an order to done; COD becomes paid and the shopper is mailed each step', async () => {
    const { me, order } = await anOrder();
    for (const status of ['processing', 'delivering', 'done']) {
      const res = await move(order.id, status);
      expect(res.status, status).toBe(200);
      expect(res.body.data.status).toBe(status);
    }
    const mine = await request(t.url, `/api/order/${order.id}/detail/customer`, {
      headers: me.headers,
    });
    expect(mine.body.data).toMatchObject({ status: 'done', paymentStatus: 'paid' });
    expect(mine.body.data.history.map((h: { status: string }) => h.status)).toEqual([
      'new',
      'processing',
      'delivering',
      'done',
    ]);
    const mail = await waitForMail(me.email, (m) => m.subject.includes('Đã giao hàng'));
    expect(mail.subject).toBe(`Đơn hàng ${order.number}: Đã giao hàng`);
    expect(mail.text).toContain('Đơn hàng đã được thanh toán.');
  });

  it('keeps an online order unpaid at done (the payments issue charges it)', async () => {
    const { order } = await anOrder({ paymentMethod: 'ONLINE' });
    await bring(order.id, 'done', {});
    const res = await request(t.url, `/api/portal/orders/${order.id}`, { headers: operator });
    expect(res.body.data).toMatchObject({ status: 'done', paymentStatus: 'unpaid' });
  });

  it('rejects with a reason: stock back, the reason shown and mailed in the order language', async () => {
    const { me, order, variant } = await anOrder();
    await request(t.url, `/api/order/${order.id}/detail/customer`, { headers: me.headers });
    const none = await move(order.id, 'rejected');
    expect(none.status).toBe(400);
    expect(none.body.details).toContainEqual(
      expect.objectContaining({ field: 'body.reason', reason: 'FieldIsNotEmpty' }),
    );
    const res = await move(order.id, 'rejected', 'Sản phẩm lỗi');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Sản phẩm lỗi' });
    expect(res.body.data.history.at(-1)).toMatchObject({
      status: 'rejected',
      by: 'OPERATOR',
      reason: 'Sản phẩm lỗi',
    });
    expect(await stockOf(t.database.db, variant.id)).toBe(10);
    const mail = await waitForMail(me.email, (m) => m.subject.includes('Bị từ chối'));
    expect(mail.text).toContain('Lý do: Sản phẩm lỗi');
  });

  it('writes status mails in the language the shopper ordered in', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 100_000, stock: 10 });
    const order = await placeOrder(
      t.url,
      { ...me.headers, cookie: 'language=en' },
      [{ infoId: v.id, quantity: 1 }],
      { email: me.email },
    );
    await move(order.id, 'processing');
    const mail = await waitForMail(me.email, (m) => m.subject.includes('Processing'));
    expect(mail.subject).toBe(`Order ${order.number}: Processing`);
  });

  // Every (from, to) pair: legal moves by the shop succeed, everything else is 409 and changes
  // nothing.
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('the shop moving %s → %s', async (from, to) => {
    const { me, order, variant } = await anOrder();
    await bring(order.id, from, me.headers);
    const before = await stockOf(t.database.db, variant.id);
    const res = await move(order.id, to, to === 'rejected' ? 'Lý do' : undefined);
    if (canTransition(from, to, 'OPERATOR')) {
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'ORDER_STATUS_NOT_ALLOWED', params: { from, to } });
      const [row] = await t.database.db
        .select({ status: schema.orders.status })
        .from(schema.orders)
        .where(eq(schema.orders.id, order.id));
      expect(row!.status).toBe(from);
      expect(await stockOf(t.database.db, variant.id)).toBe(before);
    }
  });

  it.each(ORDER_STATUSES)('the shopper cancelling a %s order', async (from) => {
    const { me, order } = await anOrder();
    await bring(order.id, from, me.headers);
    const res = await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(res.status).toBe(canTransition(from, 'cancel', 'CUSTOMER') ? 200 : 409);
  });
});

/** The newest mail to `to` that `match` accepts, waiting for the mail job to deliver it. */
async function waitForMail(
  to: string,
  match: (mail: { subject: string; text: string }) => boolean = () => true,
) {
  for (let i = 0; i < 80; i++) {
    const mail = await lastMail(t.url, to);
    if (mail && match(mail)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no matching mail to ${to}`);
}
