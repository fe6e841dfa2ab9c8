import { describe, expect, it } from 'vitest';
import { badgeCount, orderStatusNotification, paymentNotification } from './notification.rules.ts';

const order = { id: '0b9c3c2e-6f1e-4a53-9f38-1f7a3c1f0c11', userId: 'u1', number: 'LT000123' };

describe('notifications of orders and payments', () => {
  it('an order status leads to the order page, once per status', () => {
    const n = orderStatusNotification({ ...order, status: 'delivering' });
    expect(n).toEqual({
      userId: 'u1',
      kind: 'ORDER_STATUS',
      params: { number: 'LT000123', status: 'delivering' },
      link: `/profile/orders/${order.id}`,
      key: `order:${order.id}:delivering`,
    });
    expect(orderStatusNotification({ ...order, status: 'done' }).key).not.toBe(n.key);
  });

  it('a payment outcome is keyed by its attempt and outcome', () => {
    const paid = paymentNotification(order, 'a1', 'PAID');
    expect(paid.params).toEqual({ number: 'LT000123', outcome: 'PAID' });
    expect(paid.key).toBe('payment:a1:PAID');
    expect(paymentNotification(order, 'a1', 'REFUNDED').key).toBe('payment:a1:REFUNDED');
  });
});

describe('badgeCount', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i unread shows %s', (unread, shown) => {
    expect(badgeCount(unread)).toBe(shown);
  });
});
