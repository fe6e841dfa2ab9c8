import { randomUUID } from 'node:crypto';
import { expect, request as api, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    email: 'Email',
    password: 'Mật khẩu',
    login: 'Đăng nhập',
    bellUnread: (n: number) => `Thông báo, ${n} chưa đọc`,
    bell: 'Thông báo',
    title: 'Thông báo',
    processing: (number: string) => `Đơn hàng ${number}: đang được xử lý`,
    placed: (number: string) => `Đơn hàng ${number}: đã đặt thành công`,
    markAll: 'Đánh dấu tất cả đã đọc',
    allRead: 'Bạn đã đọc hết thông báo.',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    bellUnread: (n: number) => `Notifications, ${n} unread`,
    bell: 'Notifications',
    title: 'Notifications',
    processing: (number: string) => `Order ${number} is being processed`,
    placed: (number: string) => `Order ${number} was placed`,
    markAll: 'Mark all as read',
    allRead: 'You have read all your notifications.',
  },
} as const;

const SHOPPER = { email: 'customer@lotus.vn', password: 'Customer@2026' };
const OPERATOR = { email: 'operator@lotus.vn', password: 'Operator@2026' };

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The signed-in shopper places a COD order of one unit of a product in stock, through the API
 * with the page's own session (the checkout's pages have their own journey): answers its number.
 */
async function placeOrder(request: APIRequestContext): Promise<{ id: string; number: string }> {
  const cart = await json<{ lines: { infoId: string; isOrder: boolean }[] }>(
    await request.get('/api/cart'),
  );
  for (const line of cart.lines.filter((l) => !l.isOrder)) {
    await request.delete(`/api/cart/lines/${line.infoId}`);
  }
  const products = await json<{ id: string; inStock: boolean }[]>(
    await request.get('/api/product/public?limit=40&sort=price_desc'),
  );
  const product = products.find((p) => p.inStock)!;
  const detail = await json<{ variants: { id: string; stock: number }[] }>(
    await request.get(`/api/product/${product.id}/public`),
  );
  const variant = detail.variants.find((v) => v.stock > 0)!;
  await json(await request.put(`/api/cart/lines/${variant.id}`, { data: { quantity: 1 } }));
  const place = { provinceId: '01', wardId: '00004', deliveryMethod: 'STANDARD' };
  const preview = await json<{ pricing: { grandTotal: number } }>(
    await request.post('/api/checkout/preview', { data: place }),
  );
  return json(
    await request.post('/api/order', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        ...place,
        firstName: 'Lan',
        lastName: 'Nguyễn',
        email: SHOPPER.email,
        phone: '0912345678',
        address: '12 Phan Đình Phùng',
        national: 'Việt Nam',
        paymentMethod: 'COD',
        note: 'Giao giờ hành chính',
        expectedTotal: preview.pricing.grandTotal,
      },
    }),
  );
}

/** The operator moves the order to processing through the back office's API. */
async function operatorProcesses(baseURL: string, orderId: string, forwardedFor: string) {
  const staff = await api.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor },
  });
  try {
    const { token } = await json<{ token: string }>(
      await staff.post('/api/auth/login', {
        data: { username: OPERATOR.email, password: OPERATOR.password },
      }),
    );
    await json(
      await staff.post(`/api/portal/orders/${orderId}/status`, {
        headers: { authorization: `Bearer ${token}` },
        data: { status: 'processing' },
      }),
    );
  } finally {
    await staff.dispose();
  }
}

/** The bell as this viewport shows it: a link on a phone, a button from 768 px. */
const bell = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole(page.viewportSize()!.width < 768 ? 'link' : 'button', {
    name,
    exact: typeof name === 'string',
  });

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `notifications journey (${lang}): an order moved by the shop → the bell counts it → the notifications page → all read`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      await page.goto('/login');
      await page.getByLabel(w.email, { exact: true }).fill(SHOPPER.email);
      await page.getByLabel(w.password, { exact: true }).fill(SHOPPER.password);
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });

      // An order, then the shop moves it: two notifications for the shopper.
      const order = await placeOrder(page.request);
      const forwardedFor =
        testInfo.project.use.extraHTTPHeaders?.['x-forwarded-for'] ?? '198.51.100.30';
      await operatorProcesses(baseURL!, order.id, forwardedFor);
      const { unread } = await json<{ unread: number }>(
        await page.request.get('/api/notify/unread-count'),
      );
      expect(unread).toBeGreaterThanOrEqual(2);

      // The bell counts them.
      await page.goto('/');
      await hydrated(page);
      const counted = bell(page, w.bellUnread(unread));
      await expect(counted).toBeVisible();
      await expect(counted.getByTestId('notification-count')).toHaveText(
        unread > 99 ? '99+' : String(unread),
      );

      if (page.viewportSize()!.width >= 768) {
        // The panel lists the newest first, with the page a click away.
        await counted.click();
        const panel = page.getByRole('region', {
          name: lang === 'vi' ? 'Thông báo mới nhất' : 'Latest notifications',
        });
        await expect(panel.getByTestId('notification').first()).toHaveText(
          new RegExp(w.processing(order.number)),
        );
        await panel
          .getByRole('link', {
            name: lang === 'vi' ? 'Xem tất cả thông báo' : 'See all notifications',
          })
          .click();
      } else {
        await counted.click();
      }
      await expect(page).toHaveURL(/\/profile\/notifications$/);
      await expect(page.getByRole('heading', { level: 2, name: w.title })).toBeVisible();
      const items = page.getByRole('main').getByTestId('notification');
      await expect(items.first()).toContainText(w.processing(order.number));
      await expect(items.first()).toHaveAttribute('data-unread', 'true');
      await expect(items.nth(1)).toContainText(w.placed(order.number));

      // All read: the rows and the bell's count follow.
      await hydrated(page);
      await page.getByRole('main').getByRole('button', { name: w.markAll }).click();
      await expect(page.getByText(w.allRead)).toBeVisible();
      await expect(items.first()).toHaveAttribute('data-unread', 'false');
      await expect(bell(page, w.bell)).toBeVisible();
      await expect(page.getByTestId('notification-count')).toHaveCount(0);

      // Following a notification leads to its order.
      await items.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
      expect(errors).toEqual([]);
    },
  );
}
