import type { MyVoucher, VoucherCheck } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi as mock } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { VoucherField } from './voucher-field';

const WALLET: MyVoucher[] = [
  {
    id: '00000000-0000-4000-8000-0000000000b1',
    code: 'GIAM50K',
    name: 'Giảm 50.000 ₫ cho đơn từ 500.000 ₫',
    description: 'Giảm 50.000 ₫ cho đơn từ 500.000 ₫',
    type: 'FIXED',
    value: 50_000,
    maxDiscount: null,
    minSubtotal: 500_000,
    restricted: false,
    isPublic: true,
    startsAt: '2026-11-22T03:00:00.000Z',
    endsAt: '2027-01-22T03:00:00.000Z',
    usesLeft: 1000,
    perCustomerLimit: 2,
    used: 0,
    state: 'USABLE',
  },
];

const WORDS = {
  vi: {
    field: 'Nhập mã giảm giá',
    apply: 'Áp dụng',
    invalid: 'Mã giảm giá chỉ gồm chữ cái không dấu, chữ số, dấu gạch ngang và gạch dưới.',
    below: 'Đơn hàng chưa đạt giá trị tối thiểu 500.000 ₫ để dùng mã giảm giá này.',
    used: 'Bạn đã dùng hết lượt của mã giảm giá này.',
    applied: 'Đã áp dụng mã GIAM50K: giảm 50.000 ₫',
    pick: 'Dùng mã GIAM50K',
    remove: 'Bỏ mã GIAM50K',
  },
  en: {
    field: 'Enter a voucher code',
    apply: 'Apply',
    invalid: 'A voucher code has only unaccented letters, digits, hyphens and underscores.',
    below: 'Your order does not reach the ₫500,000 this voucher needs.',
    used: 'You have already used this voucher as many times as allowed.',
    applied: 'Voucher GIAM50K applied: ₫50,000 off',
    pick: 'Use voucher GIAM50K',
    remove: 'Remove voucher GIAM50K',
  },
} as const;

/**
 * The field as the checkout form holds it: the code asked for, and the server's verdict on it
 * (`answer` stands for the preview the code brings).
 */
function Harness({ answer }: { answer: (code: string) => VoucherCheck }) {
  const [code, setCode] = useState<string | null>(null);
  return (
    <VoucherField
      code={code}
      verdict={code ? answer(code) : null}
      pending={false}
      wallet={WALLET}
      minimums={{ GIAM50K: 500_000 }}
      onApply={setCode}
      onRemove={() => setCode(null)}
    />
  );
}

const verdict = (code: string, over: Partial<VoucherCheck> = {}): VoucherCheck => ({
  code,
  applied: false,
  amount: 0,
  refusal: 'VOUCHER_NOT_FOUND',
  ...over,
});

describe('VoucherField', () => {
  it.each(['vi', 'en'] as const)(
    "checks a typed code with core's schema, then says why the server refused it (%s)",
    async (lang) => {
      const w = WORDS[lang];
      const asked = mock.fn((code: string) =>
        code === 'GIAM50K'
          ? verdict(code, { refusal: 'VOUCHER_BELOW_MINIMUM' })
          : verdict(code, { refusal: 'VOUCHER_ALREADY_USED' }),
      );
      renderWithProviders(<Harness answer={asked} />, { lang });
      const user = userEvent.setup();
      const field = screen.getByLabelText(w.field);

      await user.type(field, 'mã!');
      await user.click(screen.getByRole('button', { name: w.apply }));
      expect(await screen.findByRole('alert')).toHaveTextContent(w.invalid);
      expect(asked).not.toHaveBeenCalled();

      // Typed in lower case, asked in upper case; Enter applies too.
      await user.clear(field);
      await user.type(field, 'lotus10{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(w.used);
      expect(asked).toHaveBeenLastCalledWith('LOTUS10');

      // Below the minimum names it, from what the shopper's vouchers say.
      await user.clear(field);
      await user.type(field, 'giam50k');
      await user.click(screen.getByRole('button', { name: w.apply }));
      expect(await screen.findByRole('alert')).toHaveTextContent(w.below);
    },
  );

  it.each(['vi', 'en'] as const)(
    'applies a voucher picked from the wallet, shows what it takes off, and removes it (%s)',
    async (lang) => {
      const w = WORDS[lang];
      renderWithProviders(
        <Harness
          answer={(code) => verdict(code, { applied: true, amount: 50_000, refusal: null })}
        />,
        { lang },
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: w.pick }));
      expect(await screen.findByRole('status')).toHaveTextContent(w.applied);
      // One voucher per order: the applied one is not offered again.
      expect(screen.queryByRole('button', { name: w.pick })).toBeNull();

      await user.click(screen.getByRole('button', { name: w.remove }));
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByLabelText(w.field)).toHaveValue('GIAM50K');
    },
  );
});
