import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { hydrated, useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    email: 'Email',
    password: 'Mật khẩu',
    login: 'Đăng nhập',
    addToCart: 'Thêm vào giỏ hàng',
    added: 'Đã thêm sản phẩm vào giỏ hàng.',
    from: /Trả góp từ [\d.]+ ₫\/tháng/,
    open: 'Xem các gói trả góp',
    dialog: 'Trả góp qua thẻ tín dụng',
    checkoutTitle: 'Thanh toán',
    note: 'Ghi chú cho đơn hàng',
    installment: /Trả góp qua thẻ tín dụng/,
    months6: /^6 tháng/,
    review: 'Xem lại đơn hàng',
    place: /^Đặt hàng/,
    goNow: 'Thanh toán ngay',
    viewOrder: 'Xem đơn hàng',
    paid: 'Đã thanh toán',
    plan: /· 6 tháng/,
    perMonth: /\/tháng/,
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    addToCart: 'Add to cart',
    added: 'Added to your cart.',
    from: /Installments from ₫[\d,]+\/month/,
    open: 'See the installment plans',
    dialog: 'Pay in installments by credit card',
    checkoutTitle: 'Checkout',
    note: 'Note for the order',
    installment: /Pay in installments by credit card/,
    months6: /^6 months/,
    review: 'Review the order',
    place: /^Place order/,
    goNow: 'Pay now',
    viewOrder: 'View the order',
    paid: 'Paid',
    plan: /· 6 months/,
    perMonth: /\/month/,
  },
} as const;

const SHOPPER = { email: 'customer@lotus.vn', password: 'Customer@2026' };

/** A robot in stock from 3.000.000 ₫, outside the running flash sale. */
async function aRobot(request: APIRequestContext): Promise<{ slug: string }> {
  const flash = await request.post('/api/flash-sale-product/public/list', {
    data: { page: 1, limit: 100 },
  });
  const flashIds = new Set(
    ((await flash.json()) as { data: { product: { id: string } }[] }).data.map((i) => i.product.id),
  );
  const answer = await request.get('/api/product/public?limit=40&sort=price_desc');
  const products = (
    (await answer.json()) as {
      data: { id: string; slug: string; inStock: boolean; currentPrice: number }[];
    }
  ).data.filter(
    (p) =>
      p.inStock &&
      !flashIds.has(p.id) &&
      p.currentPrice >= 3_000_000 &&
      p.currentPrice < 10_000_000,
  );
  return products[0]!;
}

/** Picks a plan's chip: its label is what a shopper presses (the radio inside is visually hidden). */
async function choose(radio: Locator) {
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}

async function emptyCart(request: APIRequestContext) {
  const cart = (await (await request.get('/api/cart')).json()) as {
    data: { lines: { infoId: string; isOrder: boolean }[] };
  };
  for (const line of cart.data.lines.filter((l) => !l.isOrder)) {
    expect((await request.delete(`/api/cart/lines/${line.infoId}`)).ok()).toBe(true);
  }
}

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `installments journey (${lang}): the monthly amount on a robot's page, its plans, 6 months at checkout through the sandbox, the order paid with its plan`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      const robot = await aRobot(context.request);
      await page.goto('/login');
      await page.getByLabel(w.email, { exact: true }).fill(SHOPPER.email);
      await page.getByLabel(w.password, { exact: true }).fill(SHOPPER.password);
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });
      await emptyCart(page.request);

      // The robot's page says what a month costs, from the server's render; it opens the plans.
      const html = await (await page.request.get(`/products/${robot.slug}`)).text();
      expect(html).toMatch(w.from);
      await page.goto(`/products/${robot.slug}`);
      await hydrated(page);
      await expect(page.getByText(w.from)).toBeVisible();
      await page.getByRole('button', { name: w.open }).click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      await choose(dialog.getByRole('radio', { name: 'Vietcombank' }));
      await choose(dialog.getByRole('radio', { name: w.months6 }));
      await expect(dialog.getByText(w.perMonth).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Checkout: the fourth way to pay, 6 months with Techcombank's Visa.
      await page.getByRole('button', { name: w.addToCart }).click();
      await expect(page.getByText(w.added).last()).toBeVisible();
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: w.checkoutTitle })).toBeVisible();
      await hydrated(page);
      await page.getByRole('radio', { name: w.installment }).check();
      const choice = page.getByTestId('installment-choice');
      await choose(choice.getByRole('radio', { name: 'Techcombank' }));
      await choose(choice.getByRole('radio', { name: 'Visa' }));
      await choose(choice.getByRole('radio', { name: w.months6 }));
      await page.getByLabel(w.note).fill(lang === 'vi' ? 'Giao giờ hành chính' : 'Office hours');
      await page.getByRole('button', { name: w.review }).click();
      await expect(page.getByTestId('installment-plan')).toContainText('Techcombank');
      await expect(page.getByTestId('installment-plan')).toContainText(w.plan);
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(/\/checkout\/pay\//, { timeout: 15_000 });
      await page.getByRole('link', { name: w.goNow }).click();
      await expect(page).toHaveURL(/\/sandbox\/alepay\/installment/, { timeout: 15_000 });
      await page.locator('[data-outcome="000"]').click();
      await expect(page).toHaveURL(/\/checkout\/result\//, { timeout: 15_000 });
      await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'SUCCESS');
      await page.getByRole('link', { name: w.viewOrder }).click();
      const detail = page.getByTestId('order-detail');
      await expect(detail.getByText(w.paid, { exact: true }).first()).toBeVisible();
      await expect(detail.getByTestId('installment-plan')).toContainText('Techcombank');
      await expect(detail.getByTestId('installment-plan')).toContainText(w.plan);
      expect(errors).toEqual([]);
    },
  );
}
