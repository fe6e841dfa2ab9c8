import { expect, test } from '@playwright/test';
import { hydrated, useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey types and looks for, in each language. */
const WORDS = {
  vi: {
    open: /trợ lý mua sắm/i,
    panel: 'Trợ lý mua sắm',
    input: 'Tin nhắn của bạn',
    product: 'ao thun size M',
    addToCart: /^Thêm vào giỏ/,
    added: 'Đã thêm sản phẩm vào giỏ hàng',
    orders: 'don hang cua toi',
    login: 'Đăng nhập',
    close: 'Đóng trò chuyện',
  },
  en: {
    open: /shopping assistant/i,
    panel: 'Shopping assistant',
    input: 'Your message',
    product: 't-shirt size M',
    addToCart: /^Add to cart/,
    added: 'Added to cart',
    orders: 'my orders',
    login: 'Log in',
    close: 'Close chat',
  },
} as const;

const SHOPPER = { username: 'customer@lotus.vn', password: 'Customer@2026' };

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `assistant (${lang}): ask without diacritics, add from the chat, my orders after login`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }) => {
      const errors = watchErrors(page);
      await useLanguage(context, baseURL, lang);
      await page.goto('/');
      await hydrated(page);

      // The panel's code arrives only when the button is pressed.
      const opener = page.getByRole('button', { name: w.open });
      await opener.click();
      const panel = page.getByRole('dialog', { name: w.panel });
      await expect(panel).toBeVisible();
      const input = panel.getByLabel(w.input);
      await expect(input).toBeFocused();

      // A product asked without diacritics: cards drawn from the catalogue, added to the cart.
      await input.fill(w.product);
      await input.press('Enter');
      const products = panel.getByTestId('assistant-product');
      await expect(products.first()).toBeVisible();
      const add = products.getByRole('button', { name: w.addToCart }).and(page.locator(':enabled'));
      await add.first().click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      // A visitor asking for their orders is asked to log in.
      await input.fill(w.orders);
      await input.press('Enter');
      await expect(panel.getByRole('link', { name: w.login, exact: true })).toBeVisible();

      // Escape closes the panel and gives the button back its focus.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(opener).toBeFocused();

      // Signed in, the same browser's conversation is theirs, and "my orders" shows theirs.
      const login = await page.request.post('/api/auth/login', { data: SHOPPER });
      expect(login.ok(), await login.text()).toBe(true);
      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: w.open }).click();
      const again = page.getByRole('dialog', { name: w.panel });
      await expect(again.getByText(w.product, { exact: true })).toBeVisible();
      await again.getByLabel(w.input).fill(w.orders);
      await again.getByLabel(w.input).press('Enter');
      await expect(again.getByTestId('assistant-order').first()).toBeVisible();
      expect(errors).toEqual([]);
    },
  );
}
