import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEPAY_PATHS, alepayVerify } from '../gateways/alepay.protocol.ts';
import { alepayGateway } from '../gateways/alepay.gateway.ts';
import { injectTransport } from '../gateways/transport.ts';
import { sandboxAlepayUrl } from './sandbox.options.ts';
import {
  ALEPAY,
  alepayCall,
  CARD_WEBHOOK_URL,
  type Harness,
  hiddenValue,
  newRef,
  pathOf,
  postForm,
  PUBLIC_URL,
  queryOf,
  sandboxRowsText,
  startSandbox,
  WEBHOOK_URL,
} from './test/sandbox-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

const VISA = '4111111111111111';
const NCB = '9704198526191432198';
const RETURN_URL = 'http://shop.test/account/cards/linked';
const CANCEL_URL = 'http://shop.test/account/cards';
const PAY_RETURN = 'http://shop.test/payment/alepay/return';
const PAY_CANCEL = 'http://shop.test/payment/alepay/cancel';

/** The card-linking page of a new customer. */
async function linkPage(customerId = newRef('C')) {
  const answer = await alepayCall(h.app, ALEPAY_PATHS.requestProfile, {
    id: customerId,
    firstName: 'Van A',
    lastName: 'Nguyen',
    email: 'a@example.com',
    phone: '0900000000',
    returnUrl: RETURN_URL,
    cancelUrl: CANCEL_URL,
    language: 'vi',
  });
  expect(answer.code).toBe('000');
  expect(alepayVerify(ALEPAY.checksumKey, answer)).not.toBeNull();
  return { customerId, url: String(answer.url) };
}

/** Fills the card form; the answer (the OTP page, or a redirect). */
async function submitCard(url: string, card: { number: string; expiry: string }) {
  const session = queryOf(url).session!;
  const response = await postForm(h.app, '/sandbox/alepay/card', {
    session,
    step: 'card',
    action: 'continue',
    cardNumber: card.number,
    cardName: 'NGUYEN VAN A',
    expiry: card.expiry,
    cvv: '123',
  });
  return { session, response };
}

const sendOtp = (session: string, card: string, otp: string) =>
  postForm(h.app, '/sandbox/alepay/card', { session, step: 'otp', action: 'continue', card, otp });

/** Links a card through the pages; its token and the redirect. */
async function linkCard(number = VISA, expiry = '12/30') {
  const { customerId, url } = await linkPage();
  const { session, response } = await submitCard(url, { number, expiry });
  expect(response.statusCode).toBe(200);
  const linked = await sendOtp(session, hiddenValue(response.body, 'card'), '123456');
  const location = linked.headers.location as string;
  const result = alepayVerify(ALEPAY.checksumKey, queryOf(location));
  return { customerId, location, result, token: String(result?.alepayToken ?? '') };
}

/** Charges a linked card; the API's answer. */
const charge = (token: string, orderCode = newRef('O'), amount: number | string = 390_000) =>
  alepayCall(h.app, ALEPAY_PATHS.tokenPayment, {
    alepayToken: token,
    orderCode,
    amount,
    currency: 'VND',
    orderDescription: `Don hang ${orderCode}`,
    returnUrl: PAY_RETURN,
    cancelUrl: PAY_CANCEL,
    language: 'en',
    buyerName: 'Nguyen Van A',
    buyerEmail: 'a@example.com',
    buyerPhone: '0900000000',
  });

describe('the Alepay API', () => {
  it('refuses a bad signature (101) and another token key (105)', async () => {
    const forged = await alepayCall(h.app, ALEPAY_PATHS.requestProfile, { id: 'x' }, 'wrong-key');
    expect(forged.code).toBe('101');
    const otherKey = await alepayCall(h.app, ALEPAY_PATHS.cancelProfile, {
      tokenKey: 'another-merchant',
      alepayToken: 'x',
      language: 'vi',
    });
    expect(otherKey.code).toBe('105');
    expect(alepayVerify(ALEPAY.checksumKey, otherKey)).not.toBeNull();
  });
});

describe('linking a card', () => {
  it('links through the card form and the OTP: a token, a signed webhook and redirect', async () => {
    const before = h.sent.length;
    const { customerId, location, result, token } = await linkCard();
    expect(location.startsWith(`${RETURN_URL}?`)).toBe(true);
    expect(result).toMatchObject({
      customerId,
      code: '000',
      cardNumber: '411111******1111',
      cardBrand: 'VISA',
      cardExpire: '12/30',
    });
    expect(token).toMatch(/^ALE[\w-]{24}$/);
    const webhook = h.sent.slice(before).find((s) => s.url === CARD_WEBHOOK_URL);
    expect(alepayVerify(ALEPAY.checksumKey, webhook?.body)?.alepayToken).toBe(token);
  });

  it('keeps the card number out of its tables, its log and its URLs', async () => {
    const before = h.sent.length;
    const { location, token } = await linkCard(NCB, '07/30');
    await charge(token);
    const everything = [
      await sandboxRowsText(h.database),
      h.logLines.join('\n'),
      location,
      JSON.stringify(h.sent.slice(before)),
    ].join('\n');
    expect(h.logLines.join('\n')).toContain('card webhook sent');
    expect(everything).toContain('970419');
    expect(everything).not.toContain(NCB);
    expect(everything).not.toContain('8526191432');
  });

  it('shows the form again for a number that is not a card', async () => {
    const { url } = await linkPage();
    const { response } = await submitCard(url, { number: '4111111111111112', expiry: '12/30' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).not.toContain('4111111111111112');
  });

  it('ends with 170 at the third wrong OTP; an empty one is asked again, not counted', async () => {
    const { url } = await linkPage();
    const { session, response } = await submitCard(url, { number: VISA, expiry: '12/30' });
    let card = hiddenValue(response.body, 'card');
    for (const malformed of ['', '', '', '99']) {
      const again = await sendOtp(session, card, malformed);
      expect(again.statusCode, `"${malformed}"`).toBe(400);
      card = hiddenValue(again.body, 'card');
    }
    for (const attempt of [1, 2]) {
      const wrong = await sendOtp(session, card, '000000');
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
      card = hiddenValue(wrong.body, 'card');
    }
    const third = await sendOtp(session, card, '000000');
    expect(third.statusCode).toBe(303);
    const result = alepayVerify(ALEPAY.checksumKey, queryOf(third.headers.location as string));
    expect(result).toMatchObject({ code: '170', alepayToken: '' });
  });

  it('refuses an expired card with 229, and a cancel goes to the cancel URL with 177', async () => {
    const { url } = await linkPage();
    const { response } = await submitCard(url, { number: VISA, expiry: '01/26' });
    expect(queryOf(response.headers.location as string).code).toBe('229');

    const cancelled = await postForm(h.app, '/sandbox/alepay/card', {
      session: queryOf(url).session!,
      action: 'cancel',
    });
    const location = cancelled.headers.location as string;
    expect(location.startsWith(`${CANCEL_URL}?`)).toBe(true);
    expect(alepayVerify(ALEPAY.checksumKey, queryOf(location))?.code).toBe('177');
  });
});

describe('paying with a linked card', () => {
  /** Opens the checkout page of a charge; its transaction id and page. */
  async function checkout(token: string, orderCode = newRef('O')) {
    const answer = await charge(token, orderCode);
    expect(answer.code).toBe('000');
    const page = await h.app.inject({ method: 'GET', url: pathOf(String(answer.checkoutUrl)) });
    return { orderCode, answer, page, tx: hiddenValue(page.body, 'tx') };
  }

  it('pays with the OTP: signed webhook 000, redirect, query, one refund', async () => {
    const { token } = await linkCard();
    const { orderCode, answer, page, tx } = await checkout(token);
    expect(page.body).toContain('₫390,000');
    expect(page.body).toContain('411111******1111');

    const before = h.sent.length;
    const paid = await postForm(h.app, '/sandbox/alepay/pay', {
      tx,
      outcome: '000',
      otp: '123456',
    });
    expect(paid.statusCode).toBe(303);
    const location = paid.headers.location as string;
    expect(location.startsWith(`${PAY_RETURN}?`)).toBe(true);
    expect(alepayVerify(ALEPAY.checksumKey, queryOf(location))?.code).toBe('000');
    const webhook = h.sent.slice(before).find((s) => s.url === WEBHOOK_URL);
    expect(alepayVerify(ALEPAY.checksumKey, webhook?.body)).toMatchObject({
      orderCode,
      transactionCode: answer.transactionCode,
      amount: 390_000,
      code: '000',
      cardNumber: '411111******1111',
    });

    const info = await alepayCall(h.app, ALEPAY_PATHS.transactionInfo, { orderCode });
    expect(info).toMatchObject({ code: '000', status: '000', amount: 390_000 });
    const refund = { transactionCode: answer.transactionCode, refundAmount: 390_000, reason: 'r' };
    expect((await alepayCall(h.app, ALEPAY_PATHS.refund, refund)).code).toBe('000');
    expect((await alepayCall(h.app, ALEPAY_PATHS.refund, refund)).code).toBe('220');
  });

  it('sends the payment webhook again until the shop answers 2xx', async () => {
    const { token } = await linkCard();
    const { tx, orderCode } = await checkout(token);
    // The shop's database was away: not received.
    h.answers.post.push({ status: 503, body: { code: '999', message: 'Not received' } });
    await postForm(h.app, '/sandbox/alepay/pay', { tx, outcome: '000', otp: '123456' });
    const webhooks = () =>
      h.sent.filter(
        (s) =>
          s.url === WEBHOOK_URL &&
          alepayVerify(ALEPAY.checksumKey, s.body)?.orderCode === orderCode,
      );
    await expect.poll(() => webhooks().length, { timeout: 2_000, interval: 10 }).toBe(2);
    expect(webhooks()[1]!.body).toEqual(webhooks()[0]!.body);
  });

  it('ends with 170 at the third wrong OTP; an empty or mistyped one is asked again, not counted', async () => {
    const { token } = await linkCard();
    const { tx } = await checkout(token);
    const before = h.sent.length;
    const pay = (otp: string) =>
      postForm(h.app, '/sandbox/alepay/pay', { tx, outcome: '000', otp });
    for (const malformed of ['', '   ', '12345', '12a456', '1234567', '', '']) {
      const again = await pay(malformed);
      expect(again.statusCode, `"${malformed}"`).toBe(400);
      expect(again.body).toContain('The OTP has 6 digits');
    }
    for (const attempt of [1, 2]) {
      const wrong = await pay('000000');
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
      expect(wrong.body).toContain(`${3 - attempt} attempts left`);
    }
    expect((await pay('')).body).toContain('1 attempts left');
    const third = await pay('000000');
    expect(queryOf(third.headers.location as string).code).toBe('170');
    const webhooks = h.sent.slice(before);
    expect(webhooks).toHaveLength(1);
    expect(alepayVerify(ALEPAY.checksumKey, webhooks[0]!.body)?.code).toBe('170');
  });

  it('refuses to charge a card that has expired since it was linked (229)', async () => {
    const { token } = await linkCard(VISA, '03/26');
    h.clock.set(new Date('2026-04-01T00:00:00+07:00'));
    try {
      expect((await charge(token)).code).toBe('229');
    } finally {
      h.clock.set(new Date('2026-03-02T03:00:00Z'));
    }
  });

  it('refuses the same order code with another amount (120)', async () => {
    const { token } = await linkCard();
    const orderCode = newRef('O');
    const first = await charge(token, orderCode);
    expect((await charge(token, orderCode)).checkoutUrl).toBe(first.checkoutUrl);
    expect((await charge(token, orderCode, 1_000)).code).toBe('120');
    expect((await charge(token, newRef('O'), '12.5')).code).toBe('120');
  });

  it('refuses the token once the card is unlinked (182)', async () => {
    const { token } = await linkCard();
    const unlinked = await alepayCall(h.app, ALEPAY_PATHS.cancelProfile, {
      alepayToken: token,
      language: 'vi',
    });
    expect(unlinked.code).toBe('000');
    expect((await charge(token)).code).toBe('182');
  });
});

describe("the shop's Alepay adapter against the sandbox", () => {
  it('links, charges, verifies the webhook, queries, refunds and unlinks', async () => {
    const adapter = alepayGateway(
      { ...ALEPAY, baseUrl: sandboxAlepayUrl(PUBLIC_URL) },
      injectTransport(() => h.app),
    );
    const customer = {
      id: newRef('C'),
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.vn',
      phone: '0900000000',
    };
    const page = await adapter.linkPage(
      customer,
      { returnUrl: RETURN_URL, cancelUrl: CANCEL_URL },
      'en',
    );
    if (!page.ok) throw new Error('link page refused');
    const { session, response } = await submitCard(page.url, { number: VISA, expiry: '12/30' });
    const linked = await sendOtp(session, hiddenValue(response.body, 'card'), '123456');
    const card = adapter.verifyCard(queryOf(linked.headers.location as string))?.card;
    expect(card).toMatchObject({ customerId: customer.id, firstSix: '411111', lastFour: '1111' });

    const now = h.clock.now();
    const attempt = { txnRef: newRef('O'), amount: 120_000, orderInfo: 'Don hang', createdAt: now };
    const started = await adapter.start({
      ...attempt,
      lang: 'en',
      ipAddr: '127.0.0.1',
      expiresAt: now,
      returnUrl: PAY_RETURN,
      cardToken: card!.token,
      buyer: { name: 'A B', email: 'a@b.vn', phone: '0900000000' },
    });
    if (!started.ok) throw new Error('charge refused');
    const tx = queryOf(started.paymentUrl).tx!;
    const before = h.sent.length;
    await postForm(h.app, '/sandbox/alepay/pay', { tx, outcome: '000', otp: '123456' });
    const message = adapter.verify(h.sent[before]!.body);
    expect(message).toMatchObject({ txnRef: attempt.txnRef, amount: 120_000, paid: true });
    expect(await adapter.query({ ...attempt, transactionNo: null }, now)).toMatchObject({
      paid: true,
    });
    const refunded = await adapter.refund(
      { ...attempt, transactionNo: message!.transactionNo },
      now,
    );
    expect(refunded).toEqual({ ok: true });
    expect(await adapter.unlink(card!.token, 'en')).toEqual({ ok: true });
  });
});
