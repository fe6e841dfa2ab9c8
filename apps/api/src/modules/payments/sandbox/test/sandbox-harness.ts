import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, queryRows } from '@lotus/db';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { manualClock } from '../../../../lib/clock.ts';
import { safeLoggerOptions } from '../../../../lib/log-safety.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { type AlepayValue, alepaySigned } from '../../gateways/alepay.protocol.ts';
import type { GatewayAnswer, GatewayTransport } from '../../gateways/transport.ts';
import { SANDBOX_PREFIX } from '../sandbox.options.ts';
import { sandboxGateway } from '../sandbox.routes.ts';

export const VNPAY = { tmnCode: 'LOTUSSBX', hashSecret: 'sandbox-vnpay-hash-secret' };
export const ALEPAY = { tokenKey: 'sandbox-token-key', checksumKey: 'sandbox-checksum-key' };
export const PUBLIC_URL = 'http://shop.test';
export const IPN_URL = '/api/payment/vnpay/ipn';
export const WEBHOOK_URL = '/api/payment/alepay/webhook';
export const CARD_WEBHOOK_URL = '/api/payment/alepay/card-webhook';
export const START = new Date('2026-03-02T03:00:00Z');
/** The harness's waits before the sandbox sends a message again. */
export const REDELIVER_AFTER_MS = [20, 40];

/** A message the sandbox sent the shop. */
export interface Sent {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

export interface Harness {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ReturnType<typeof manualClock>;
  /** What the fake shop received (IPN, webhooks), in order. */
  sent: Sent[];
  /** Every log line the app wrote. */
  logLines: string[];
  /**
   * What the fake shop answers next (its database away, say), one per message, before it goes
   * back to taking everything (IPN 00, webhooks 200).
   */
  answers: { get: GatewayAnswer[]; post: GatewayAnswer[] };
  close(): Promise<void>;
}

/** The sandbox alone in a small app on the test database, its server messages recorded. */
export async function startSandbox(): Promise<Harness> {
  const database = await openTestDatabase();
  const clock = manualClock(START);
  const logLines: string[] = [];
  const sent: Sent[] = [];
  const answers: Harness['answers'] = { get: [], post: [] };
  const app = Fastify({
    logger: safeLoggerOptions({ level: 'info', stream: { write: (line) => logLines.push(line) } }),
  });
  const merchant: GatewayTransport = {
    get: async (url) => {
      sent.push({ method: 'GET', url });
      return (
        answers.get.shift() ?? { status: 200, body: { RspCode: '00', Message: 'Confirm Success' } }
      );
    },
    post: async (url, body) => {
      sent.push({ method: 'POST', url, body });
      return answers.post.shift() ?? { status: 200, body: { code: '000' } };
    },
  };
  await app.register(sandboxGateway, {
    prefix: SANDBOX_PREFIX,
    database: database.db,
    clock,
    vnpay: VNPAY,
    alepay: ALEPAY,
    publicUrl: PUBLIC_URL,
    merchant,
    vnpayIpnUrl: IPN_URL,
    alepayWebhookUrl: WEBHOOK_URL,
    alepayCardWebhookUrl: CARD_WEBHOOK_URL,
    log: app.log,
    // Messages the shop did not take are sent again at once, not minutes later.
    redeliverAfterMs: REDELIVER_AFTER_MS,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    sent,
    logLines,
    answers,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A fresh reference (tests on PostgreSQL share one database). */
export const newRef = (prefix = 'T') => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/** The path and query of a URL (the app is reached in process). */
export const pathOf = (url: string) => {
  const parsed = new URL(url, PUBLIC_URL);
  return `${parsed.pathname}${parsed.search}`;
};

/** The query of a URL as a flat record. */
export const queryOf = (url: string) =>
  Object.fromEntries(new URL(url, PUBLIC_URL).searchParams.entries());

/** A hidden form field's value in a page. */
export function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no hidden field ${name} in the page`);
  return match[1];
}

/** Posts a form the way the sandbox's pages do. */
export const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** A signed Alepay API call with our token key; the JSON answer. */
export async function alepayCall(
  app: FastifyInstance,
  path: string,
  fields: Record<string, AlepayValue>,
  key = ALEPAY.checksumKey,
): Promise<Record<string, AlepayValue>> {
  const response = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/alepay${path}`,
    payload: alepaySigned(key, { tokenKey: ALEPAY.tokenKey, ...fields }),
  });
  return response.json();
}

/** Every row of the sandbox's tables, as text. */
export async function sandboxRowsText(database: DatabaseHandle): Promise<string> {
  const rows = await queryRows<{ row: string }>(
    database.db,
    sql`SELECT c::text AS row FROM sandbox_cards c
        UNION ALL SELECT t::text AS row FROM sandbox_transactions t`,
  );
  return rows.map((r) => r.row).join('\n');
}
