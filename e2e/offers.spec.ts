import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { hydrated, useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    flashTitle: 'Flash sale',
    endsIn: 'Kết thúc sau',
    sold: (sold: number, quota: number) => `Đã bán ${sold}/${quota}`,
    left: (n: number) => `Còn ${n} suất giá flash sale`,
    limit: (n: number) => `Mỗi khách được mua tối đa ${n} sản phẩm với giá flash sale`,
    addToCart: 'Thêm vào giỏ hàng',
    added: 'Đã thêm sản phẩm vào giỏ hàng.',
    vouchersNav: 'Mã giảm giá',
    vouchersTitle: 'Mã giảm giá',
    loginToSave: 'Đăng nhập để lưu',
    save: (code: string) => `Lưu mã ${code}`,
    saved: 'Đã lưu',
    savedToast: (code: string) => `Đã lưu mã ${code} vào ví voucher.`,
    email: 'Email',
    password: 'Mật khẩu',
    login: 'Đăng nhập',
    cartTitle: 'Giỏ hàng',
    gift: 'Quà tặng',
    toCheckout: 'Tiến hành thanh toán',
    checkoutTitle: 'Thanh toán',
    voucherField: 'Nhập mã giảm giá',
    apply: 'Áp dụng',
    notFound: 'Mã giảm giá không tồn tại.',
    pick: (code: string) => `Dùng mã ${code}`,
    applied: (code: string, amount: string) => `Đã áp dụng mã ${code}: giảm ${amount}`,
    note: 'Ghi chú cho đơn hàng',
    cod: /Thanh toán khi nhận hàng/,
    review: 'Xem lại đơn hàng',
    confirmTitle: 'Xác nhận đơn hàng',
    place: /^Đặt hàng/,
    completed: 'Đặt hàng thành công',
    viewOrder: 'Xem đơn hàng',
    cancel: 'Hủy đơn hàng',
    cancelConfirm: 'Có, hủy đơn',
    wallet: 'Ví voucher',
    money: (n: number) => `${n.toLocaleString('de-DE')} ₫`,
  },
  en: {
    flashTitle: 'Flash sale',
    endsIn: 'Ends in',
    sold: (sold: number, quota: number) => `${sold}/${quota} sold`,
    left: (n: number) => `${n} left at the flash sale price`,
    limit: (n: number) => `At most ${n} per customer at the flash sale price`,
    addToCart: 'Add to cart',
    added: 'Added to your cart.',
    vouchersNav: 'Vouchers',
    vouchersTitle: 'Vouchers',
    loginToSave: 'Log in to save',
    save: (code: string) => `Save voucher ${code}`,
    saved: 'Saved',
    savedToast: (code: string) => `Voucher ${code} is in your wallet.`,
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    cartTitle: 'Shopping cart',
    gift: 'Gift',
    toCheckout: 'Proceed to checkout',
    checkoutTitle: 'Checkout',
    voucherField: 'Enter a voucher code',
    apply: 'Apply',
    notFound: 'There is no such voucher.',
    pick: (code: string) => `Use voucher ${code}`,
    applied: (code: string, amount: string) => `Voucher ${code} applied: ${amount} off`,
    note: 'Note for the order',
    cod: /Cash on delivery/,
    review: 'Review the order',
    confirmTitle: 'Confirm your order',
    place: /^Place order/,
    completed: 'Order placed',
    viewOrder: 'View the order',
    cancel: 'Cancel order',
    cancelConfirm: 'Yes, cancel it',
    wallet: 'My vouchers',
    money: (n: number) => `₫${n.toLocaleString('en-US')}`,
  },
} as const;

type Lang = keyof typeof WORDS;

const SHOPPER = { email: 'customer@lotus.vn', password: 'Customer@2026' };

/** The seed's public voucher each language saves and uses (10 % up to 100.000 ₫, from 300.000 ₫). */
const VOUCHER = { code: 'LOTUS10', percent: 10, cap: 100_000, minimum: 300_000 };

/** How far ahead of the real time the shopper's device clock is set: the countdown must not care. */
const SKEW_MS = 3 * 60 * 60 * 1000;

interface FlashItem {
  id: string;
  product: { id: string; slug: string; name: string; price: number; salePrice: number | null };
  flashPrice: number;
  discountPercent: number;
  quota: number;
  sold: number;
  left: number;
  perCustomerLimit: number;
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

/**
 * Once signed in, the shopper's server cart holds only `keep` (the line this journey brought at
 * login): an earlier run may have left lines in it. Through the signed-in page's own cookies, so
 * the journey logs in once (the suite stays within the login rate limit per address).
 */
async function onlyLine(request: APIRequestContext, keep: string) {
  const cart = (await (await request.get('/api/cart')).json()) as Envelope<{
    lines: { infoId: string; isOrder: boolean }[];
  }>;
  for (const line of cart.data.lines.filter((l) => !l.isOrder && l.infoId !== keep)) {
    expect((await request.delete(`/api/cart/lines/${line.infoId}`)).ok()).toBe(true);
  }
}

/** A countdown's tiles read back: `[days] HH:MM:SS` as milliseconds. */
function countdownMs(text: string): number {
  const found = /(?:(\d+)\D+?)?(\d{2}):(\d{2}):(\d{2})/.exec(text.replace(/\s+/g, ''));
  if (!found) throw new Error(`no countdown in "${text}"`);
  const [, days, hours, minutes, seconds] = found;
  return (
    (((Number(days ?? 0) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) *
    1000
  );
}

/** The discount rows of a price summary: reason and amount, as the page shows them. */
async function discountRows(scope: Locator) {
  const rows = scope.getByTestId('adjustment');
  const count = await rows.count();
  const read: { reason: string | null; amount: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    read.push({
      reason: await row.getAttribute('data-reason'),
      amount: ((await row.locator('dd').textContent()) ?? '').trim(),
    });
  }
  return read;
}

async function logIn(page: Page, lang: Lang) {
  const w = WORDS[lang];
  await page.getByLabel(w.email, { exact: true }).fill(SHOPPER.email);
  await page.getByLabel(w.password, { exact: true }).fill(SHOPPER.password);
  await page.getByRole('button', { name: w.login, exact: true }).click();
}

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `offers journey (${lang}): the running flash sale with its countdown → a flash item → save a voucher → apply it → each discount and the server's total → the same on the order page`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }) => {
      test.setTimeout(150_000);
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);

      // The demo shop has a flash sale running; its dearest item costs more than the voucher's
      // minimum, so the voucher applies to it alone (and a robot kit earns the promotion's gift).
      const current = (await (
        await context.request.get('/api/flash-sale/current-flash-sale')
      ).json()) as Envelope<{
        type: string | null;
        currentFlashSale: { id: string; name: string; endsAt: string } | null;
      }>;
      expect(current.data.type).toBe('CURRENT');
      const sale = current.data.currentFlashSale!;
      const listed = (await (
        await context.request.post('/api/flash-sale-product/public/list', {
          data: { page: 1, limit: 6 },
        })
      ).json()) as Envelope<FlashItem[]>;
      const dearest = listed.data
        .filter((i) => i.left > 0 && i.flashPrice >= VOUCHER.minimum)
        .sort((a, b) => b.flashPrice - a.flashPrice);
      expect(dearest.length, 'a flash item above the voucher minimum').toBeGreaterThan(0);
      const flash = dearest[0]!;

      // The shopper's device clock is three hours fast: the countdown keeps the server's time.
      await page.clock.install({ time: Date.now() + SKEW_MS });
      await page.goto('/');
      await hydrated(page);
      const strip = page.getByTestId('flash-sale');
      await expect(strip).toHaveAttribute('data-phase', 'CURRENT');
      await expect(strip.getByRole('heading', { name: w.flashTitle })).toBeVisible();
      await expect(strip.getByText(sale.name)).toBeVisible();
      const timer = strip.getByRole('timer');
      await expect(timer).toHaveAttribute('data-synced', 'true');
      await expect(timer).toHaveAccessibleName(new RegExp(`^${w.endsIn} `));
      const shown = countdownMs((await timer.textContent()) ?? '');
      const left = Date.parse(sale.endsAt) - Date.now();
      expect(Math.abs(shown - left)).toBeLessThan(60_000);
      // It ticks.
      await expect
        .poll(async () => countdownMs((await timer.textContent()) ?? ''), { timeout: 5_000 })
        .toBeLessThan(shown);

      const card = strip.getByTestId('flash-product').filter({ hasText: flash.product.name });
      await expect(card.getByTestId('flash-price')).toHaveText(w.money(flash.flashPrice));
      await expect(card.locator('s')).toHaveText(w.money(flash.product.price));
      await expect(card.getByText(`-${flash.discountPercent}%`)).toBeVisible();
      await expect(card.getByTestId('flash-sold')).toHaveText(w.sold(flash.sold, flash.quota));

      // Its page: the flash price, the units left and each shopper's limit; into the cart.
      await card.getByRole('link', { name: flash.product.name }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${flash.product.slug}$`));
      await hydrated(page);
      const panel = page.getByTestId('product-flash');
      await expect(panel.getByTestId('flash-price')).toHaveText(w.money(flash.flashPrice));
      await expect(panel.getByTestId('flash-left')).toHaveText(w.left(flash.left));
      await expect(panel.getByText(w.limit(flash.perCustomerLimit))).toBeVisible();
      await expect(panel.getByRole('timer')).toHaveAttribute('data-synced', 'true');
      await page.getByRole('button', { name: w.addToCart }).click();
      await expect(page.getByText(w.added).last()).toBeVisible();
      const carts = (await page.evaluate(() => localStorage.getItem('carts'))) ?? '[]';
      const added = (JSON.parse(carts) as { infoId: string }[])[0]!.infoId;

      // The vouchers page: a visitor logs in to save one, and comes back (the cart merged).
      await page
        .getByRole('navigation')
        .getByRole('link', { name: w.vouchersNav, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: w.vouchersTitle })).toBeVisible();
      const voucher = page.locator(`[data-testid="voucher"][data-code="${VOUCHER.code}"]`);
      await voucher.getByRole('link', { name: w.loginToSave }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fvouchers$/);
      await logIn(page, lang);
      await expect(page).toHaveURL(/\/vouchers$/, { timeout: 10_000 });
      // The local cart went into the account's.
      expect(await page.evaluate(() => localStorage.getItem('carts'))).toBe('[]');
      await onlyLine(page.request, added);
      await page.reload();
      await hydrated(page);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      // The wallet keeps a saved voucher (the other language's run may have saved it already).
      const save = voucher.getByRole('button', { name: w.save(VOUCHER.code) });
      if (await save.isVisible()) {
        await save.click();
        await expect(page.getByText(w.savedToast(VOUCHER.code))).toBeVisible();
      }
      await expect(voucher.getByText(w.saved, { exact: true })).toBeVisible();

      // The cart: the flash price on its line, and the promotion's gift if the item earns one.
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: w.cartTitle })).toBeVisible();
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('line-offer')).toHaveAttribute('data-reason', 'FLASH_SALE');
      await expect(line.getByTestId('line-total')).toHaveText(w.money(flash.flashPrice));
      await page.getByRole('link', { name: w.toCheckout }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.checkoutTitle })).toBeVisible();
      await hydrated(page);

      // A code that does not exist is refused in words; the saved one is picked from the wallet.
      const field = page.getByTestId('voucher-field');
      await field.getByLabel(w.voucherField).fill('khong-co-ma');
      await field.getByRole('button', { name: w.apply }).click();
      await expect(field.getByRole('alert')).toHaveText(w.notFound);
      await field.getByRole('button', { name: w.pick(VOUCHER.code) }).click();

      // What the server says the order comes to, with the voucher, for the default address.
      const discount = Math.min(
        VOUCHER.cap,
        Math.floor((flash.flashPrice * VOUCHER.percent) / 100),
      );
      await expect(field.getByTestId('voucher-applied')).toContainText(
        w.applied(VOUCHER.code, w.money(discount)),
      );
      const summary = page.getByRole('complementary');
      const total = (await summary.getByTestId('grand-total').textContent())!.trim();
      const reasons = (await discountRows(summary)).map((row) => row.reason);
      expect(reasons).toContain('FLASH_SALE');
      expect(reasons).toContain('VOUCHER');
      const rows = await discountRows(summary);
      expect(rows.find((row) => row.reason === 'VOUCHER')!.amount).toBe(`-${w.money(discount)}`);
      expect(rows.find((row) => row.reason === 'FLASH_SALE')!.amount).toBe(
        `-${w.money((flash.product.salePrice ?? flash.product.price) - flash.flashPrice)}`,
      );
      if (await summary.getByTestId('gift-line').count()) {
        expect(reasons).toContain('GIFT');
        await expect(summary.getByTestId('gift-line')).toContainText(w.gift);
      }

      // Review, then place: the confirmation shows the same figures, the order the same total.
      await page.getByLabel(w.note).fill(lang === 'vi' ? 'Giao giờ hành chính' : 'Office hours');
      await page.getByRole('radio', { name: w.cod }).check();
      await page.getByRole('button', { name: w.review }).click();
      await expect(page.getByRole('heading', { name: w.confirmTitle })).toBeVisible();
      const confirmation = page.getByRole('complementary').last();
      await expect(confirmation.getByTestId('grand-total')).toHaveText(total);
      expect(await discountRows(confirmation)).toEqual(rows);
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(/\/checkout\/completed\//, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: w.completed })).toBeVisible();
      await expect(page.getByTestId('order-total')).toHaveText(total);

      // The order page: each discount with its reason, the same amounts and total.
      await page.getByRole('link', { name: w.viewOrder }).click();
      const detail = page.getByTestId('order-detail');
      await expect(detail).toBeVisible();
      await expect(detail.getByTestId('grand-total')).toHaveText(total);
      expect(await discountRows(detail)).toEqual(rows);
      if (reasons.includes('GIFT')) {
        await expect(detail.locator('[data-testid="order-line"][data-gift="true"]')).toContainText(
          w.gift,
        );
      }

      // The shopper cancels it: the flash unit and the voucher's use go back (a rerun can buy).
      await hydrated(page);
      await page.getByRole('button', { name: w.cancel }).click();
      await page.getByRole('button', { name: w.cancelConfirm }).click();
      await expect(detail).toHaveAttribute('data-status', 'cancel');
      expect(errors).toEqual([]);
    },
  );
}
