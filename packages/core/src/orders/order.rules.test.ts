import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_TABS,
  TAB_STATUS,
  canTransition,
  formatOrderNumber,
  isFinal,
  nextStatuses,
  paymentStatusAfter,
  restocks,
} from './order.rules.ts';

describe('the order state machine', () => {
  it('lets the shop move new → processing → delivering → done', () => {
    expect(nextStatuses('new', 'OPERATOR')).toEqual(['processing', 'rejected']);
    expect(nextStatuses('processing', 'OPERATOR')).toEqual(['delivering', 'rejected']);
    expect(nextStatuses('delivering', 'OPERATOR')).toEqual(['done']);
    expect(nextStatuses('done', 'OPERATOR')).toEqual([]);
  });

  it('lets the shopper cancel only while new or processing', () => {
    for (const status of ORDER_STATUSES) {
      expect(canTransition(status, 'cancel', 'CUSTOMER'), status).toBe(
        status === 'new' || status === 'processing',
      );
      expect(canTransition(status, 'cancel', 'OPERATOR'), status).toBe(false);
    }
  });

  it('never lets a shopper move an order forward, and ends in done, cancel or rejected', () => {
    for (const from of ORDER_STATUSES) {
      expect(nextStatuses(from, 'CUSTOMER').every((to) => to === 'cancel')).toBe(true);
    }
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['done', 'cancel', 'rejected']);
  });

  it('gives stock back on cancel and rejection only', () => {
    expect(ORDER_STATUSES.filter(restocks)).toEqual(['cancel', 'rejected']);
  });

  it('marks a COD order paid when delivered, and leaves other payments alone', () => {
    expect(paymentStatusAfter({ paymentMethod: 'COD', paymentStatus: 'unpaid' }, 'done')).toBe(
      'paid',
    );
    expect(
      paymentStatusAfter({ paymentMethod: 'COD', paymentStatus: 'unpaid' }, 'delivering'),
    ).toBe('unpaid');
    expect(paymentStatusAfter({ paymentMethod: 'ONLINE', paymentStatus: 'unpaid' }, 'done')).toBe(
      'unpaid',
    );
  });

  it('maps every tab but ALL to a status', () => {
    expect(ORDER_TABS.filter((t) => t !== 'ALL').map((t) => TAB_STATUS[t as 'NEW'])).toEqual([
      'new',
      'processing',
      'delivering',
      'done',
      'cancel',
      'rejected',
    ]);
  });

  it('numbers orders LT and eight digits, growing past them', () => {
    expect(formatOrderNumber(42)).toBe('LT00000042');
    expect(formatOrderNumber(123_456_789)).toBe('LT123456789');
  });
});
