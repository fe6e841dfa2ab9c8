import type { NotificationItem } from '@lotus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useNotificationText } from './notification-text';

function Words({ notification }: { notification: NotificationItem }) {
  const { title, detail } = useNotificationText()(notification);
  return (
    <p>
      {title}
      {detail ? ` | ${detail}` : ''}
    </p>
  );
}

const base = {
  id: '00000000-0000-4000-8000-0000000000b1',
  link: null,
  createdAt: '2026-11-23T03:05:00.000Z',
  readAt: null,
};

describe('the words of a notification', () => {
  it.each([
    ['vi', 'ORDER_STATUS', { number: 'LT1', status: 'done' }, 'Đơn hàng LT1: đã giao thành công'],
    ['en', 'ORDER_STATUS', { number: 'LT1', status: 'cancel' }, 'Order LT1 was cancelled'],
    [
      'vi',
      'PAYMENT_RESULT',
      { number: 'LT2', outcome: 'REFUNDED' },
      'Đơn hàng LT2: đã được hoàn tiền',
    ],
    ['en', 'PAYMENT_RESULT', { number: 'LT2', outcome: 'FAILED' }, 'Order LT2: payment failed'],
    [
      'vi',
      'REVIEW_MODERATED',
      { status: 'APPROVED', productNameVi: 'Áo thun', productNameEn: 'T-shirt' },
      'Đánh giá Áo thun: đã được duyệt và hiển thị',
    ],
    [
      'en',
      'REVIEW_MODERATED',
      { status: 'REJECTED', productNameVi: 'Áo thun', productNameEn: 'T-shirt', reason: 'Spam' },
      'Your review of T-shirt was not approved | Reason: Spam',
    ],
  ] as const)('%s %s', async (lang, kind, params, words) => {
    renderWithProviders(<Words notification={{ ...base, kind, params }} />, { lang });
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
