import type { ProductDetail } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/router';
import { makeStore } from '../../../store/store';
import { PurchasePanel } from './purchase-panel';

const ids = {
  whiteS: '00000000-0000-4000-8000-0000000000a1',
  whiteM: '00000000-0000-4000-8000-0000000000a2',
  blackS: '00000000-0000-4000-8000-0000000000a3',
  blackM: '00000000-0000-4000-8000-0000000000a4',
};

function shirt(): ProductDetail {
  return {
    ...productFixture({
      name: 'Áo thun Lotus',
      colours: ['white', 'black'],
      sizes: ['S', 'M', 'L'],
    }),
    description: '',
    providerName: null,
    soldCount: 0,
    breadcrumb: [],
    images: [],
    specifications: [],
    variants: [
      { id: ids.whiteS, sku: 'W-S', colour: 'white', size: 'S', stock: 0 },
      { id: ids.whiteM, sku: 'W-M', colour: 'white', size: 'M', stock: 3 },
      { id: ids.blackS, sku: 'B-S', colour: 'black', size: 'S', stock: 2 },
      { id: ids.blackM, sku: 'B-M', colour: 'black', size: 'M', stock: 0 },
    ],
  };
}

const options = (lang: 'vi' | 'en') => ({
  colours: [
    { code: 'white' as const, name: lang === 'vi' ? 'Trắng' : 'White', hex: '#fff' },
    { code: 'black' as const, name: lang === 'vi' ? 'Đen' : 'Black', hex: '#000' },
  ],
  sizes: ['S', 'M', 'L'],
});

async function renderPanel(lang: 'vi' | 'en' = 'vi', store = makeStore({ language: lang })) {
  const result = renderInRouter(<PurchasePanel product={shirt()} options={options(lang)} />, {
    lang,
    store,
  });
  await screen.findByRole('spinbutton');
  return { ...result, user: userEvent.setup() };
}

const MESSAGES = {
  vi: {
    tooMany: 'Bạn không thể chọn nhiều hơn số lượng sản phẩm còn trong kho. Vui lòng chọn lại!',
    zero: 'Số lượng phải lớn hơn 0.',
    added: 'Đã thêm sản phẩm vào giỏ hàng.',
    quantity: 'Số lượng',
    add: 'Thêm vào giỏ hàng',
  },
  en: {
    tooMany: 'You cannot select more than quantity of products in stock. Please choose it again !',
    zero: 'The quantity must be at least 1.',
    added: 'Added to your cart.',
    quantity: 'Quantity',
    add: 'Add to cart',
  },
};

describe('PurchasePanel', () => {
  it('starts on the first variant in stock and marks what is sold out or not made', async () => {
    await renderPanel('en');
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByText('3 left in stock')).toBeInTheDocument();
    // With M chosen: black M is sold out; size S of white is sold out; L is not made at all.
    expect(screen.getByRole('radio', { name: 'Black, sold out' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'S, sold out' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'L, not available' })).toBeDisabled();
  });

  it('follows the colour: black has S in stock and M sold out', async () => {
    const { user } = await renderPanel('en');
    await user.click(screen.getByRole('radio', { name: 'Black, sold out' }));
    expect(screen.getByRole('radio', { name: 'M, sold out' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Sold out/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByText('2 left in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it.each(['vi', 'en'] as const)(
    'refuses 0 and more than the stock with the spec messages (%s)',
    async (lang) => {
      const { user } = await renderPanel(lang);
      const field = screen.getByRole('spinbutton', { name: MESSAGES[lang].quantity });
      await user.clear(field);
      await user.type(field, '4');
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[lang].tooMany);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await user.clear(field);
      await user.type(field, '0');
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[lang].zero);
      await user.clear(field);
      await user.type(field, '3');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('keeps the steppers between 1 and the stock', async () => {
    const { user } = await renderPanel('en');
    const field = screen.getByRole('spinbutton');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it.each(['vi', 'en'] as const)(
    'adds the variant to the local cart; the same variant again raises its quantity (%s)',
    async (lang) => {
      const store = makeStore({ language: lang });
      const { user } = await renderPanel(lang, store);
      const field = screen.getByRole('spinbutton');
      await user.clear(field);
      await user.type(field, '2');
      await user.click(screen.getByRole('button', { name: MESSAGES[lang].add }));
      expect(store.getState().product.carts).toEqual([
        { infoId: ids.whiteM, quantity: 2, isOrder: false },
      ]);
      expect(store.getState().common.notifications.at(-1)).toMatchObject({
        type: 'success',
        message: 'catalog:notify.AddProductSuccess',
      });
      await user.clear(field);
      await user.type(field, '1');
      await user.click(screen.getByRole('button', { name: MESSAGES[lang].add }));
      expect(store.getState().product.carts).toEqual([
        { infoId: ids.whiteM, quantity: 3, isOrder: false },
      ]);
      expect(store.getState().product.totalCart).toBe(1);
      // 3 in the cart and 3 in stock: one more is refused with the spec's message.
      await user.click(screen.getByRole('button', { name: MESSAGES[lang].add }));
      expect(store.getState().product.carts[0]!.quantity).toBe(3);
      expect(store.getState().common.notifications.at(-1)).toMatchObject({
        type: 'warning',
        message: 'catalog:notify.NotAllowAddMoreThanStock',
      });
    },
  );
});
