import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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
    checkoutTitle: 'Thanh toán',
    note: 'Ghi chú cho đơn hàng',
    online: /Thanh toán trực tuyến \(VNPay\)/,
    savedCard: /Thanh toán bằng thẻ đã lưu/,
    review: 'Xem lại đơn hàng',
    place: /^Đặt hàng/,
    goNow: 'Thanh toán ngay',
    payAgain: 'Thanh toán lại',
    viewOrder: 'Xem đơn hàng',
    paid: 'Đã thanh toán',
    cancelledCode: 'Bạn đã hủy giao dịch.',
    linkCard: 'Liên kết thẻ mới',
    linked: 'Đã liên kết thẻ thành công. Bạn có thể chọn thẻ này khi thanh toán.',
    removeCard: 'Xóa thẻ VISA có số cuối 1111',
    visa: 'Thẻ VISA có số cuối 1111',
    removeYes: 'Có, xóa thẻ',
    noCards: 'Bạn chưa liên kết thẻ nào.',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    addToCart: 'Add to cart',
    added: 'Added to your cart.',
    checkoutTitle: 'Checkout',
    note: 'Note for the order',
    online: /Pay online \(VNPay\)/,
    savedCard: /Pay with a saved card/,
    review: 'Review the order',
    place: /^Place order/,
    goNow: 'Pay now',
    payAgain: 'Pay again',
    viewOrder: 'View the order',
    paid: 'Paid',
    cancelledCode: 'You cancelled the transaction.',
    linkCard: 'Link a new card',
    linked: 'Your card is linked. You can choose it at checkout.',
    removeCard: 'Remove the VISA card ending in 1111',
    visa: 'VISA card ending in 1111',
    removeYes: 'Yes, remove it',
    noCards: 'You have not linked a card yet.',
  },
} as const;

type Lang = keyof typeof WORDS;

const SHOPPER = { email: 'customer@lotus.vn', password: 'Customer@2026' };

/** A product in stock outside the running flash sale (its price doesn't depend on the cart). */
async function aProduct(request: APIRequestContext): Promise<{ slug: string }> {
  const flash = await request.post('/api/flash-sale-product/public/list', {
    data: { page: 1, limit: 100 },
  });
  const flashIds = new Set(
    ((await flash.json()) as { data: { product: { id: string } }[] }).data.map((i) => i.product.id),
  );
  const answer = await request.get('/api/product/public?limit=40&sort=price_asc');
  const products = (
    (await answer.json()) as {
      data: { id: string; slug: string; inStock: boolean }[];
    }
  ).data.filter((p) => p.inStock && !flashIds.has(p.id));
  return products[0]!;
}

/** Empties the signed-in shopper's server cart (an earlier run may have left lines). */
async function emptyCart(request: APIRequestContext) {
  const cart = (await (await request.get('/api/cart')).json()) as {
    data: { lines: { infoId: string; isOrder: boolean }[] };
  };
  for (const line of cart.data.lines.filter((l) => !l.isOrder)) {
    expect((await request.delete(`/api/cart/lines/${line.infoId}`)).ok()).toBe(true);
  }
}

/** Puts one product in the cart from its page and places the order with `method`. */
async function orderWith(page: Page, lang: Lang, slug: string, method: RegExp) {
  const w = WORDS[lang];
  await page.goto(`/products/${slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: w.addToCart }).click();
  await expect(page.getByText(w.added).last()).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: w.checkoutTitle })).toBeVisible();
  await hydrated(page);
  await page.getByRole('radio', { name: method }).check();
  await page.getByLabel(w.note).fill(lang === 'vi' ? 'Giao giờ hành chính' : 'Office hours');
  await page.getByRole('button', { name: w.review }).click();
  await page.getByRole('button', { name: w.place }).click();
  // The countdown page, then the gateway's own page (the built-in sandbox).
  await expect(page).toHaveURL(/\/checkout\/pay\//, { timeout: 15_000 });
}

const outcome = (page: Page) => page.getByTestId('payment-outcome');

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `payments journey (${lang}): online → countdown → sandbox cancels → pay again → paid; a saved card linked, charged after its OTP, unlinked`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      const product = await aProduct(context.request);
      await page.goto('/login');
      await page.getByLabel(w.email, { exact: true }).fill(SHOPPER.email);
      await page.getByLabel(w.password, { exact: true }).fill(SHOPPER.password);
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });
      await emptyCart(page.request);

      // ONLINE: the countdown sends the shopper to the gateway by itself; there they cancel (24).
      await orderWith(page, lang, product.slug, w.online);
      await expect(page).toHaveURL(/\/sandbox\/vnpay\/paymentv2\/vpcpay\.html/, {
        timeout: 15_000,
      });
      await page.locator('[data-outcome="24"]').click();
      await expect(page).toHaveURL(/\/checkout\/result\//, { timeout: 15_000 });
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'CANCELLED');
      await expect(page.getByText(w.cancelledCode)).toBeVisible();

      // Pay again: a new attempt; this time "pay now" without waiting, and it succeeds.
      await page.getByRole('button', { name: w.payAgain }).click();
      await expect(page).toHaveURL(/\/checkout\/pay\//, { timeout: 15_000 });
      await page.getByRole('link', { name: w.goNow }).click();
      await expect(page).toHaveURL(/\/sandbox\/vnpay\//);
      await page.locator('[data-outcome="00"]').click();
      await expect(page).toHaveURL(/\/checkout\/result\//, { timeout: 15_000 });
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'SUCCESS');
      await page.getByRole('link', { name: w.viewOrder }).click();
      const detail = page.getByTestId('order-detail');
      await expect(detail.getByText(w.paid, { exact: true }).first()).toBeVisible();
      await expect(detail.getByRole('button', { name: w.payAgain })).toHaveCount(0);

      // THEGHINO: link a card on the gateway's page (the shop never sees its number).
      await page.goto('/profile/payment');
      await hydrated(page);
      await page.getByRole('button', { name: w.linkCard }).click();
      await expect(page).toHaveURL(/\/sandbox\/alepay\/card/, { timeout: 15_000 });
      await page.locator('#cardNumber').fill('4111 1111 1111 1111');
      await page.locator('#cardName').fill('NGUYEN VAN A');
      await page.locator('#expiry').fill('12/30');
      await page.locator('#cvv').fill('123');
      await page.locator('button[name="action"][value="continue"]').click();
      await page.locator('#otp').fill('123456');
      await page.locator('button[name="action"][value="continue"]').click();
      await expect(page).toHaveURL(/\/profile\/payment\?card=linked/, { timeout: 15_000 });
      await expect(page.getByText(w.linked)).toBeVisible();
      await expect(page.getByText(w.visa)).toBeVisible();

      // An order charged to it: the gateway asks for the OTP, then the order is paid.
      await orderWith(page, lang, product.slug, w.savedCard);
      await page.getByRole('link', { name: w.goNow }).click();
      await expect(page).toHaveURL(/\/sandbox\/alepay\/pay/, { timeout: 15_000 });
      await page.locator('#otp').fill('123456');
      await page.locator('[data-outcome="000"]').click();
      await expect(page).toHaveURL(/\/checkout\/result\//, { timeout: 15_000 });
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'SUCCESS');

      // Unlink it.
      await page.goto('/profile/payment');
      await hydrated(page);
      await page.getByRole('button', { name: w.removeCard }).click();
      await page.getByRole('button', { name: w.removeYes }).click();
      await expect(page.getByText(w.noCards)).toBeVisible({ timeout: 10_000 });
      expect(errors).toEqual([]);
    },
  );
}
