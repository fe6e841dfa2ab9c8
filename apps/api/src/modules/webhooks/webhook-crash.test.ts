import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DatabaseHandle, openDatabase, schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { placeOrder, testVariant } from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { type ServerProcess, startServerProcess, until } from '../../test/server-process.ts';
import { request } from '../../test/test-app.ts';
import { onPostgres, pristineDatabaseUrl } from '../../test/test-database.ts';

/**
 * A server killed (`kill -9`) while a receiver is still reading a delivery loses nothing: the
 * attempt expires a few seconds after WEBHOOK_TIMEOUT, the next server takes it back and sends
 * the same event again, with the same event id. Only a real process can be killed, and only
 * PostgreSQL outlives it.
 */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
/** The first request is kept unanswered, as by a receiver that is slow to read it. */
const held: ServerResponse[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    if (received.length === 1) held.push(res);
    else res.end('ok');
  });
});

const servers: ServerProcess[] = [];
let database: DatabaseHandle | undefined;
afterAll(async () => {
  for (const server of servers) await server.stop();
  await database?.close();
  for (const res of held) res.destroy();
  receiver.close();
});

describe.runIf(onPostgres())('webhooks when the server is killed mid-delivery', () => {
  it('are sent again by the next server with the same event id', { timeout: 120_000 }, async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const url = await pristineDatabaseUrl();
    const env = { WEBHOOK_TIMEOUT: '1', WEBHOOK_RETRY_DELAY: '1', JOB_SUPERVISE_INTERVAL: '1' };
    const first = await startServerProcess(url, env);
    servers.push(first);
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    const [admin, shopper] = [
      (await quickCustomers(database.db, 1, 'ADMIN'))[0]!,
      (await quickCustomers(database.db, 1))[0]!,
    ];
    const created = await request(first.base, '/api/portal/webhooks', {
      method: 'POST',
      headers: admin.headers,
      json: { url: target, events: ['order.placed'] },
    });
    expect(created.status).toBe(201);

    const variant = await testVariant(database.db, { price: 120_000, stock: 3 });
    const order = await placeOrder(first.base, shopper.headers, [
      { infoId: variant.id, quantity: 1 },
    ]);
    expect(await until(() => received.length === 1, 20_000)).toBe(true);
    first.child.kill('SIGKILL');
    await until(() => first.exit() !== null);
    expect(first.exit()?.signal).toBe('SIGKILL');

    servers.push(await startServerProcess(url, env));
    expect(await until(() => received.length >= 2, 60_000)).toBe(true);
    const ids = received.map((r) => r.headers['lotus-event-id']);
    expect(new Set(ids).size).toBe(1);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(JSON.parse(received[0]!.body).data.orderId).toBe(order.id);

    const delivered = async () => {
      const [row] = await database!.db
        .select({ status: schema.webhookDeliveries.status })
        .from(schema.webhookDeliveries)
        .where(eq(schema.webhookDeliveries.eventId, String(ids[0])));
      return row?.status === 'DELIVERED';
    };
    expect(await until(delivered, 10_000)).toBe(true);
  });
});
