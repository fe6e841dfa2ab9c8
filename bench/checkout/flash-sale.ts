/**
 * The flash sale of `npm run bench:checkout` (issue 11): `quota` units of one product, sold at a
 * flash price to more buyers than units, `concurrency` at a time, through the production API,
 * next to pgbench's single-statement hot-row rate on the same database (research A3b).
 *
 * The sale is created by the back office's API with an ADMIN token the bench signs; every buyer
 * holds a server cart of that product (quantity 1), previews it (the total the shopper sees, at
 * the flash price) and then submits once, with its own Idempotency-Key and that total.
 */
import { randomUUID } from 'node:crypto';
import {
  type CheckoutPreview,
  IDEMPOTENCY_KEY_HEADER,
  type PortalFlashSale,
  type ProductFlashSale,
  checkoutContract,
  offerContract,
  portalOfferContract,
} from '@lotus/core';
import { loadVnAdmin } from '@lotus/db';
import { createAccessTokens } from '../../apps/api/src/lib/access-tokens.ts';
import { hotRowRate } from '../lib/hot-row.ts';
import { backendCpu, backends, cpuOf, quantile } from '../lib/measure.ts';
import { checkFlashSale, prepareFlashSale } from './flash-sale-data.ts';
import { type Timeline, whereTimeGoes } from './flash-timeline.ts';

export interface FlashOptions {
  dbUrl: string;
  /** The database's name (to find its PostgreSQL backends). */
  database: string;
  port: number;
  jwtSecret: string;
  /** Buyers prepared (each submits once); more than `quota`, so the sale sells out. */
  buyers: number;
  /** Buyers submitting at the same time. */
  concurrency: number;
  quota: number;
  /** The product's stock before the sale (more than the quota). */
  stock: number;
  perCustomerLimit: number;
  /** pgbench clients for the hot-row anchor: the server's pool, what PostgreSQL sees of it. */
  pgbenchClients: number;
  pgbenchSeconds: number;
  serverPid: number;
  /** Waits until queued order mails are delivered (they would compete with pgbench). */
  drainMail: () => Promise<void>;
}

/** One answer of the API: status, body, and when it was asked and answered (ms). */
interface Answer<T> {
  status: number;
  code: string | undefined;
  data: T | undefined;
  t0: number;
  t1: number;
}

async function call<T>(
  options: FlashOptions,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const t0 = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${options.port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : null,
    });
    const answer = (await res.json()) as { code?: string; data?: T };
    return { status: res.status, code: answer.code, data: answer.data, t0, t1: performance.now() };
  } catch {
    return { status: 0, code: 'network error', data: undefined, t0, t1: performance.now() };
  }
}

/** Runs `fn` over `items`, `workers` at a time, answers in the items' order. */
async function inParallel<T, R>(items: T[], workers: number, fn: (item: T) => Promise<R>) {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        answers[i] = await fn(items[i]!);
      }
    }),
  );
  return answers;
}

const ms = (v: number) => v.toFixed(1);

/**
 * Prepares, creates and runs the flash sale, prints its figures and checks, and answers whether
 * every check held (exact sell-out, nobody over the limit, stock, no 5xx).
 */
export async function runFlashSale(options: FlashOptions): Promise<boolean> {
  const prepared = await prepareFlashSale(options);
  const tokens = createAccessTokens(options.jwtSecret);
  const sign = (user: { id: string; email: string }, role: 'ADMIN' | 'CUSTOMER') =>
    tokens.sign({ id: user.id, role, email: user.email }, randomUUID(), new Date());
  const { current } = loadVnAdmin();
  const wardId = current.wards.find((w) => w.provinceCode === '79')!.code;
  const place = { provinceId: '79', wardId, deliveryMethod: 'STANDARD' as const };
  const orderBody = (expectedTotal: number) => ({
    firstName: 'Buyer',
    lastName: 'Flash',
    email: 'flash@example.vn',
    phone: '0912345678',
    address: '1 Đường Thử',
    ...place,
    national: 'Việt Nam',
    paymentMethod: 'COD',
    note: 'flash sale bench',
    expectedTotal,
  });
  const preview = (token: string) =>
    call<CheckoutPreview>(options, 'POST', checkoutContract.preview.path, token, place);
  const order = (token: string, expectedTotal: number) =>
    call<{ id: string; grandTotal: number }>(
      options,
      'POST',
      checkoutContract.placeOrder.path,
      token,
      orderBody(expectedTotal),
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );

  // Warm-up: shoppers of another product preview and order (not counted).
  const warm = await Promise.all(prepared.warmUp.map((u) => sign(u, 'CUSTOMER')));
  const warmed = await inParallel(warm, 50, async (token) => {
    const seen = await preview(token);
    return order(token, seen.data?.pricing.grandTotal ?? 0);
  });
  const warmFailures = warmed.filter((a) => a.status !== 201).length;

  // The sale, as the back office creates it: running now, for two hours.
  const now = Date.now();
  const created = await call<PortalFlashSale>(
    options,
    'POST',
    portalOfferContract.createFlashSale.path,
    await sign(prepared.admin, 'ADMIN'),
    {
      nameVi: 'Flash sale bench',
      nameEn: 'Bench flash sale',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 2 * 3_600_000).toISOString(),
      items: [
        {
          productId: prepared.productId,
          infoId: prepared.variantId,
          flashPrice: prepared.flashPrice,
          quota: options.quota,
          perCustomerLimit: options.perCustomerLimit,
        },
      ],
    },
  );
  const item = created.data?.items[0];
  if (created.status !== 201 || !item) {
    throw new Error(`creating the flash sale answered ${created.status} ${created.code ?? ''}`);
  }
  const shown = await call<ProductFlashSale>(
    options,
    'GET',
    offerContract.productFlashSale.path.replace(':productId', prepared.productId),
    null,
  );
  const offer = shown.data?.flashSale;
  if (offer?.flashPrice !== prepared.flashPrice || offer.left !== options.quota) {
    throw new Error(`the product page shows ${JSON.stringify(shown.data)}`);
  }

  // What each shopper sees before the rush: the flash price, and the total to confirm.
  const buyerTokens = await Promise.all(prepared.buyers.map((u) => sign(u, 'CUSTOMER')));
  const seen = await inParallel(buyerTokens, 20, preview);
  const totals = new Set(seen.map((s) => s.data?.pricing.grandTotal));
  const line = seen[0]?.data?.pricing.lines[0];
  const expectedTotal = seen[0]?.data?.pricing.grandTotal ?? 0;
  if (totals.size !== 1 || line?.unitPrice !== prepared.flashPrice) {
    throw new Error(`the previews do not show the flash price: ${JSON.stringify(line)}`);
  }

  await options.drainMail();
  const anchor = await hotRowRate(
    options.dbUrl,
    options.database,
    options.pgbenchClients,
    options.pgbenchSeconds,
  );

  // The rush: every buyer once, `concurrency` at a time.
  await fetch(`http://127.0.0.1:${options.port}/bench/timeline/start`);
  const cpuBefore = {
    server: cpuOf(options.serverPid),
    client: process.cpuUsage(),
    pg: backends(options.database),
  };
  const started = performance.now();
  const answers = await inParallel(buyerTokens, options.concurrency, (token) =>
    order(token, expectedTotal),
  );
  const timeline = (await (
    await fetch(`http://127.0.0.1:${options.port}/bench/timeline`)
  ).json()) as Timeline;
  const cpuUsed = {
    server: cpuOf(options.serverPid) - cpuBefore.server,
    client: (() => {
      const used = process.cpuUsage(cpuBefore.client);
      return (used.user + used.system) / 1000;
    })(),
    pg: backendCpu(cpuBefore.pg, backends(options.database)),
  };

  const kind = (a: Answer<unknown>) => (a.status === 201 ? '201' : `${a.status} ${a.code ?? ''}`);
  const counts: Record<string, number> = {};
  for (const a of answers) counts[kind(a)] = (counts[kind(a)] ?? 0) + 1;
  const wins = answers.filter((a) => a.status === 201).sort((a, b) => a.t1 - b.t1);
  const soldOut = answers.filter((a) => a.status === 409 && a.code === 'FLASH_SALE_SOLD_OUT');
  const last = wins[options.quota - 1];
  const sellOut = last ? (last.t1 - started) / 1000 : Number.NaN;
  const perSecond = last ? options.quota / sellOut : 0;
  const ratio = perSecond / anchor.tps;
  const latencies = (list: Answer<unknown>[]) => list.map((a) => a.t1 - a.t0).sort((a, b) => a - b);
  const winMs = latencies(wins);
  const soldOutMs = latencies(soldOut);
  const soldOutAfter = latencies(soldOut.filter((a) => last && a.t0 >= last.t1));
  const soldOutDuring = latencies(soldOut.filter((a) => !last || a.t0 < last.t1));
  const finished = Math.max(...answers.map((a) => a.t1));
  const refusalsPerSecond =
    last && soldOutAfter.length ? soldOutAfter.length / ((finished - last.t1) / 1000) : 0;

  const checks = await checkFlashSale(
    options,
    prepared,
    item.id,
    wins.map((w) => w.data!.id),
    expectedTotal,
  );
  const serverErrors = answers.filter((a) => a.status >= 500 || a.status === 0).length;
  const unexpected = answers.length - wins.length - soldOut.length;
  const failed = [
    ...checks.failed,
    ...(serverErrors ? [`${serverErrors} answers were 5xx or network errors`] : []),
    ...(unexpected ? [`${unexpected} answers were neither 201 nor 409 FLASH_SALE_SOLD_OUT`] : []),
    ...(wins.length !== options.quota
      ? [`${wins.length} answers of 201 for ${options.quota} units`]
      : []),
    ...(anchor.consistent ? [] : ['pgbench hot row: orders ≠ units taken']),
  ];

  console.log(
    `\nFlash sale: ${options.quota} units of one product (flash price ${prepared.flashPrice} ₫, list price ${prepared.price} ₫, stock ${options.stock}, limit ${options.perCustomerLimit} per customer), ${options.buyers} buyers, ${options.concurrency} at a time; anchor: pgbench fs_cte.sql (A3b) -c ${anchor.clients} -j 2, ${anchor.seconds} s, same database\n`,
  );
  console.log(
    '| pgbench hot-row TPS | purchases/s (sell-out) | ratio | sold out after | purchase p50 / p99 ms | sold-out p50 / p99 ms | sold-out p99 during / after the sell-out | refusals/s after | answers |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  console.log(
    `| ${anchor.tps.toFixed(0)} | ${perSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${sellOut.toFixed(2)} s | ${ms(quantile(winMs, 0.5))} / ${ms(quantile(winMs, 0.99))} | ${ms(quantile(soldOutMs, 0.5))} / ${ms(quantile(soldOutMs, 0.99))} | ${ms(quantile(soldOutDuring, 0.99))} (${soldOutDuring.length}) / ${ms(quantile(soldOutAfter, 0.99))} (${soldOutAfter.length}) | ${refusalsPerSecond.toFixed(0)} | ${Object.entries(
      counts,
    )
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')} |`,
  );
  const n = answers.length;
  console.log(
    `\nCPU ms per request during the rush: server ${(cpuUsed.server / n).toFixed(2)}, PostgreSQL ${(cpuUsed.pg / n).toFixed(2)}, load generator ${(cpuUsed.client / n).toFixed(2)}; PostgreSQL ms per pgbench purchase ${anchor.pgCpu.toFixed(2)} (pgbench mean latency ${anchor.latency.toFixed(2)} ms)`,
  );
  console.log(
    `checks: ${checks.summary}; 5xx or network errors: ${serverErrors}; warm-up orders refused: ${warmFailures}`,
  );
  console.log(
    `targets: purchases/s ≥ 0.5 × pgbench hot row: ${ratio >= 0.5 ? 'met' : 'MISSED'} (${ratio.toFixed(2)}); sold-out p99 < 50 ms: ${quantile(soldOutMs, 0.99) < 50 ? 'met' : 'MISSED'} (${ms(quantile(soldOutMs, 0.99))} ms)`,
  );
  whereTimeGoes(timeline, sellOut);
  if (failed.length) console.log(`FLASH SALE CHECKS FAILED: ${failed.join('; ')}`);
  return failed.length === 0;
}
