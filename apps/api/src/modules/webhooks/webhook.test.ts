import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, testVariant } from '../../test/checkout.ts';
import { lastMail, quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';
import { isPrivateAddress, targetAllowed } from './webhook-target.ts';
import { verifyWebhook } from './webhook-signature.ts';

/** A receiver on this machine: keeps what it is sent, answers with the statuses it is given. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
const answers: number[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' });
    res.end('ok from the receiver');
  });
});

let t: TestApp;
let admin: Record<string, string>;
let adminEmail: string;
let url: string;
beforeAll(async () => {
  // Its own database on PostgreSQL: no other file's orders reach these webhooks.
  t = await startTestApp({
    env: { WEBHOOK_RETRY_DELAY: '1', WEBHOOK_RETRIES: '2' },
    pristine: true,
  });
  const [staff] = await quickCustomers(t.database.db, 1, 'ADMIN');
  admin = staff!.headers;
  adminEmail = staff!.email;
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await t.close();
  receiver.close();
});

const register = (body: Record<string, unknown>, headers = admin) =>
  request(t.url, '/api/portal/webhooks', { method: 'POST', headers, json: body });

/** Places an order of a fresh product; answers it, its shopper and its product. */
async function anOrder() {
  const [me] = await quickCustomers(t.database.db, 1);
  const variant = await testVariant(t.database.db, { price: 150_000, stock: 5 });
  const order = await placeOrder(t.url, me!.headers, [{ infoId: variant.id, quantity: 1 }]);
  return { ...order, shopper: me!.headers, productId: variant.productId };
}

const about = (orderId: string) =>
  received.filter(
    (r) => (JSON.parse(r.body) as { data: { orderId: string } }).data.orderId === orderId,
  );

async function deliveriesOf(id: string) {
  const res = await request(t.url, `/api/portal/webhooks/${id}/deliveries`, { headers: admin });
  return res.body.data as {
    eventId: string;
    event: string;
    status: string;
    attempts: number;
    responseStatus: number;
  }[];
}

type Check = (
  secret: string,
  headers: IncomingHttpHeaders,
  rawBody: string,
  now?: number,
) => boolean;

/** The receiver's check the README shows under "Webhooks", run as written. */
async function readmeCheck(): Promise<Check> {
  const readme = await readFile(new URL('../../../../../README.md', import.meta.url), 'utf8');
  const code = /### Webhooks[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const body = code.replace(/^import .*\n/m, '');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the README's own code, on purpose
  const make = new Function('createHmac', 'timingSafeEqual', `${body}\nreturn verified;`) as (
    ...deps: unknown[]
  ) => Check;
  return make(createHmac, timingSafeEqual);
}

describe('webhooks', () => {
  it('are an admin’s: 401 for a visitor, 403 for an operator, checked before the body', async () => {
    expect((await register({})).status).toBe(400);
    expect(
      (await request(t.url, '/api/portal/webhooks', { method: 'POST', json: {} })).status,
    ).toBe(401);
    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR');
    expect((await register({}, operator!.headers)).status).toBe(403);
    const bad = await register({ url: 'javascript:alert(1)', events: [] });
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'body.events',
      'body.url',
    ]);
  });

  it('deliver an order’s events signed with the secret shown once, in the order they happened', async () => {
    const created = await register({ url, events: ['order.placed', 'order.status-changed'] });
    expect(created.status).toBe(201);
    const { id, secret } = created.body.data as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_/);
    const listed = await request(t.url, '/api/portal/webhooks', { headers: admin });
    expect(JSON.stringify(listed.body.data)).not.toContain(secret);

    const order = await anOrder();
    const moved = await request(t.url, `/api/portal/orders/${order.id}/status`, {
      method: 'POST',
      headers: admin,
      json: { status: 'processing' },
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => about(order.id).length, { timeout: 10_000 }).toBe(2);

    const [placed, changed] = about(order.id);
    for (const delivery of [placed!, changed!]) {
      const signed = {
        signature: delivery.headers['lotus-signature'] as string,
        timestamp: delivery.headers['lotus-timestamp'] as string,
        body: delivery.body,
      };
      expect(verifyWebhook(secret, signed)).toBe(true);
      // A body changed on the way, another secret, or the same delivery replayed later: refused.
      expect(verifyWebhook(secret, { ...signed, body: delivery.body.replace('1', '2') })).toBe(
        false,
      );
      expect(verifyWebhook('whsec_other', signed)).toBe(false);
      const later = new Date((Number(signed.timestamp) + 6 * 60) * 1000);
      expect(verifyWebhook(secret, signed, later)).toBe(false);
      // The README's check, as an integrator copies it, agrees.
      const readme = await readmeCheck();
      expect(readme(secret, delivery.headers, delivery.body)).toBe(true);
      expect(readme(secret, delivery.headers, delivery.body, later.getTime())).toBe(false);
      expect(readme('whsec_other', delivery.headers, delivery.body)).toBe(false);
      const event = JSON.parse(delivery.body) as { id: string };
      expect(delivery.headers['lotus-event-id']).toBe(event.id);
    }
    expect(JSON.parse(placed!.body)).toMatchObject({
      type: 'order.placed',
      data: { orderId: order.id, number: order.number, grandTotal: order.grandTotal },
    });
    expect(JSON.parse(changed!.body)).toMatchObject({
      type: 'order.status-changed',
      data: { orderId: order.id, from: 'new', to: 'processing' },
    });
    const log = await deliveriesOf(id);
    expect(log.filter((d) => d.status === 'DELIVERED' && d.responseStatus === 200)).toHaveLength(2);
    await request(t.url, `/api/portal/webhooks/${id}`, { method: 'DELETE', headers: admin });
  });

  it('retry a receiver that fails twice: three receipts of one event id, then delivered', async () => {
    const created = await register({ url, events: ['order.placed'] });
    const { id } = created.body.data as { id: string };
    answers.push(500, 503);
    const order = await anOrder();
    await expect.poll(() => about(order.id).length, { timeout: 20_000 }).toBe(3);
    const ids = about(order.id).map((r) => r.headers['lotus-event-id']);
    expect(new Set(ids).size).toBe(1);
    await expect
      .poll(async () => (await deliveriesOf(id))[0], { timeout: 5_000 })
      .toMatchObject({ status: 'DELIVERED', attempts: 3, responseStatus: 200 });

    // Sent again by the admin: the same event id, a fourth receipt.
    const [delivery] = (
      await request(t.url, `/api/portal/webhooks/${id}/deliveries`, { headers: admin })
    ).body.data as { id: string }[];
    const again = await request(
      t.url,
      `/api/portal/webhooks/deliveries/${delivery!.id}/redeliver`,
      {
        method: 'POST',
        headers: admin,
      },
    );
    expect(again.status).toBe(200);
    await expect.poll(() => about(order.id).length, { timeout: 10_000 }).toBe(4);
    expect(about(order.id)[3]!.headers['lotus-event-id']).toBe(ids[0]);
    await request(t.url, `/api/portal/webhooks/${id}`, { method: 'DELETE', headers: admin });
  });

  it('tell of a review once an operator approves it', async () => {
    const created = await register({ url, events: ['review.approved'] });
    const { id } = created.body.data as { id: string };
    const order = await anOrder();
    // The order's way to done is the orders module's; here it is a fixture.
    await t.database.db
      .update(schema.orders)
      .set({ status: 'done' })
      .where(eq(schema.orders.id, order.id));
    const written = await request(t.url, `/api/review/${order.productId}/customer-review`, {
      method: 'POST',
      headers: order.shopper,
      json: { rating: 5, content: 'Robot chạy êm, pin bền, đóng gói cẩn thận.' },
    });
    expect(written.status).toBe(201);
    const reviewId = (written.body.data as { id: string }).id;
    const approved = await request(t.url, `/api/portal/reviews/${reviewId}/status`, {
      method: 'PUT',
      headers: admin,
      json: { status: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    await expect.poll(() => about(order.id).length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(about(order.id)[0]!.body)).toMatchObject({
      type: 'review.approved',
      data: { reviewId, productId: order.productId, rating: 5 },
    });
    await request(t.url, `/api/portal/webhooks/${id}`, { method: 'DELETE', headers: admin });
  });

  it("keep one order's events in order: a later event waits while an earlier one is retried", async () => {
    const created = await register({ url, events: ['order.placed', 'order.status-changed'] });
    const { id } = created.body.data as { id: string };
    answers.push(500);
    const order = await anOrder();
    // The placed event's first attempt fails; the move happens before its retry.
    await expect.poll(() => about(order.id).length, { timeout: 10_000 }).toBe(1);
    const moved = await request(t.url, `/api/portal/orders/${order.id}/status`, {
      method: 'POST',
      headers: admin,
      json: { status: 'processing' },
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => about(order.id).length, { timeout: 20_000 }).toBe(3);
    const types = about(order.id).map((r) => (JSON.parse(r.body) as { type: string }).type);
    expect(types).toEqual(['order.placed', 'order.placed', 'order.status-changed']);
    await request(t.url, `/api/portal/webhooks/${id}`, { method: 'DELETE', headers: admin });
  });

  it('pause a webhook whose delivery still fails after its retries, and tell its admin', async () => {
    const created = await register({ url, events: ['order.placed'] });
    const { id } = created.body.data as { id: string };
    answers.push(500, 500, 500);
    const order = await anOrder();
    await expect.poll(() => about(order.id).length, { timeout: 20_000 }).toBe(3);
    await expect
      .poll(async () => (await deliveriesOf(id))[0], { timeout: 5_000 })
      .toMatchObject({ status: 'FAILED', attempts: 3, responseStatus: 500 });
    const listed = await request(t.url, '/api/portal/webhooks', { headers: admin });
    const paused = (listed.body.data as { id: string; pausedAt: string | null }[]).find(
      (w) => w.id === id,
    );
    expect(paused?.pausedAt).not.toBeNull();
    await expect
      .poll(async () => (await lastMail(t.url, adminEmail))?.subject, { timeout: 5_000 })
      .toMatch(/Webhook tạm dừng/);
    // Paused, it hears nothing more until it is turned on again.
    const next = await anOrder();
    await t.settled();
    expect(about(next.id)).toEqual([]);
    const resumed = await request(t.url, `/api/portal/webhooks/${id}`, {
      method: 'PUT',
      headers: admin,
      json: { active: true },
    });
    expect(resumed.body.data).toMatchObject({ active: true, pausedAt: null });
    await request(t.url, `/api/portal/webhooks/${id}`, { method: 'DELETE', headers: admin });
  });

  it('send nothing to a webhook that is off, nor for events it did not ask for', async () => {
    const created = await register({ url, events: ['order.paid'] });
    const { id } = created.body.data as { id: string };
    const off = await register({ url, events: ['order.placed'] });
    const offId = (off.body.data as { id: string }).id;
    await request(t.url, `/api/portal/webhooks/${offId}`, {
      method: 'PUT',
      headers: admin,
      json: { active: false },
    });
    const order = await anOrder();
    await t.settled();
    expect(about(order.id)).toEqual([]);
    expect(await deliveriesOf(id)).toEqual([]);
    expect(await deliveriesOf(offId)).toEqual([]);
    const unknown = await request(t.url, `/api/portal/webhooks/${crypto.randomUUID()}`, {
      method: 'PUT',
      headers: admin,
      json: { active: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('WEBHOOK_NOT_FOUND');
  });
});

describe('where a webhook may point', () => {
  it('in production: public HTTPS only, never this machine or a private network', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(isPrivateAddress('203.113.131.1')).toBe(false);
    expect(await targetAllowed('https://127.0.0.1/hook', true)).toBe(false);
    expect(await targetAllowed('https://[::1]/hook', true)).toBe(false);
    expect(await targetAllowed('http://203.113.131.1/hook', true)).toBe(false);
    expect(await targetAllowed('https://203.113.131.1/hook', true)).toBe(true);
    expect(await targetAllowed('https://localhost/hook', true)).toBe(false);
    // In development and tests a receiver on this machine is fine.
    expect(await targetAllowed(url, false)).toBe(true);
  });
});
