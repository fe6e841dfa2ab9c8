import { authContract, paymentContract, type PaymentResult } from '@lotus/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentResultFixture } from '../test/fixtures';
import { fakeApi, ok, on } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import CheckoutPay, { loader } from './checkout.pay';

const ATTEMPT = '00000000-0000-4000-8000-0000000000f1';
const PAY_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=1';

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

const load = (attempt: PaymentResult) =>
  Promise.resolve(
    loader({
      request: new Request(`http://x/checkout/pay/${ATTEMPT}`),
      params: { attemptId: ATTEMPT },
      context: {
        lang: 'vi',
        requestId: 't',
        api: fakeApi(me, on(paymentContract.attempt, ok(attempt))),
      },
    } as never),
  ).catch((e: unknown) => e);

const waiting = paymentResultFixture({ id: ATTEMPT, paymentUrl: PAY_URL });

describe('countdown to the gateway: loader', () => {
  it('loads an attempt waiting for the shopper, with the page to send them to', async () => {
    expect(await load(waiting)).toEqual({ attempt: waiting, href: PAY_URL });
  });

  it.each([
    ['settled', { status: 'PAID', outcome: 'SUCCESS', resultCode: '00' }],
    ['without a gateway page', { paymentUrl: null }],
    ['with a page no browser should go to', { paymentUrl: 'javascript:alert(1)' }],
  ] as const)('sends an attempt %s to its result', async (_, change) => {
    const answer = (await load({ ...waiting, ...change })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/checkout/result/${ATTEMPT}`);
  });
});

describe('countdown to the gateway: page', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  const render = (lang: 'vi' | 'en') =>
    renderInRouter(
      <CheckoutPay
        {...({ loaderData: { attempt: waiting, href: PAY_URL } } as unknown as Parameters<
          typeof CheckoutPay
        >[0])}
      />,
      { lang },
    );

  it.each([
    ['vi', 'Thanh toán ngay', '440.000 ₫', 'Tự động chuyển sau 5 giây…', 'Dừng tự động chuyển'],
    ['en', 'Pay now', '₫440,000', 'Taking you there in 5 s…', 'Stop the automatic redirect'],
  ] as const)(
    'shows the order, the amount and the gateway, then goes there after 5 s (%s)',
    async (lang, payNow, amount, countdown, stay) => {
      const assign = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({
        ...window.location,
        assign,
      });
      vi.useFakeTimers({
        toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      });
      render(lang);
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.getByTestId('order-number')).toHaveTextContent('LT00000042');
      expect(screen.getByTestId('payment-amount')).toHaveTextContent(amount);
      expect(screen.getAllByText(/VNPay/).length).toBeGreaterThan(0);
      expect(screen.getByRole('link', { name: payNow })).toHaveAttribute('href', PAY_URL);
      expect(screen.getByRole('timer')).toHaveTextContent(countdown);
      await act(() => vi.advanceTimersByTimeAsync(300));
      // Announced once, politely: not every second.
      const status = screen.getByRole('status');
      const said = status.textContent;
      expect(said).toMatch(/5/);
      expect(screen.getByRole('button', { name: stay })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(status.textContent).toBe(said);
      expect(assign).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(assign).toHaveBeenCalledWith(PAY_URL);
    },
  );

  it('stops the countdown when the shopper asks, leaving "pay now"', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    });
    render('en');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Stop the automatic redirect' }));
    expect(screen.getByRole('timer')).toHaveTextContent('The automatic redirect is stopped.');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('does not count down again when the shopper comes back from the gateway', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    });
    sessionStorage.setItem(`lotus:payment-sent:${ATTEMPT}`, '1');
    render('en');
    expect(
      await screen.findByText(/The automatic redirect is stopped/, { selector: '[role=timer]' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(assign).not.toHaveBeenCalled();
  });
});
