import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    addToCart: 'Thêm vào giỏ hàng',
    added: 'Đã thêm sản phẩm vào giỏ hàng.',
    cartTitle: 'Giỏ hàng',
    loginToCheckout: 'Đăng nhập để thanh toán',
    loginRequired: 'Vui lòng đăng nhập để tiếp tục.',
    email: 'Email',
    password: 'Mật khẩu',
    login: 'Đăng nhập',
    checkoutTitle: 'Thanh toán',
    anotherAddress: 'Một địa chỉ khác',
    lastName: 'Họ',
    firstName: 'Tên',
    phone: 'Số điện thoại',
    province: 'Tỉnh / Thành phố',
    ward: 'Phường / Xã',
    street: 'Số nhà, tên đường',
    note: 'Ghi chú cho đơn hàng',
    cod: /Thanh toán khi nhận hàng/,
    review: 'Xem lại đơn hàng',
    confirmTitle: 'Xác nhận đơn hàng',
    place: /^Đặt hàng/,
    completed: 'Đặt hàng thành công',
    orders: 'Đơn hàng',
    tabNew: 'Mới',
    tabDone: 'Hoàn thành',
    statusNew: 'Mới',
    statusDone: 'Hoàn thành',
    paid: 'Đã thanh toán',
    unpaid: 'Chưa thanh toán',
    search: 'Tìm',
    searchOrders: 'Tìm đơn hàng',
    moves: ['Xác nhận và xử lý', 'Giao cho đơn vị vận chuyển', 'Đã giao thành công'],
    confirmDelivered: 'Xác nhận đã giao',
    codBecomesPaid: /đơn cũng sẽ được ghi là đã thanh toán/,
    closed: 'Đơn hàng đã kết thúc, không thể chuyển trạng thái nữa.',
    money: (n: number) => `${n.toLocaleString('de-DE')} ₫`,
  },
  en: {
    addToCart: 'Add to cart',
    added: 'Added to your cart.',
    cartTitle: 'Shopping cart',
    loginToCheckout: 'Log in to check out',
    loginRequired: 'Please log in to continue.',
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    checkoutTitle: 'Checkout',
    anotherAddress: 'Another address',
    lastName: 'Last name',
    firstName: 'First name',
    phone: 'Phone number',
    province: 'Province / City',
    ward: 'Ward / Commune',
    street: 'House number and street',
    note: 'Note for the order',
    cod: /Cash on delivery/,
    review: 'Review the order',
    confirmTitle: 'Confirm your order',
    place: /^Place order/,
    completed: 'Order placed',
    orders: 'Orders',
    tabNew: 'New',
    tabDone: 'Done',
    statusNew: 'New',
    statusDone: 'Done',
    paid: 'Paid',
    unpaid: 'Unpaid',
    search: 'Search',
    searchOrders: 'Search orders',
    moves: ['Confirm and process', 'Hand to the carrier', 'Delivered'],
    confirmDelivered: 'Mark as delivered',
    codBecomesPaid: /the order is also marked paid/,
    closed: 'This order is closed; its status can no longer change.',
    money: (n: number) => `₫${n.toLocaleString('en-US')}`,
  },
} as const;

type Lang = keyof typeof WORDS;

const SHOPPER = { email: 'customer@lotus.vn', password: 'Customer@2026' };
const OPERATOR = { email: 'operator@lotus.vn', password: 'Operator@2026' };

/** Shipping to Hà Nội (the national zone) by standard delivery, unless the order ships free. */
const NATIONAL_STANDARD_FEE = 40_000;
const FREE_SHIPPING_FROM = 500_000;

interface Product {
  id: string;
  slug: string;
  name: string;
  price: number;
  currentPrice: number;
  inStock: boolean;
}

/**
 * Once signed in, the shopper's server cart holds only the lines this journey brought at login
 * (an earlier run may have left others): the rest are removed through the page's own session, so
 * the journey logs in once (the whole suite stays within the API's 30 logins per address in 10
 * minutes).
 */
async function keepOnly(request: APIRequestContext, infoIds: readonly string[]) {
  const cart = (await (await request.get('/api/cart')).json()) as {
    data: { lines: { infoId: string; isOrder: boolean }[] };
  };
  for (const line of cart.data.lines.filter((l) => !l.isOrder && !infoIds.includes(l.infoId))) {
    expect((await request.delete(`/api/cart/lines/${line.infoId}`)).ok()).toBe(true);
  }
}

/**
 * Two products in stock at different prices, as the public list gives them, outside the running
 * flash sale (a flash price depends on the cart; offers.spec.ts follows those).
 */
async function twoProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const flash = await request.post('/api/flash-sale-product/public/list', {
    data: { page: 1, limit: 100 },
  });
  const flashIds = new Set(
    ((await flash.json()) as { data: { product: { id: string } }[] }).data.map((i) => i.product.id),
  );
  const answer = await request.get('/api/product/public?limit=40&sort=price_asc');
  const products = ((await answer.json()) as { data: Product[] }).data.filter(
    (p) => p.inStock && !flashIds.has(p.id),
  );
  return [products[0]!, products[products.length - 1]!];
}

const unitPrice = (p: Product) => p.currentPrice;

async function logIn(page: Page, lang: Lang, who: { email: string; password: string }) {
  const w = WORDS[lang];
  await page.getByLabel(w.email, { exact: true }).fill(who.email);
  await page.getByLabel(w.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: w.login, exact: true }).click();
}

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `checkout journey (${lang}): visitor's cart → login merges it → COD to "ha noi" → operator delivers → DONE and paid`,
    { tag: deviceOf(lang) },
    async ({ page, context, browser, baseURL }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      const products = await twoProducts(context.request);
      const items = products.reduce((sum, p) => sum + unitPrice(p), 0);
      const total = items + (items >= FREE_SHIPPING_FROM ? 0 : NATIONAL_STANDARD_FEE);

      // A visitor adds two products: they go to the cart in local storage.
      for (const product of products) {
        await page.goto(`/products/${product.slug}`);
        await hydrated(page);
        await page.getByRole('button', { name: w.addToCart }).click();
        await expect(page.getByText(w.added).last()).toBeVisible();
      }
      expect(await page.evaluate(() => localStorage.getItem('totalQuantity'))).toBe('2');
      const local = (await page.evaluate(() => localStorage.getItem('carts'))) ?? '[]';
      const added = (JSON.parse(local) as { infoId: string }[]).map((line) => line.infoId);

      // The cart page shows both, priced by the server.
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: w.cartTitle })).toBeVisible();
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      for (const product of products) {
        await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
      }
      await expect(page.getByTestId('grand-total')).toHaveText(w.money(items));

      // Checkout asks the visitor to log in; the local cart is merged into the account's.
      await page.getByRole('link', { name: w.loginToCheckout }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
      await expect(page.getByText(w.loginRequired)).toBeVisible();
      await logIn(page, lang, SHOPPER);
      await expect(page).toHaveURL(/\/checkout$/, { timeout: 10_000 });
      await keepOnly(page.request, added);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w.checkoutTitle })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('carts'))).toBe('[]');
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      for (const product of products) {
        await expect(page.getByRole('complementary').getByText(product.name)).toBeVisible();
      }
      await hydrated(page);

      // A new address, the province found by typing "ha noi" without diacritics.
      await page.getByLabel(w.anotherAddress).check();
      await page.getByLabel(w.phone, { exact: true }).fill('0912345678');
      const province = page.getByRole('combobox', { name: w.province });
      await province.fill('ha noi');
      await expect(page.getByRole('option', { name: /Hà Nội|Hanoi/ })).toBeVisible();
      await province.press('Enter');
      await expect(province).toHaveValue(/Hà Nội|Hanoi/);
      const ward = page.getByRole('combobox', { name: w.ward });
      await expect(ward).toBeEnabled();
      await ward.fill('ba dinh');
      await expect(page.getByRole('option', { name: /Ba Đình|Ba Dinh/ }).first()).toBeVisible();
      await ward.press('ArrowDown');
      await ward.press('Enter');
      await expect(ward).toHaveValue(/Ba Đình|Ba Dinh/);
      await page.getByLabel(w.street).fill('12 Lý Thường Kiệt');
      await page.getByRole('radio', { name: w.cod }).check();
      await page.getByLabel(w.note).fill(lang === 'vi' ? 'Gọi trước khi giao' : 'Call first');
      await expect(page.getByRole('complementary').getByTestId('grand-total')).toHaveText(
        w.money(total),
      );

      // The confirmation is priced by the server; placing it makes the order.
      await page.getByRole('button', { name: w.review }).click();
      await expect(page.getByRole('heading', { name: w.confirmTitle })).toBeVisible();
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(/\/checkout\/completed\//, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: w.completed })).toBeVisible();
      await expect(page.getByTestId('order-total')).toHaveText(w.money(total));
      const number = (await page.getByTestId('order-number').textContent())!.trim();
      expect(number).toMatch(/^LT\d{8}$/);
      await expect(page.getByTestId('cart-count')).toHaveCount(0);

      // My orders: it is in the NEW tab with the right total, unpaid.
      await page.goto('/profile/orders');
      await page.getByRole('link', { name: w.tabNew, exact: true }).click();
      await expect(page).toHaveURL(/tab=NEW/);
      const mine = page.locator(`[data-order="${number}"]`);
      await expect(mine.getByTestId('order-total')).toHaveText(w.money(total));
      await expect(mine.getByText(w.statusNew, { exact: true })).toBeVisible();
      await expect(mine.getByText(w.unpaid, { exact: true })).toBeVisible();

      // An operator finds it by its number in /portal/orders and moves it to done.
      const staff = await browser.newContext({ baseURL: baseURL! });
      await useLanguage(staff, baseURL, lang);
      const operator = await staff.newPage();
      const operatorErrors = watchErrors(operator);
      await operator.goto('/login');
      await logIn(operator, lang, OPERATOR);
      await expect(operator).toHaveURL(/\/portal$/, { timeout: 10_000 });
      // The back office opens on its dashboard; the orders are a screen of their own.
      await operator.goto('/portal/orders');
      await operator.getByLabel(w.searchOrders).fill(number);
      await operator.getByRole('main').getByRole('button', { name: w.search, exact: true }).click();
      await expect(operator.getByTestId('order-list').locator('tbody tr')).toHaveCount(1);
      await operator.locator(`[data-order="${number}"]`).getByRole('link').click();
      await expect(operator).toHaveURL(/\/portal\/orders\//);
      for (const move of w.moves) {
        await operator.getByRole('button', { name: move }).click();
        // Delivered asks first, saying a cash-on-delivery order becomes paid.
        if (move === w.moves.at(-1)) {
          const ask = operator.getByRole('alertdialog');
          await expect(ask).toContainText(w.codBecomesPaid);
          await ask.getByRole('button', { name: w.confirmDelivered }).click();
        }
        await expect(operator.getByRole('button', { name: move })).toHaveCount(0);
      }
      await expect(operator.getByText(w.closed)).toBeVisible();
      await expect(operator.getByTestId('order-detail')).toHaveAttribute('data-status', 'done');
      expect(operatorErrors).toEqual([]);
      await staff.close();

      // The shopper sees it DONE and paid (cash on delivery is paid on delivery).
      await page.goto('/profile/orders?tab=DONE');
      const done = page.locator(`[data-order="${number}"]`);
      await expect(done.getByText(w.statusDone, { exact: true })).toBeVisible();
      await expect(done.getByText(w.paid, { exact: true })).toBeVisible();
      await done.getByRole('link').click();
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'done');
      await expect(page.getByTestId('order-detail').getByText(w.paid).first()).toBeVisible();
      expect(errors).toEqual([]);
    },
  );
}
