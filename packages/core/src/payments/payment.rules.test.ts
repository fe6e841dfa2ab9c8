import { describe, expect, it } from 'vitest';
import {
  ALEPAY_RESULT_CODES,
  alepayGroup,
  canPayAgain,
  paymentWindowEnd,
  unpaidGiveUpAt,
  gatewayOf,
  maskCardNumber,
  paymentOutcome,
  plainOrderInfo,
  refundsOnMove,
  resultMessageKey,
} from './payment.rules.ts';

describe('gateways and result codes', () => {
  it('sends ONLINE through VNPay, THEGHINO through Alepay, COD through none', () => {
    expect([gatewayOf('ONLINE'), gatewayOf('THEGHINO'), gatewayOf('COD')]).toEqual([
      'VNPAY',
      'ALEPAY',
      null,
    ]);
  });

  it('names a message for every code, an unknown one as the catalogue’s other error', () => {
    expect(resultMessageKey('VNPAY', '24')).toBe('VNPAY_24');
    expect(resultMessageKey('VNPAY', '42')).toBe('VNPAY_99');
    expect(resultMessageKey('ALEPAY', '229')).toBe('ALEPAY_CARD_EXPIRED');
    expect(resultMessageKey('ALEPAY', '170')).toBe('ALEPAY_OTP_BLOCKED');
    expect(resultMessageKey('ALEPAY', '4242')).toBe('ALEPAY_UNKNOWN');
  });

  it('puts each Alepay code in exactly one group', () => {
    expect(new Set(ALEPAY_RESULT_CODES).size).toBe(ALEPAY_RESULT_CODES.length);
    expect(alepayGroup('000')).toBe('SUCCESS');
    expect(alepayGroup('135')).toBe('DECLINED');
  });
});

describe('paymentOutcome (spec section 4)', () => {
  const of = (
    status: Parameters<typeof paymentOutcome>[0]['status'],
    resultCode: string | null,
    gateway: 'VNPAY' | 'ALEPAY' = 'VNPAY',
  ) => paymentOutcome({ gateway, status, resultCode });

  it('reads paid, owed back and refunded money as a success of the payment', () => {
    expect(of('PAID', '00')).toBe('SUCCESS');
    expect(of('REFUND_DUE', '00')).toBe('SUCCESS');
    expect(of('REFUNDED', '000', 'ALEPAY')).toBe('SUCCESS');
  });

  it('tells a shopper’s cancel from a failure', () => {
    expect(of('FAILED', '24')).toBe('CANCELLED');
    expect(of('FAILED', '177', 'ALEPAY')).toBe('CANCELLED');
    expect(of('FAILED', '51')).toBe('FAIL');
    expect(of('EXPIRED', '11')).toBe('FAIL');
  });

  it('shows a pending attempt as being processed, or waiting for a confirmation', () => {
    expect(of('PENDING', null)).toBe('PROCESSING');
    expect(of('PENDING', '155', 'ALEPAY')).toBe('WAITING_BUYER_CONFIRM_INSTALLMENT');
    expect(of('PENDING', '150', 'ALEPAY')).toBe('WAITING_MERCHANT_CONFIRM');
  });
});

describe('what an order allows', () => {
  it('pays again only an unpaid new order through a gateway', () => {
    const order = { paymentMethod: 'ONLINE', paymentStatus: 'unpaid', status: 'new' } as const;
    expect(canPayAgain(order)).toBe(true);
    expect(canPayAgain({ ...order, paymentMethod: 'THEGHINO' })).toBe(true);
    expect(canPayAgain({ ...order, paymentMethod: 'COD' })).toBe(false);
    expect(canPayAgain({ ...order, paymentStatus: 'paid' })).toBe(false);
    expect(canPayAgain({ ...order, status: 'cancel' })).toBe(false);
    expect(canPayAgain({ ...order, status: 'processing' })).toBe(false);
  });

  it('owes the money back when a paid gateway order is cancelled or rejected', () => {
    const paid = { paymentMethod: 'ONLINE', paymentStatus: 'paid' } as const;
    expect(refundsOnMove(paid, 'cancel')).toBe(true);
    expect(refundsOnMove(paid, 'rejected')).toBe(true);
    expect(refundsOnMove(paid, 'delivering')).toBe(false);
    expect(refundsOnMove({ ...paid, paymentStatus: 'unpaid' }, 'cancel')).toBe(false);
    expect(refundsOnMove({ paymentMethod: 'COD', paymentStatus: 'paid' }, 'rejected')).toBe(false);
  });
});

describe('the payment window', () => {
  const placed = new Date('2026-11-23T10:00:00Z');

  it('closes 15 minutes after it opens', () => {
    expect(paymentWindowEnd(placed)).toEqual(new Date('2026-11-23T10:15:00Z'));
  });

  it('gives an unpaid order up a minute after its last window closes', () => {
    expect(unpaidGiveUpAt(placed, [])).toEqual(new Date('2026-11-23T10:16:00Z'));
    const payAgain = new Date('2026-11-23T10:25:00Z');
    expect(unpaidGiveUpAt(placed, [new Date('2026-11-23T10:15:00Z'), payAgain])).toEqual(
      new Date('2026-11-23T10:26:00Z'),
    );
  });
});

describe('what goes to a gateway', () => {
  it('writes order info without diacritics or special characters', () => {
    expect(plainOrderInfo('Thanh toán đơn hàng LT00000123 — Đặng!')).toBe(
      'Thanh toan don hang LT00000123 Dang',
    );
  });

  it('masks a card as its first 6 and last 4 digits', () => {
    expect(maskCardNumber('970419', '2198')).toBe('970419******2198');
  });
});
