import type { Address, CheckoutPreview, SavedCard, User } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  cartLineFixture,
  cartViewFixture,
  savedCardFixture,
  unitFixture,
} from '../../../test/fixtures';
import { renderInRouter } from '../../../test/router';
import { CheckoutForm } from './checkout-form';

const USER: User = {
  id: '00000000-0000-4000-8000-0000000000e1',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: null,
};

function preview(
  paymentMethods: CheckoutPreview['paymentMethods'] = ['ONLINE', 'COD', 'THEGHINO'],
): CheckoutPreview {
  const cart = cartViewFixture([cartLineFixture({ price: 200_000, quantity: 2 })]);
  return {
    ...cart,
    pricing: { ...cart.pricing, baseShippingFee: 40_000, shippingFee: 40_000, grandTotal: 440_000 },
    deliveryMethod: 'STANDARD',
    zone: 'NATIONAL',
    voucher: null,
    paymentMethods,
    shippingOptions: [{ method: 'STANDARD', baseFee: 40_000, fee: 40_000 }],
  };
}

const WORDS = {
  vi: {
    online: /Thanh toán trực tuyến \(VNPay\)/,
    card: /Thanh toán bằng thẻ đã lưu/,
    link: 'Liên kết thẻ trong trang tài khoản',
    review: 'Xem lại đơn hàng',
    visa: 'Thẻ VISA có số cuối 1111',
    master: 'Thẻ MASTERCARD có số cuối 5678',
  },
  en: {
    online: /Pay online \(VNPay\)/,
    card: /Pay with a saved card/,
    link: 'Link a card in your account',
    review: 'Review the order',
    visa: 'VISA card ending in 1111',
    master: 'MASTERCARD card ending in 5678',
  },
} as const;

const render = (
  lang: 'vi' | 'en',
  cards: SavedCard[],
  priced = preview(),
  addresses: Address[] = [],
) =>
  renderInRouter(
    <CheckoutForm
      user={USER}
      addresses={addresses}
      provinces={[unitFixture('01', 'Thành phố Hà Nội', 'Hanoi City')]}
      set="2025-07"
      preview={priced}
      validate={() => ({})}
      serverErrors={undefined}
      hidden={false}
      cards={cards}
    />,
    { lang },
  );

describe('CheckoutForm: how it is paid', () => {
  it.each(['vi', 'en'] as const)(
    'offers online payment through VNPay, cash on delivery and a saved card (%s)',
    async (lang) => {
      const w = WORDS[lang];
      render(lang, []);
      expect(await screen.findByRole('radio', { name: w.online })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /COD/ })).toBeChecked();
      expect(screen.getByRole('radio', { name: w.card })).toBeInTheDocument();
    },
  );

  it.each(['vi', 'en'] as const)(
    'without a saved card, sends the shopper to link one and cannot be sent (%s)',
    async (lang) => {
      const w = WORDS[lang];
      render(lang, []);
      await userEvent.setup().click(await screen.findByRole('radio', { name: w.card }));
      expect(screen.getByRole('link', { name: w.link })).toHaveAttribute(
        'href',
        '/profile/payment',
      );
      expect(screen.getByRole('button', { name: w.review })).toBeDisabled();
    },
  );

  it.each(['vi', 'en'] as const)(
    'with saved cards, picks the first and sends the one chosen as cardId (%s)',
    async (lang) => {
      const w = WORDS[lang];
      const visa = savedCardFixture();
      const master = savedCardFixture({ brand: 'MASTERCARD', maskedNumber: '512345******5678' });
      render(lang, [visa, master]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: w.card }));
      expect(screen.getByRole('radio', { name: new RegExp(w.visa) })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: new RegExp(w.master) }));
      const form = screen.getByRole<HTMLButtonElement>('button', { name: w.review }).form!;
      expect(new FormData(form).get('paymentMethod')).toBe('THEGHINO');
      expect(new FormData(form).get('cardId')).toBe(master.id);
      expect(screen.getByRole('button', { name: w.review })).toBeEnabled();
    },
  );

  it('offers only the ways to pay the shop takes now (a gateway switched off is left out)', async () => {
    render('en', [], preview(['COD']));
    expect(await screen.findByRole('radio', { name: /COD/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: WORDS.en.online })).toBeNull();
    expect(screen.queryByRole('radio', { name: WORDS.en.card })).toBeNull();
  });

  it('starts on the first way offered when cash on delivery is not one of them', async () => {
    render('en', [], preview(['ONLINE']));
    expect(await screen.findByRole('radio', { name: WORDS.en.online })).toBeChecked();
    const form = screen.getByRole<HTMLButtonElement>('button', { name: WORDS.en.review }).form!;
    expect(new FormData(form).get('paymentMethod')).toBe('ONLINE');
  });
});

const HANOI = { id: '01', name: 'Hà Nội', nameEn: 'Hanoi' };
const SAVED: Address = {
  id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'Minh Anh',
  lastName: 'Nguyễn',
  fullName: 'Nguyễn Minh Anh',
  phone: '0912345678',
  address: '12 Phố Huế',
  province: HANOI,
  district: null,
  ward: { id: '00004', name: 'Ba Đình', nameEn: 'Ba Dinh' },
  national: 'Việt Nam',
  set: '2025-07',
  isDefault: true,
  fullAddress: '12 Phố Huế, Ba Đình, Hà Nội',
  upgrade: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('CheckoutForm: how it travels', () => {
  it.each([
    ['vi', 'Thời gian giao: 3–5 ngày làm việc', 'Thời gian giao: 2–3 ngày làm việc'],
    ['en', 'Delivery time: 3–5 working days', 'Delivery time: 2–3 working days'],
  ] as const)(
    'says the shop’s delivery times to the chosen zone (%s)',
    async (lang, standard, express) => {
      render(lang, []);
      expect(await screen.findByText(standard)).toBeInTheDocument();
      expect(screen.getByText(express)).toBeInTheDocument();
    },
  );
});

describe('CheckoutForm: who receives it', () => {
  it.each([
    ['vi', 'Một địa chỉ khác', 'Số điện thoại', 'Tên'],
    ['en', 'Another address', 'Phone number', 'First name'],
  ] as const)(
    'keeps the recipient when the shopper picks another address (%s)',
    async (lang, another, phone, firstName) => {
      render(lang, [], preview(), [SAVED]);
      expect(await screen.findByLabelText(phone)).toHaveValue('0912345678');
      await userEvent.setup().click(screen.getByRole('radio', { name: another }));
      expect(screen.getByLabelText(phone)).toHaveValue('0912345678');
      expect(screen.getByLabelText(firstName)).toHaveValue('Minh Anh');
      expect(document.querySelector('input[name="address"]')).toHaveValue('');
    },
  );

  it.each([
    ['vi', 'Ghi chú cho đơn hàng', 'Các mục có dấu * là bắt buộc.'],
    ['en', 'Note for the order', 'Fields marked * are required.'],
  ] as const)(
    'marks the note required like every other required field (%s)',
    async (lang, note, legend) => {
      render(lang, []);
      const field = await screen.findByLabelText(note);
      expect(field).toBeRequired();
      expect(screen.getByText(legend)).toBeInTheDocument();
      // Each required field carries the same mark beside its label.
      for (const input of screen
        .getAllByRole('textbox')
        .filter((i) => i.hasAttribute('required'))) {
        const label = document.querySelector(`label[for="${input.id}"]`)!;
        expect(label.parentElement!.querySelector('[data-required-mark]')).not.toBeNull();
      }
    },
  );

  it('puts the voucher, the lines and the total before the review button (a phone reads down)', async () => {
    render('en', []);
    const review = await screen.findByRole('button', { name: WORDS.en.review });
    const total = screen.getByText(/Total/i, { selector: 'dt, span, p' });
    const voucher = screen.getByRole('textbox', { name: /voucher/i });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(voucher, review)).toBe(true);
    expect(follows(total, review)).toBe(true);
  });
});
