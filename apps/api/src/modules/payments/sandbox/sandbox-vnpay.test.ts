import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectTransport } from '../gateways/transport.ts';
import { vnpayGateway } from '../gateways/vnpay.gateway.ts';
import {
  vnpayPayUrl,
  vnpayQueryBody,
  vnpayRefundBody,
  vnpayVerify,
  vnpayVerifyResponse,
} from '../gateways/vnpay.protocol.ts';
import { sandboxVnpayUrls } from './sandbox.options.ts';
import {
  type Harness,
  hiddenValue,
  IPN_URL,
  newRef,
  pathOf,
  postForm,
  PUBLIC_URL,
  queryOf,
  REDELIVER_AFTER_MS,
  startSandbox,
  VNPAY,
} from './test/sandbox-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

const { payUrl, apiUrl } = sandboxVnpayUrls(PUBLIC_URL);
const RETURN_URL = 'http://shop.test/payment/vnpay/return';

/** A signed pay URL as the shop's adapter builds it, paying `amount` within 15 minutes. */
function payLink(txnRef: string, amount = 1_234_000, locale: 'vn' | 'en' = 'vn') {
  const now = h.clock.now();
  return vnpayPayUrl(payUrl, VNPAY.hashSecret, {
    tmnCode: VNPAY.tmnCode,
    txnRef,
    amount,
    orderInfo: `Thanh toan don hang ${txnRef}`,
    locale,
    returnUrl: RETURN_URL,
    ipAddr: '127.0.0.1',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 15 * 60_000),
  });
}

const open = (url: string) => h.app.inject({ method: 'GET', url: pathOf(url) });

/** Opens the pay page of a new reference and picks `outcome`; the redirect and the IPN sent. */
async function pay(txnRef: string, outcome: string, amount?: number) {
  const page = await open(payLink(txnRef, amount));
  const tx = hiddenValue(page.body, 'tx');
  const before = h.sent.length;
  const chosen = await postForm(h.app, '/sandbox/vnpay/pay', { tx, outcome });
  return { tx, chosen, ipns: h.sent.slice(before) };
}

const ipnQuery = (url: string) => url.slice(url.indexOf('?') + 1);

describe('the VNPay pay page', () => {
  it('shows the order and its amount for a signed pay URL', async () => {
    const page = await open(payLink(newRef()));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('SANDBOX');
    // Its own tab icon, not the browser's blank one nor the shop's.
    expect(page.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    expect(page.body).toContain('1.234.000 ₫');
    expect(page.body).toContain('data-outcome="00"');
    expect(page.body).toContain('data-outcome="24"');

    const english = await open(payLink(newRef(), 1_234_000, 'en'));
    expect(english.body).toContain('₫1,234,000');
    expect(english.body).toContain('lang="en"');
  });

  it('refuses a tampered URL with VNPay error 97 (invalid signature)', async () => {
    const tampered = payLink(newRef()).replace('vnp_Amount=123400000', 'vnp_Amount=100');
    const page = await open(tampered);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('97');
    expect(page.body).toContain('Sai chữ ký');
  });

  it('refuses the same reference with another amount', async () => {
    const ref = newRef();
    expect((await open(payLink(ref))).statusCode).toBe(200);
    expect((await open(payLink(ref))).statusCode).toBe(200);
    const other = await open(payLink(ref, 5_000));
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('01');
  });
});

describe('choosing an outcome', () => {
  it('sends a signed IPN for a success, then redirects with the same signed query', async () => {
    const ref = newRef();
    const { chosen, ipns } = await pay(ref, '00');
    expect(ipns).toHaveLength(1);
    const ipn = ipns[0]!;
    expect(ipn.url.startsWith(`${IPN_URL}?`)).toBe(true);
    const result = vnpayVerify(VNPAY.hashSecret, queryOf(ipn.url));
    expect(result).toMatchObject({
      txnRef: ref,
      amount: 1_234_000,
      responseCode: '00',
      transactionStatus: '00',
      tmnCode: VNPAY.tmnCode,
    });
    expect(result?.transactionNo).toMatch(/^\d+$/);

    expect(chosen.statusCode).toBe(303);
    const location = chosen.headers.location as string;
    expect(location).toBe(`${RETURN_URL}?${ipnQuery(ipn.url)}`);
    expect(vnpayVerify(VNPAY.hashSecret, queryOf(location))?.responseCode).toBe('00');
  });

  it('reports a cancel as 24 with transaction status 02', async () => {
    const { ipns } = await pay(newRef(), '24');
    const result = vnpayVerify(VNPAY.hashSecret, queryOf(ipns[0]!.url));
    expect(result).toMatchObject({ responseCode: '24', transactionStatus: '02' });
  });

  it('decides once: a second choice sends nothing and redirects to the first result', async () => {
    const { tx, chosen } = await pay(newRef(), '00');
    const before = h.sent.length;
    const again = await postForm(h.app, '/sandbox/vnpay/pay', { tx, outcome: '24' });
    expect(h.sent.length).toBe(before);
    expect(again.headers.location).toBe(chosen.headers.location);
  });

  it('sends the IPN again, as VNPay does, until the shop answers 00 or 02', async () => {
    // The shop's database was away: it answered 99 (not recorded), twice.
    const unknown = { status: 200, body: { RspCode: '99', Message: 'Unknown error' } };
    h.answers.get.push(unknown, unknown);
    const { ipns } = await pay(newRef(), '00');
    const sentOf = () => h.sent.filter((s) => s.url === ipns[0]!.url).length;
    await expect.poll(sentOf, { timeout: 2_000, interval: 10 }).toBe(3);
    // Confirmed at the third: no more (the schedule would allow nothing past its end anyway).
    await new Promise((resolve) => setTimeout(resolve, 2 * REDELIVER_AFTER_MS.at(-1)!));
    expect(sentOf()).toBe(3);

    // 02, already confirmed, is taken as well: sent once.
    h.answers.get.push({
      status: 200,
      body: { RspCode: '02', Message: 'Order already confirmed' },
    });
    const again = await pay(newRef(), '00');
    await new Promise((resolve) => setTimeout(resolve, 2 * REDELIVER_AFTER_MS.at(-1)!));
    expect(h.sent.filter((s) => s.url === again.ipns[0]!.url)).toHaveLength(1);
  });

  it('gives up after its last try, leaving the shop to query', async () => {
    const unknown = { status: 200, body: { RspCode: '99', Message: 'Unknown error' } };
    h.answers.get.push(unknown, unknown, unknown, unknown);
    const { ipns } = await pay(newRef(), '24');
    const sentOf = () => h.sent.filter((s) => s.url === ipns[0]!.url).length;
    await expect.poll(sentOf, { timeout: 2_000, interval: 10 }).toBe(1 + REDELIVER_AFTER_MS.length);
    await new Promise((resolve) => setTimeout(resolve, 2 * REDELIVER_AFTER_MS.at(-1)!));
    expect(sentOf()).toBe(1 + REDELIVER_AFTER_MS.length);
    h.answers.get.length = 0;
  });

  it('decides an expired request as 11 at once', async () => {
    const ref = newRef();
    const link = payLink(ref);
    h.clock.advance(16 * 60_000);
    try {
      const before = h.sent.length;
      const page = await open(link);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(RETURN_URL);
      const ipn = h.sent.slice(before);
      expect(ipn).toHaveLength(1);
      expect(vnpayVerify(VNPAY.hashSecret, queryOf(ipn[0]!.url))?.responseCode).toBe('11');
    } finally {
      h.clock.set(new Date(h.clock.now().getTime() - 16 * 60_000));
    }
  });
});

describe('the merchant API', () => {
  const call = async (body: Record<string, string>) =>
    (await h.app.inject({ method: 'POST', url: pathOf(apiUrl), payload: body })).json();

  const query = (txnRef: string) =>
    vnpayQueryBody(VNPAY.hashSecret, {
      requestId: newRef('R'),
      tmnCode: VNPAY.tmnCode,
      txnRef,
      transactionDate: h.clock.now(),
      createdAt: h.clock.now(),
      ipAddr: '127.0.0.1',
      orderInfo: `Query ${txnRef}`,
    });

  const refund = (txnRef: string, amount: number, transactionNo: string) =>
    vnpayRefundBody(VNPAY.hashSecret, {
      requestId: newRef('R'),
      tmnCode: VNPAY.tmnCode,
      txnRef,
      transactionDate: h.clock.now(),
      createdAt: h.clock.now(),
      ipAddr: '127.0.0.1',
      orderInfo: `Refund ${txnRef}`,
      amount,
      transactionNo,
      transactionType: '02',
      createdBy: 'lotus',
    });

  it('answers querydr with a signed report: open, then paid', async () => {
    const ref = newRef();
    await open(payLink(ref));
    const pending = vnpayVerifyResponse(VNPAY.hashSecret, 'querydr', await call(query(ref)));
    expect(pending).toMatchObject({ vnp_ResponseCode: '00', vnp_TransactionStatus: '01' });

    const tx = hiddenValue((await open(payLink(ref))).body, 'tx');
    await postForm(h.app, '/sandbox/vnpay/pay', { tx, outcome: '00' });
    const paid = vnpayVerifyResponse(VNPAY.hashSecret, 'querydr', await call(query(ref)));
    expect(paid).toMatchObject({
      vnp_ResponseCode: '00',
      vnp_TxnRef: ref,
      vnp_TransactionStatus: '00',
      vnp_Amount: '123400000',
    });
  });

  it('refuses a bad checksum (97) and an unknown reference (91)', async () => {
    const forged = { ...query(newRef()), vnp_OrderInfo: 'changed' };
    expect((await call(forged)).vnp_ResponseCode).toBe('97');
    expect((await call(query(newRef()))).vnp_ResponseCode).toBe('91');
  });

  it('refunds a paid transaction once, whole, and refuses more', async () => {
    const ref = newRef();
    const { ipns } = await pay(ref, '00', 500_000);
    const transactionNo = queryOf(ipns[0]!.url).vnp_TransactionNo!;
    const first = vnpayVerifyResponse(
      VNPAY.hashSecret,
      'refund',
      await call(refund(ref, 500_000, transactionNo)),
    );
    expect(first?.vnp_ResponseCode).toBe('00');
    const second = await call(refund(ref, 500_000, transactionNo));
    expect(second.vnp_ResponseCode).toBe('03');
  });

  it('refuses to refund a payment that failed (95)', async () => {
    const ref = newRef();
    const { ipns } = await pay(ref, '51');
    const transactionNo = queryOf(ipns[0]!.url).vnp_TransactionNo!;
    expect((await call(refund(ref, 1_234_000, transactionNo))).vnp_ResponseCode).toBe('95');
  });
});

describe("the shop's VNPay adapter against the sandbox", () => {
  it('pays, verifies the IPN, queries and refunds', async () => {
    const adapter = vnpayGateway(
      { ...VNPAY, payUrl, apiUrl, serverIp: '127.0.0.1' },
      injectTransport(() => h.app),
    );
    const now = h.clock.now();
    const attempt = {
      txnRef: newRef(),
      amount: 250_000,
      orderInfo: 'Don hang LT000123',
      createdAt: now,
      transactionNo: null,
    };
    const started = await adapter.start({
      ...attempt,
      lang: 'vi',
      ipAddr: '127.0.0.1',
      expiresAt: new Date(now.getTime() + 15 * 60_000),
      returnUrl: RETURN_URL,
      buyer: { name: 'A', email: 'a@example.com', phone: '0900000000' },
    });
    if (!started.ok) throw new Error('start failed');
    const tx = hiddenValue((await open(started.paymentUrl)).body, 'tx');
    const before = h.sent.length;
    await postForm(h.app, '/sandbox/vnpay/pay', { tx, outcome: '00' });
    const message = adapter.verify(queryOf(h.sent[before]!.url));
    expect(message).toMatchObject({ txnRef: attempt.txnRef, amount: 250_000, paid: true });

    const queried = await adapter.query(attempt, now);
    expect(queried).toMatchObject({ paid: true, decided: true, amount: 250_000 });
    const refunded = await adapter.refund(
      { ...attempt, transactionNo: message!.transactionNo },
      now,
    );
    expect(refunded).toEqual({ ok: true });
  });
});
