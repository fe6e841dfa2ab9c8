// @vitest-environment node
import type { MyVoucher } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { notStarted, usedUp, voucherValue, walletOrder } from './voucher-display';

const voucher = (code: string, state: MyVoucher['state'], endsAt: string): MyVoucher => ({
  id: `00000000-0000-4000-8000-0000000000${code.length.toString().padStart(2, '0')}`,
  code,
  name: code,
  description: '',
  type: 'FIXED',
  value: 50_000,
  maxDiscount: null,
  minSubtotal: 0,
  restricted: false,
  isPublic: true,
  startsAt: '2026-11-22T03:00:00.000Z',
  endsAt,
  usesLeft: null,
  perCustomerLimit: 1,
  used: 0,
  state,
});

describe('voucher display', () => {
  it("reads a voucher's figure: a percentage, đồng off, or đồng off each item", () => {
    expect(voucherValue({ type: 'PERCENT', value: 10 })).toEqual({ kind: 'percent', percent: 10 });
    expect(voucherValue({ type: 'FIXED', value: 50_000 })).toEqual({
      kind: 'money',
      amount: 50_000,
      perItem: false,
    });
    expect(voucherValue({ type: 'QUANTITY', value: 20_000 })).toEqual({
      kind: 'money',
      amount: 20_000,
      perItem: true,
    });
  });

  it('puts the usable vouchers of a wallet first, the soonest ending first', () => {
    const order = walletOrder([
      voucher('EXPIRED', 'EXPIRED', '2026-11-01T00:00:00.000Z'),
      voucher('LATER', 'USABLE', '2027-01-01T00:00:00.000Z'),
      voucher('SOON', 'USABLE', '2026-12-01T00:00:00.000Z'),
      voucher('COMING', 'NOT_STARTED', '2027-02-01T00:00:00.000Z'),
      voucher('MINE', 'ALREADY_USED', '2027-01-01T00:00:00.000Z'),
    ]);
    expect(order.map((v) => v.code)).toEqual(['SOON', 'LATER', 'COMING', 'MINE', 'EXPIRED']);
  });

  it('tells a voucher not started yet and one nobody can use any more', () => {
    const now = Date.parse('2026-11-23T00:00:00.000Z');
    expect(notStarted({ startsAt: '2026-11-24T00:00:00.000Z' }, now)).toBe(true);
    expect(notStarted({ startsAt: '2026-11-22T00:00:00.000Z' }, now)).toBe(false);
    expect(usedUp({ usesLeft: 0 })).toBe(true);
    expect(usedUp({ usesLeft: null })).toBe(false);
  });
});
