import { randomUUID } from 'node:crypto';
import type { Answer } from './https-client.ts';

type Call = (
  pathname: string,
  options?: { method?: string; headers?: Record<string, string>; json?: unknown },
) => Promise<Answer>;

export interface LoadRequest {
  what: 'home' | 'product' | 'cart' | 'order';
  status: number;
  error?: string;
  answer?: Answer;
}

/**
 * Steady traffic like a shop's: each shopper in turn opens the home page, a product page, puts
 * the product in the cart and orders it (COD, with an Idempotency-Key), one request every
 * 1/`ratePerSecond` seconds in all. `stop()` waits for what is in flight and answers every
 * request's outcome and the ids of the orders the shop answered.
 */
export function runLoad(options: {
  call: Call;
  shoppers: Record<string, string>[];
  variantId: string;
  productPath: string;
  body: Record<string, unknown>;
  ratePerSecond: number;
}) {
  const { call, shoppers, variantId, productPath, body, ratePerSecond } = options;
  const requests: LoadRequest[] = [];
  const orders: string[] = [];
  const inFlight = new Set<Promise<void>>();
  /** Each shopper's next step, and whether one of theirs is still running. */
  const steps = shoppers.map(() => 0);
  const busy = shoppers.map(() => false);
  let expectedTotal: number | undefined;
  let turn = 0;

  const record = async (what: LoadRequest['what'], made: Promise<Answer>) => {
    try {
      const answer = await made;
      requests.push({ what, status: answer.status, answer });
      return answer;
    } catch (error) {
      requests.push({ what, status: 0, error: String(error) });
      return null;
    }
  };

  const step = async (index: number) => {
    const headers = shoppers[index]!;
    const at = steps[index]! % 4;
    steps[index]! += 1;
    if (at === 0) await record('home', call('/'));
    else if (at === 1) await record('product', call(productPath));
    else if (at === 2) {
      await record(
        'cart',
        call(`/api/cart/lines/${variantId}`, { method: 'PUT', headers, json: { quantity: 1 } }),
      );
      if (expectedTotal === undefined) {
        const preview = await call('/api/checkout/preview', {
          method: 'POST',
          headers,
          json: {
            provinceId: body.provinceId,
            wardId: body.wardId,
            deliveryMethod: body.deliveryMethod,
          },
        });
        expectedTotal = preview.body?.data?.pricing?.grandTotal as number;
      }
    } else {
      const answer = await record(
        'order',
        call('/api/order', {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          json: { ...body, expectedTotal },
        }),
      );
      if (answer?.status === 201) orders.push(answer.body.data.id as string);
    }
  };

  const timer = setInterval(() => {
    // The next shopper who is not waiting for an answer takes the tick.
    for (let tries = 0; tries < shoppers.length; tries += 1) {
      const index = turn++ % shoppers.length;
      if (busy[index]) continue;
      busy[index] = true;
      const running = step(index).finally(() => {
        busy[index] = false;
        inFlight.delete(running);
      });
      inFlight.add(running);
      return;
    }
  }, 1000 / ratePerSecond);

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      return { requests, orders };
    },
  };
}
