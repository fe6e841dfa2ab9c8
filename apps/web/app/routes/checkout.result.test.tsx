import { authContract, paymentContract, type PaymentResult } from '@lotus/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentResultFixture } from '../test/fixtures';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import CheckoutResult, { action, loader } from './checkout.result';

const ATTEMPT = '00000000-0000-4000-8000-0000000000f1';
const ORDER = '00000000-0000-4000-8000-00000000a042';

const me = on(
  authContract.me,
  ok({
    id: '00000000-0000-4000-8000-0000000000e1',
    email: 'lan@example.vn',
    role: 'CUSTOMER',
    isActive: true,
    profile: null,
  }),
);

function call<T extends (args: never) => unknown>(fn: T, request: Request, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  return Promise.resolve(
    fn({
      request,
      params: { attemptId: ATTEMPT },
      context: { lang: 'vi', requestId: 't', api },
    } as never),
  )
    .catch((e: unknown) => e)
    .then((result) => ({ result: result as any, api }));
}

const render = (lang: 'vi' | 'en', result: PaymentResult, actionData?: unknown) =>
  renderInRouter(
    <CheckoutResult
      {...({ loaderData: { result }, actionData } as unknown as Parameters<
        typeof CheckoutResult
      >[0])}
    />,
    { lang },
  );

const paid = paymentResultFixture({
  id: ATTEMPT,
  status: 'PAID',
  resultCode: '00',
  outcome: 'SUCCESS',
  transactionNo: '14422574',
  settledAt: '2026-11-23T03:05:00.000Z',
  order: { id: ORDER, status: 'new', paymentStatus: 'paid' },
});
const cancelled = paymentResultFixture({
  id: ATTEMPT,
  status: 'FAILED',
  resultCode: '24',
  outcome: 'CANCELLED',
  order: { id: ORDER, canPayAgain: true },
});
const declined = paymentResultFixture({
  id: ATTEMPT,
  gateway: 'ALEPAY',
  status: 'FAILED',
  resultCode: '135',
  outcome: 'FAIL',
  order: { id: ORDER, paymentMethod: 'THEGHINO', status: 'cancel' },
});

const WORDS = {
  vi: {
    success: 'Thanh toán thành công',
    successCode: 'Mã 00: Giao dịch thành công.',
    cancelled: 'Đã hủy thanh toán',
    cancelledCode: 'Mã 24: Bạn đã hủy giao dịch.',
    fail: 'Thanh toán không thành công',
    declinedCode: 'Mã 135: Ngân hàng phát hành thẻ đã từ chối giao dịch.',
    payAgain: 'Thanh toán lại',
    view: 'Xem đơn hàng',
    paidBadge: 'Đã thanh toán',
    total: '440.000 ₫',
    notAllowed: 'Đơn hàng này không thể thanh toán (đã thanh toán, đã hủy hoặc trả khi nhận hàng).',
  },
  en: {
    success: 'Payment successful',
    successCode: 'Code 00: The transaction succeeded.',
    cancelled: 'Payment cancelled',
    cancelledCode: 'Code 24: You cancelled the transaction.',
    fail: 'Payment failed',
    declinedCode: "Code 135: The card's bank declined the transaction.",
    payAgain: 'Pay again',
    view: 'View the order',
    paidBadge: 'Paid',
    total: '₫440,000',
    notAllowed: 'This order cannot be paid (already paid, cancelled, or cash on delivery).',
  },
} as const;

describe('payment result: loader and action', () => {
  it("loads the shopper's attempt with its order; another shopper's is the 404 page", async () => {
    const { result, api } = await call(
      loader,
      new Request(`http://x/checkout/result/${ATTEMPT}`),
      me,
      on(paymentContract.attempt, ok(paid)),
    );
    expect(result).toEqual({ result: paid });
    expect(api.calls.at(-1)!.path).toBe(`/api/payment/attempt/${ATTEMPT}`);
    const missing = await call(
      loader,
      new Request(`http://x/checkout/result/${ATTEMPT}`),
      me,
      on(paymentContract.attempt, refused('PAYMENT_ATTEMPT_NOT_FOUND')),
    );
    expect(missing.result).toMatchObject({ init: { status: 404 } });
  });

  it('pays again: a new attempt and its countdown; a refusal comes back to the page', async () => {
    const post = () =>
      new Request(`http://x/checkout/result/${ATTEMPT}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'pay-again', orderId: ORDER }),
      });
    const next = '00000000-0000-4000-8000-0000000000f9';
    const again = await call(
      action,
      post(),
      on(
        paymentContract.payAgain,
        ok({ attemptId: next, paymentUrl: 'https://sandbox.vnpayment.vn/pay?ref=2' }),
      ),
    );
    expect(again.api.requests[0]).toMatchObject({ path: `/api/order/${ORDER}/pay-again` });
    expect((again.result as Response).headers.get('location')).toBe(`/checkout/pay/${next}`);
    const refusal = await call(
      action,
      post(),
      on(paymentContract.payAgain, refused('PAYMENT_NOT_ALLOWED')),
    );
    expect(refusal.result.init.status).toBe(409);
    expect(refusal.result.data).toEqual({
      ok: false,
      intent: 'pay-again',
      code: 'PAYMENT_NOT_ALLOWED',
    });
  });
});

describe('payment result: what the shopper sees', () => {
  it.each(['vi', 'en'] as const)(
    'a success, with its code, the order and no second payment (%s)',
    async (lang) => {
      const w = WORDS[lang];
      render(lang, paid);
      const outcome = await screen.findByTestId('payment-outcome');
      expect(outcome).toHaveAttribute('data-outcome', 'SUCCESS');
      expect(screen.getByRole('heading', { level: 1, name: w.success })).toBeInTheDocument();
      expect(screen.getByTestId('payment-message')).toHaveTextContent(w.successCode);
      expect(screen.getByTestId('order-number')).toHaveTextContent('LT00000042');
      expect(screen.getByTestId('order-total')).toHaveTextContent(w.total);
      expect(screen.getByText(w.paidBadge)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: w.view })).toHaveAttribute(
        'href',
        `/profile/orders/${ORDER}`,
      );
      expect(screen.queryByRole('button', { name: w.payAgain })).toBeNull();
    },
  );

  it.each(['vi', 'en'] as const)(
    'a payment the shopper cancelled (24), with pay again while the order may be paid (%s)',
    async (lang) => {
      const w = WORDS[lang];
      render(lang, cancelled, { ok: false, intent: 'pay-again', code: 'PAYMENT_NOT_ALLOWED' });
      const outcome = await screen.findByTestId('payment-outcome');
      expect(outcome).toHaveAttribute('data-outcome', 'CANCELLED');
      expect(screen.getByRole('heading', { level: 1, name: w.cancelled })).toBeInTheDocument();
      expect(screen.getByTestId('payment-message')).toHaveTextContent(w.cancelledCode);
      const button = screen.getByRole('button', { name: w.payAgain });
      const form = new FormData(button.closest('form')!);
      expect(form.get('intent')).toBe('pay-again');
      expect(form.get('orderId')).toBe(ORDER);
      expect(screen.getByRole('alert')).toHaveTextContent(w.notAllowed);
    },
  );

  it.each(['vi', 'en'] as const)(
    "a card the bank declined (Alepay 135), without pay again once the order can't be paid (%s)",
    async (lang) => {
      const w = WORDS[lang];
      render(lang, declined);
      const outcome = await screen.findByTestId('payment-outcome');
      expect(outcome).toHaveAttribute('data-outcome', 'FAIL');
      expect(screen.getByRole('heading', { level: 1, name: w.fail })).toBeInTheDocument();
      expect(screen.getByTestId('payment-message')).toHaveTextContent(w.declinedCode);
      expect(screen.queryByRole('button', { name: w.payAgain })).toBeNull();
    },
  );
});

describe('payment result: a payment still processing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again every few seconds, then gives up after about 30 s: check again, or pay again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render('en', paymentResultFixture({ id: ATTEMPT, order: { id: ORDER, canPayAgain: true } }));
    // The router loads first (findBy… would wait on the faked clock).
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'PROCESSING');
    expect(
      screen.getByText('Waiting for the result; this page updates by itself…'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull();
    for (let i = 0; i < 13; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(2_600));
    }
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the result; this page updates by itself…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  });
});
