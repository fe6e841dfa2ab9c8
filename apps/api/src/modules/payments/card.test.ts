import { Writable } from 'node:stream';
import { queryRows } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomers } from '../../test/factories.ts';
import { alepaySign } from './gateways/alepay.protocol.ts';
import {
  SANDBOX,
  linkCardOnSandbox,
  onlineOrder,
  orderDetail,
  payOnAlepaySandbox,
} from '../../test/payments.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

const VISA = '4111111111111111';
const NCB = '9704198526191432198';

/** Everything the app logged. */
const logged: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { PUBLIC_URL: 'http://shop.test' },
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
    },
  });
});
afterAll(() => t.close());

const shopper = async () => (await quickCustomers(t.database.db, 1))[0]!;
const cards = async (headers: Record<string, string>) =>
  (await request(t.url, '/api/payment/cards', { headers })).body.data as {
    id: string;
    brand: string;
    maskedNumber: string;
    expiry: string;
  }[];

/** Every row of every table of the shop's database, as text. */
async function everyRow(): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
        FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.database.db,
      sql`SELECT x::text AS row FROM ${sql.raw(name)} x`,
    );
    texts.push(...rows.map((r) => r.row));
  }
  return texts.join('\n');
}

describe('saved cards (THEGHINO, Alepay protocol, built-in sandbox)', () => {
  it('links a card on the gateway’s page: only its token and mask are kept', async () => {
    const me = await shopper();
    expect(await linkCardOnSandbox(t, me.headers, VISA)).toBe('/profile/payment?card=linked');
    expect(await cards(me.headers)).toMatchObject([
      { brand: 'VISA', maskedNumber: '411111******1111', expiry: '12/30' },
    ]);
    // The number and the CVV never reach a table or the log (the CVV was "123").
    const rows = await everyRow();
    expect(rows).not.toContain(VISA);
    expect(rows).not.toMatch(/"cvv"/);
    expect(logged.join('')).not.toContain(VISA);
    expect(logged.join('')).not.toContain('cvv');
  });

  it('tells an expired card (229), linking nothing', async () => {
    const me = await shopper();
    expect(await linkCardOnSandbox(t, me.headers, NCB, '01/20')).toBe(
      '/profile/payment?card=failed&code=229',
    );
    expect(await cards(me.headers)).toEqual([]);
  });

  it('pays an order with a saved card after the OTP; wrong OTPs three times refuse (170)', async () => {
    const me = await shopper();
    await linkCardOnSandbox(t, me.headers, NCB);
    const [card] = await cards(me.headers);
    const theghino = { paymentMethod: 'THEGHINO', cardId: card!.id };
    const { order } = await onlineOrder(t, theghino, undefined, me);
    expect(new URL(order.payment!.paymentUrl).pathname).toBe('/sandbox/alepay/pay');
    const paid = await payOnAlepaySandbox(t, order.payment!, '000');
    expect(paid.location).toBe(`/checkout/result/${order.payment!.attemptId}`);
    const after = await orderDetail(t, order.id, me.headers);
    expect(after.paymentStatus).toBe('paid');
    expect(after.payments).toMatchObject([
      { status: 'PAID', resultCode: '000', outcome: 'SUCCESS' },
    ]);
    // Cancelled: the card gateway gives the money back.
    await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: me.headers,
    });
    await expect
      .poll(async () => (await orderDetail(t, order.id, me.headers)).paymentStatus, {
        timeout: 10_000,
      })
      .toBe('refunded');

    const second = (await onlineOrder(t, theghino, undefined, me)).order;
    for (const _ of [1, 2]) {
      const wrong = await payOnAlepaySandbox(t, second.payment!, '000', '000000');
      expect(wrong.location).toBeNull();
    }
    const blocked = await payOnAlepaySandbox(t, second.payment!, '000', '000000');
    expect(blocked.location).toBe(`/checkout/result/${second.payment!.attemptId}`);
    const refused = await orderDetail(t, second.id, me.headers);
    expect(refused.paymentStatus).toBe('unpaid');
    expect(refused.payments).toMatchObject([
      { status: 'FAILED', resultCode: '170', outcome: 'FAIL' },
    ]);
    expect(refused.canPayAgain).toBe(true);
  });

  it('refuses a forged webhook, and a replayed one changes nothing', async () => {
    const me = await shopper();
    await linkCardOnSandbox(t, me.headers, VISA);
    const [card] = await cards(me.headers);
    const { order } = await onlineOrder(
      t,
      { paymentMethod: 'THEGHINO', cardId: card!.id },
      undefined,
      me,
    );
    const txnRef = order.payment!.attemptId.replace(/-/g, '');
    const forged = {
      orderCode: txnRef,
      transactionCode: 'ALE0000000001',
      amount: order.grandTotal,
      code: '000',
      cardNumber: '411111******1111',
    };
    const refused = await request(t.url, '/api/payment/alepay/webhook', {
      method: 'POST',
      json: { ...forged, signature: alepaySign('not-the-key', forged) },
    });
    expect([refused.status, refused.body.code]).toEqual([400, '101']);
    expect((await orderDetail(t, order.id, me.headers)).paymentStatus).toBe('unpaid');
    const signed = { ...forged, signature: alepaySign(SANDBOX.alepay.checksumKey, forged) };
    for (const _ of [1, 2]) {
      const answer = await request(t.url, '/api/payment/alepay/webhook', {
        method: 'POST',
        json: signed,
      });
      expect(answer.body.code).toBe('000');
    }
    const paid = await orderDetail(t, order.id, me.headers);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.payments).toMatchObject([{ status: 'PAID', transactionNo: 'ALE0000000001' }]);
  });

  it('charges only the shopper’s own card', async () => {
    const owner = await shopper();
    await linkCardOnSandbox(t, owner.headers, VISA);
    const [card] = await cards(owner.headers);
    await expect(onlineOrder(t, { paymentMethod: 'THEGHINO', cardId: card!.id })).rejects.toThrow(
      /CARD_NOT_FOUND/,
    );
    await expect(onlineOrder(t, { paymentMethod: 'THEGHINO' })).rejects.toThrow(/cardId/);
  });

  it('unlinks a card at the gateway; another shopper cannot', async () => {
    const me = await shopper();
    const other = await shopper();
    await linkCardOnSandbox(t, me.headers, VISA);
    const [card] = await cards(me.headers);
    const theirs = await request(t.url, `/api/payment/cards/${card!.id}`, {
      method: 'DELETE',
      headers: other.headers,
    });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'CARD_NOT_FOUND']);
    const removed = await request(t.url, `/api/payment/cards/${card!.id}`, {
      method: 'DELETE',
      headers: me.headers,
    });
    expect(removed.status).toBe(200);
    expect(await cards(me.headers)).toEqual([]);
    const visitor = await request(t.url, '/api/payment/cards');
    expect(visitor.status).toBe(401);
  });
});
