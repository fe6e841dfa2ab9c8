import type { CheckoutPreview } from '@lotus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartLineFixture, cartViewFixture, savedCardFixture } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/router';
import { OrderConfirmation } from './order-confirmation';

function preview(grandTotal: number): CheckoutPreview {
  const cart = cartViewFixture([cartLineFixture({ price: 200_000, quantity: 2 })]);
  return {
    ...cart,
    pricing: { ...cart.pricing, baseShippingFee: 40_000, shippingFee: 40_000, grandTotal },
    deliveryMethod: 'STANDARD',
    zone: 'NATIONAL',
    voucher: null,
    paymentMethods: ['ONLINE', 'COD', 'THEGHINO'],
    shippingOptions: [{ method: 'STANDARD', baseFee: 40_000, fee: 40_000 }],
  };
}

const VALUES = {
  firstName: 'Minh Anh',
  lastName: 'Nguyễn',
  email: 'lan@example.vn',
  phone: '0912345678',
  address: '12 Lý Thường Kiệt',
  placeLabel: 'Phường Ba Đình, Thành phố Hà Nội',
  national: 'Việt Nam',
  deliveryMethod: 'STANDARD',
  paymentMethod: 'COD',
  note: 'Gọi trước',
};

const WORDS = {
  vi: {
    changed:
      'Giá của các sản phẩm trong giỏ hàng đã thay đổi. Tổng mới là 470.000 ₫ (trước đó 440.000 ₫). Kiểm tra lại rồi đặt hàng nếu bạn đồng ý.',
    place: 'Đặt hàng · 470.000 ₫',
    cod: 'Thanh toán khi nhận hàng (COD)',
  },
  en: {
    changed:
      'The prices of the items in your cart have changed. The new total is ₫470,000 (it was ₫440,000). Check it, then place the order if you agree.',
    place: 'Place order · ₫470,000',
    cod: 'Cash on delivery (COD)',
  },
} as const;

describe('OrderConfirmation', () => {
  it.each(['vi', 'en'] as const)(
    'shows PriceOfItemsChanged with the new total before the shopper confirms (%s)',
    async (lang) => {
      const w = WORDS[lang];
      renderInRouter(
        <OrderConfirmation
          values={VALUES}
          preview={preview(470_000)}
          idempotencyKey="c0ffee00-0000-4000-8000-000000000001"
          changedFrom={440_000}
          onEdit={() => undefined}
        />,
        { lang },
      );
      expect(await screen.findByText(w.changed)).toBeInTheDocument();
      expect(screen.getByText(w.cod)).toBeInTheDocument();
      const place = screen.getByRole('button', { name: w.place });
      const form = place.closest('form')!;
      expect(new FormData(form).get('expectedTotal')).toBe('470000');
      expect(new FormData(form).get('idempotencyKey')).toBe('c0ffee00-0000-4000-8000-000000000001');
      expect(new FormData(form).get('intent')).toBe('place');
    },
  );
});

describe('OrderConfirmation: the way to pay', () => {
  it.each([
    [
      'vi',
      'Thanh toán bằng thẻ đã lưu',
      'Thẻ VISA có số cuối 1111',
      'Sau khi đặt hàng, bạn sẽ được chuyển đến cổng thanh toán Alepay để thanh toán.',
    ],
    [
      'en',
      'Pay with a saved card',
      'VISA card ending in 1111',
      'After you place the order, you are taken to the Alepay payment gateway to pay.',
    ],
  ] as const)(
    'shows the saved card chosen and the gateway that comes next (%s)',
    async (lang, method, card, next) => {
      const saved = savedCardFixture();
      renderInRouter(
        <OrderConfirmation
          values={{ ...VALUES, paymentMethod: 'THEGHINO', cardId: saved.id }}
          preview={preview(440_000)}
          idempotencyKey="c0ffee00-0000-4000-8000-000000000001"
          cards={[saved]}
          onEdit={() => undefined}
        />,
        { lang },
      );
      expect(await screen.findByText(method)).toBeInTheDocument();
      expect(screen.getByTestId('confirm-card')).toHaveTextContent(card);
      expect(screen.getByText(next)).toBeInTheDocument();
      const form = screen.getByRole('button', { name: /440/ }).closest('form')!;
      expect(new FormData(form).get('cardId')).toBe(saved.id);
    },
  );
});
