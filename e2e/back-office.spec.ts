import { randomUUID } from 'node:crypto';
import { expect, request as api, test, type APIResponse } from '@playwright/test';
import { hydrated, useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

const ADMIN = { email: 'admin@lotus.vn', password: 'Admin@2026' };
const SHOPPER = { email: 'customer@lotus.vn', password: 'Customer@2026' };

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    dashboard: 'Tổng quan',
    todayOrders: 'Đơn hôm nay',
    latest: 'Đơn mới nhất',
    staffNav: 'Nhân viên',
    email: 'Email',
    firstName: 'Tên',
    lastName: 'Họ',
    role: 'Vai trò',
    operator: 'Nhân viên vận hành',
    send: 'Gửi lời mời',
    invited: (email: string) => `Đã gửi lời mời đến ${email}.`,
    auditNav: 'Nhật ký thay đổi',
    entity: 'Đối tượng',
    staffEntity: 'Nhân viên',
    filter: 'Lọc',
    invitedAction: 'mời',
  },
  en: {
    dashboard: 'Overview',
    todayOrders: 'Orders today',
    latest: 'Latest orders',
    staffNav: 'Staff',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    role: 'Role',
    operator: 'Operator',
    send: 'Send invitation',
    invited: (email: string) => `Invitation sent to ${email}.`,
    auditNav: 'Audit log',
    entity: 'What',
    staffEntity: 'Staff',
    filter: 'Filter',
    invitedAction: 'invited',
  },
} as const;

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The demo shopper places a COD order of one unit through the API; answers its number. */
async function placeOrder(baseURL: string, forwardedFor: string): Promise<string> {
  const shopper = await api.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor },
  });
  try {
    const { token } = await json<{ token: string }>(
      await shopper.post('/api/auth/login', {
        data: { username: SHOPPER.email, password: SHOPPER.password },
      }),
    );
    const headers = { authorization: `Bearer ${token}` };
    const cart = await json<{ lines: { infoId: string; isOrder: boolean }[] }>(
      await shopper.get('/api/cart', { headers }),
    );
    for (const line of cart.lines.filter((l) => !l.isOrder)) {
      await shopper.delete(`/api/cart/lines/${line.infoId}`, { headers });
    }
    const products = await json<{ id: string; inStock: boolean }[]>(
      await shopper.get('/api/product/public?limit=40&sort=price_desc'),
    );
    const product = products.find((p) => p.inStock)!;
    const detail = await json<{ variants: { id: string; stock: number }[] }>(
      await shopper.get(`/api/product/${product.id}/public`),
    );
    const variant = detail.variants.find((v) => v.stock > 0)!;
    await json(
      await shopper.put(`/api/cart/lines/${variant.id}`, { headers, data: { quantity: 1 } }),
    );
    const place = { provinceId: '01', wardId: '00004', deliveryMethod: 'STANDARD' };
    const preview = await json<{ pricing: { grandTotal: number } }>(
      await shopper.post('/api/checkout/preview', { headers, data: place }),
    );
    const order = await json<{ number: string }>(
      await shopper.post('/api/order', {
        headers: { ...headers, 'idempotency-key': randomUUID() },
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
    return order.number;
  } finally {
    await shopper.dispose();
  }
}

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `an admin sees a new order on the dashboard, invites an operator and finds it audited (${lang})`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }, info) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const forwardedFor = lang === 'vi' ? '198.51.100.31' : '198.51.100.32';
      const number = await placeOrder(baseURL!, forwardedFor);

      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      await page.goto('/login?redirect=%2Fportal');
      await hydrated(page);
      await page.locator('input[name="username"]').fill(ADMIN.email);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.locator('input[name="password"]').press('Enter');
      await expect(page).toHaveURL(/\/portal$/, { timeout: 15_000 });
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
      await expect(page.getByTestId('today-orders')).toContainText(w.todayOrders);
      await expect(page.getByRole('img', { name: /30/ })).toBeVisible();
      await expect(
        page.getByTestId('latest-orders').locator(`[data-order="${number}"]`),
      ).toBeVisible();

      // An operator invited from the staff screen.
      await page.goto('/portal/staff');
      await hydrated(page);
      const email = `op-${Date.now()}-${info.project.name}@lotus.vn`;
      await page.getByLabel(w.email, { exact: true }).fill(email);
      await page.getByLabel(w.lastName, { exact: true }).fill('Phạm');
      await page.getByLabel(w.firstName, { exact: true }).fill('Gia Huy');
      await page.getByLabel(w.role, { exact: true }).selectOption({ label: w.operator });
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.invited(email))).toBeVisible();
      await expect(page.getByTestId('staff-list').locator(`[data-staff="${email}"]`)).toBeVisible();

      // The audit log says who invited whom.
      await page.goto('/portal/audit');
      await hydrated(page);
      await page.getByLabel(w.entity, { exact: true }).selectOption({ label: w.staffEntity });
      await page.getByRole('button', { name: w.filter }).click();
      await expect(page).toHaveURL(/entity=staff/);
      const first = page.getByTestId('audit-log').locator('tbody tr').first();
      await expect(first).toContainText(ADMIN.email);
      await expect(first).toContainText(email);
      await expect(first).toHaveAttribute('data-action', 'invite');
      await expect(first).toContainText(w.invitedAction);
      expect(errors).toEqual([]);
    },
  );
}
