import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@lotus/db';
import { inArray } from 'drizzle-orm';
import { ACCESS_COOKIE } from '../lib/session-cookies.ts';
import { alepaySigned } from '../modules/payments/gateways/alepay.protocol.ts';
import { orderBody } from './checkout.ts';
import { type Payment, SANDBOX, vnpayResult } from './payments.ts';

/** One answer the load saw: what was asked, its status (0: no answer at all) and its code. */
export interface Seen {
  what: 'read' | 'page' | 'cart' | 'order';
  status: number;
  code: string | undefined;
  /** Milliseconds since the load began. */
  at: number;
}

/** An order as a shopper placed it: its key, every answer it got, the order it named. */
export interface Placed {
  key: string;
  statuses: number[];
  orderId: string | undefined;
}

export interface Shopper {
  id: string;
  headers: Record<string, string>;
}

export interface LoadOptions {
  base: string;
  shoppers: Shopper[];
  /** A product on sale (its slug) and its one variant, with stock enough for the whole run. */
  product: { slug: string; variantId: string };
  /** The order's total as the checkout prices one of it (the shopper's expected total). */
  total: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A steady stream of what a shop serves, until `stop`: two catalogue readers, one signed-in
 * shopper reading product pages (rendered for them, never kept), and per shopper a loop that puts
 * a line in the cart and places a cash-on-delivery order with an Idempotency-Key; an order
 * answered 503 is sent again with the same key and body, as a client told Retry-After would,
 * until it gets another answer.
 */
export function startLoad({ base, shoppers, product, total }: LoadOptions) {
  const began = performance.now();
  const seen: Seen[] = [];
  const placed: Placed[] = [];
  let stopping = false;

  const ask = async (what: Seen['what'], path: string, init: RequestInit = {}) => {
    let status = 0;
    let code: string | undefined;
    let body: unknown;
    try {
      const response = await fetch(base + path, { ...init, signal: AbortSignal.timeout(15_000) });
      status = response.status;
      const text = await response.text();
      if (response.headers.get('content-type')?.includes('json')) {
        body = JSON.parse(text);
        code = (body as { code?: string }).code;
      }
    } catch {
      // No answer at all (the server gone): status 0.
    }
    seen.push({ what, status, code, at: Math.round(performance.now() - began) });
    return { status, body };
  };
  const json = (method: string, headers: Record<string, string>, payload: unknown) => ({
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

  const reader = async () => {
    while (!stopping) {
      await ask('read', '/api/product/public?limit=12');
      await ask('read', `/api/product/${product.slug}/public`);
    }
  };
  const pageReader = async (shopper: Shopper) => {
    const token = shopper.headers.authorization!.replace(/^Bearer /, '');
    while (!stopping) {
      await ask('page', `/products/${product.slug}`, {
        headers: { cookie: `${ACCESS_COOKIE}=${token}` },
      });
    }
  };
  const buyer = async (shopper: Shopper) => {
    while (!stopping) {
      // The line is in the cart before the order is placed (again after a 503, as a shopper
      // would), so an order never finds it empty.
      let cart;
      do {
        cart = await ask(
          'cart',
          `/api/cart/lines/${product.variantId}`,
          json('PUT', shopper.headers, { quantity: 1 }),
        );
        if (cart.status === 503) await pause(100);
      } while (cart.status === 503 && !stopping);
      if (cart.status !== 200) continue;
      const order: Placed = { key: randomUUID(), statuses: [], orderId: undefined };
      placed.push(order);
      const body = orderBody({ expectedTotal: total });
      const headers = { ...shopper.headers, 'idempotency-key': order.key };
      const deadline = performance.now() + 60_000;
      for (;;) {
        const answer = await ask('order', '/api/order', json('POST', headers, body));
        order.statuses.push(answer.status);
        if (answer.status === 201)
          order.orderId = (answer.body as { data: { id: string } }).data.id;
        if (answer.status !== 503 || performance.now() > deadline) break;
        await pause(100);
      }
    }
  };

  const running = Promise.all([
    reader(),
    reader(),
    pageReader(shoppers[0]!),
    ...shoppers.map((shopper) => buyer(shopper)),
  ]);
  return {
    seen,
    placed,
    /** Milliseconds since the load began. */
    now: () => Math.round(performance.now() - began),
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/**
 * The orders the shoppers have in the database against what they were answered: every order a
 * key was answered 201 for exists, once; no order exists that no answer named (none lost, none
 * doubled by a retry).
 */
export async function ordersAgainstAnswers(db: Database, shoppers: Shopper[], placed: Placed[]) {
  const rows = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(
      inArray(
        schema.orders.userId,
        shoppers.map((shopper) => shopper.id),
      ),
    );
  const stored = rows.map((row) => row.id).sort();
  const answered = placed.flatMap((order) => (order.orderId ? [order.orderId] : [])).sort();
  return { stored, answered };
}

/**
 * The gateways' server messages for an order paid online: VNPay's IPN saying it is paid, and an
 * Alepay webhook for an order code the shop does not know; each answers the status and body.
 */
export function gatewayMessages(base: string, payment: Payment) {
  const answer = async (response: Response) => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, string>,
  });
  return {
    ipn: async () => answer(await fetch(`${base}/api/payment/vnpay/ipn?${vnpayResult(payment)}`)),
    webhook: async () =>
      answer(
        await fetch(`${base}/api/payment/alepay/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            alepaySigned(SANDBOX.alepay.checksumKey, {
              orderCode: 'NOT-OURS',
              transactionCode: 'ALE1',
              amount: 100_000,
              code: '000',
              cardNumber: '411111******1111',
            }),
          ),
        }),
      ),
  };
}
