// @vitest-environment node
import { ALEPAY_RESULT_GROUPS, VNPAY_RESULT_CODES } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/payments.json';
import vi from '../../locales/vi/payments.json';
import { cardReturnOf, codeMessageKey, gatewayHref, groupedCardNumber } from './payment-display';

describe('payment display', () => {
  it('has a message for every result code of both catalogues, in both languages', () => {
    const keys = [
      ...VNPAY_RESULT_CODES.map((code) => `VNPAY_${code}`),
      ...Object.keys(ALEPAY_RESULT_GROUPS).map((group) => `ALEPAY_${group}`),
    ];
    for (const dict of [vi, en]) {
      expect(Object.keys(dict.code).sort()).toEqual([...keys].sort());
    }
  });

  it("keys a code's message by its gateway's catalogue, none before the gateway answered", () => {
    expect(codeMessageKey({ gateway: 'VNPAY', resultCode: '24' })).toBe('payments:code.VNPAY_24');
    expect(codeMessageKey({ gateway: 'VNPAY', resultCode: '42' })).toBe('payments:code.VNPAY_99');
    expect(codeMessageKey({ gateway: 'ALEPAY', resultCode: '135' })).toBe(
      'payments:code.ALEPAY_DECLINED',
    );
    expect(codeMessageKey({ gateway: 'ALEPAY', resultCode: null })).toBeNull();
  });

  it('sends a browser only to an http(s) gateway page', () => {
    expect(gatewayHref('https://sandbox.vnpayment.vn/pay?x=1')).toBe(
      'https://sandbox.vnpayment.vn/pay?x=1',
    );
    expect(gatewayHref('javascript:alert(1)')).toBeNull();
    expect(gatewayHref('/relative')).toBeNull();
    expect(gatewayHref(null)).toBeNull();
  });

  it('shows a kept card number in groups of four', () => {
    expect(groupedCardNumber('970419******2198')).toBe('9704 19•• •••• 2198');
  });

  it("reads the card gateway's way back: linked, or failed with its code's group", () => {
    const at = (query: string) => cardReturnOf(new URL(`http://x/profile/payment${query}`));
    expect(at('?card=linked')).toEqual({ kind: 'linked' });
    expect(at('?card=failed&code=171')).toEqual({
      kind: 'failed',
      code: '171',
      messageKey: 'payments:code.ALEPAY_CARD_LINKED',
    });
    expect(at('?card=failed&code=<b>')).toEqual({
      kind: 'failed',
      code: null,
      messageKey: 'payments:code.ALEPAY_UNKNOWN',
    });
    expect(at('')).toBeNull();
  });
});
