import { parse } from 'node:querystring';
import { sandboxMerchant } from '../modules/payments/gateways/gateways.ts';
import { vnpaySign, vnpaySignedData } from '../modules/payments/gateways/vnpay.protocol.ts';
import { placeOrder, testVariant } from './checkout.ts';
import { quickCustomers } from './factories.ts';
import { TEST_JWT_SECRET, type TestApp, request } from './test-app.ts';

/** The sandbox gateway's merchant keys in every test app. */
export const SANDBOX = sandboxMerchant(TEST_JWT_SECRET);

export interface Payment {
  attemptId: string;
  paymentUrl: string;
}

export interface PlacedOrder {
  id: string;
  number: string;
  grandTotal: number;
  payment: Payment | null;
}

/** A shopper with an unpaid order of 1 unit of a fresh 250,000 ₫ variant (stock 5), ONLINE. */
export async function onlineOrder(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  signedAt?: Date,
  shopper?: { email: string; headers: Record<string, string> },
) {
  const [me] = shopper ? [shopper] : await quickCustomers(t.database.db, 1, 'CUSTOMER', signedAt);
  const variant = await testVariant(t.database.db, { price: 250_000, stock: 5 });
  const order = (await placeOrder(t.url, me.headers, [{ infoId: variant.id, quantity: 1 }], {
    email: me.email,
    paymentMethod: 'ONLINE',
    ...overrides,
  })) as unknown as PlacedOrder;
  return { me: me, variant, order };
}

/** The fields of an attempt's pay URL. */
export const payFields = (payment: Payment) =>
  parse(new URL(payment.paymentUrl).search.slice(1)) as Record<string, string>;

/** The signed query of VNPay's IPN (and return) for `payment`'s attempt, as the sandbox signs it. */
export function vnpayResult(
  payment: Payment,
  overrides: Record<string, string> = {},
  secret = SANDBOX.vnpay.hashSecret,
): string {
  const pay = payFields(payment);
  const fields: Record<string, string> = {
    vnp_Amount: pay.vnp_Amount!,
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: pay.vnp_OrderInfo!,
    vnp_PayDate: '20261123120000',
    vnp_ResponseCode: '00',
    vnp_TmnCode: SANDBOX.vnpay.tmnCode,
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: pay.vnp_TxnRef!,
    ...overrides,
  };
  return `${vnpaySignedData(fields)}&vnp_SecureHash=${vnpaySign(secret, fields)}`;
}

/** Sends VNPay's IPN. */
export const sendIpn = (t: TestApp, query: string) =>
  request(t.url, `/api/payment/vnpay/ipn?${query}`);

/** The shopper's view of their order. */
export async function orderDetail(t: TestApp, id: string, headers: Record<string, string>) {
  const res = await request(t.url, `/api/order/${id}/detail/customer`, { headers });
  if (res.status !== 200) throw new Error(`order detail: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A page's hidden form field. */
function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no hidden field ${name} in the page`);
  return match[1].replace(/&#(\d+);|&amp;/g, (all, code: string | undefined) =>
    code ? String.fromCharCode(Number(code)) : '&',
  );
}

/** The test server's URL for a public URL (`http://shop.test/...` in the tests' config). */
const local = (t: TestApp, url: string) => {
  const parsed = new URL(url, t.url);
  return `${t.url}${parsed.pathname}${parsed.search}`;
};

/** A browser's GET that does not follow redirects: the status, the location and the page. */
export async function visit(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(local(t, url), { redirect: 'manual', headers });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/** A browser's form post (not following the redirect). */
async function submitForm(t: TestApp, url: string, fields: Record<string, string>) {
  const response = await fetch(local(t, url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/**
 * The shopper on the sandbox's VNPay page picks `outcome`; the sandbox sends its IPN and the
 * browser comes back through the shop's return URL. Answers where the shop sends it.
 */
export async function payOnVnpaySandbox(t: TestApp, payment: Payment, outcome = '00') {
  const page = await visit(t, payment.paymentUrl);
  if (page.status !== 200) throw new Error(`pay page: ${page.status} ${page.html}`);
  const decided = await submitForm(t, '/sandbox/vnpay/pay', {
    tx: hiddenField(page.html, 'tx'),
    outcome,
  });
  return (await visit(t, decided.location!)).location;
}

/** The shopper links `number` through the shop and the sandbox's card pages; the shop's redirect. */
export async function linkCardOnSandbox(
  t: TestApp,
  headers: Record<string, string>,
  number: string,
  expiry = '12/30',
) {
  const started = await request(t.url, '/api/payment/cards', { method: 'POST', headers });
  if (started.status !== 201) throw new Error(`link: ${JSON.stringify(started.body)}`);
  const session = new URL(started.body.data.linkUrl).searchParams.get('session')!;
  const otpPage = await submitForm(t, '/sandbox/alepay/card', {
    session,
    step: 'card',
    action: 'continue',
    cardNumber: number,
    cardName: 'NGUYEN VAN A',
    expiry,
    cvv: '123',
  });
  const linked =
    otpPage.status === 200
      ? await submitForm(t, '/sandbox/alepay/card', {
          session,
          step: 'otp',
          action: 'continue',
          card: hiddenField(otpPage.html, 'card'),
          otp: '123456',
        })
      : otpPage;
  return (await visit(t, linked.location!)).location;
}

/** The shopper confirms a card payment on the sandbox's page with the OTP and an outcome. */
export async function payOnAlepaySandbox(
  t: TestApp,
  payment: Payment,
  outcome = '000',
  otp = '123456',
) {
  const page = await visit(t, payment.paymentUrl);
  if (page.status !== 200) throw new Error(`card pay page: ${page.status} ${page.html}`);
  const decided = await submitForm(t, '/sandbox/alepay/pay', {
    tx: hiddenField(page.html, 'tx'),
    otp,
    outcome,
  });
  if (!decided.location) return { page: decided.html, location: null };
  return { page: decided.html, location: (await visit(t, decided.location)).location };
}
