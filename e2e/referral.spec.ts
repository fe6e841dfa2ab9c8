import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    join: 'Tham gia chương trình',
    copyLink: 'Sao chép đường dẫn',
    copied: 'Đã sao chép',
    referralCode: 'Mã giới thiệu',
    lastName: 'Họ',
    firstName: 'Tên',
    email: 'Email',
    phone: 'Số điện thoại',
    password: 'Mật khẩu',
    confirmPassword: 'Nhập lại mật khẩu',
    register: 'Tạo tài khoản',
    sent: 'Kiểm tra hộp thư của bạn',
    reward: 'Phần thưởng',
    pending: 'Đang giữ',
    approved: 'Đã duyệt',
    money: (n: number) => `${n.toLocaleString('de-DE')} ₫`,
  },
  en: {
    join: 'Join the programme',
    copyLink: 'Copy link',
    copied: 'Copied',
    referralCode: 'Referral code',
    lastName: 'Last name',
    firstName: 'First name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirmPassword: 'Confirm password',
    register: 'Create account',
    sent: 'Check your inbox',
    reward: 'Reward',
    pending: 'Held',
    approved: 'Approved',
    money: (n: number) => `₫${n.toLocaleString('en-US')}`,
  },
} as const;

const ADMIN = { username: 'admin@lotus.vn', password: 'Admin@2026' };
const OPERATOR = { username: 'operator@lotus.vn', password: 'Operator@2026' };
const REWARD = 40_000;

function shopper(lang: string) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: 'An',
    lastName: 'Nguyễn',
    email: `ref-${lang}-${tag}@example.vn`,
    phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'Secret123!',
  };
}

/** Signs a request context in (its cookies carry the session from then on). */
async function logIn(request: APIRequestContext, who: { username: string; password: string }) {
  const res = await request.post('/api/auth/login', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Follows the verification link the development mailbox holds for `email`. */
async function activate(request: APIRequestContext, email: string) {
  const mail = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
  const text = ((await mail.json()) as { data: { text: string }[] }).data[0]!.text;
  const token = /token=([\w-]+)/.exec(text)![1]!;
  expect((await request.get(`/api/auth/active-user?token=${token}`)).ok()).toBe(true);
}

/** A campaign with no holding period, started now, so the journey sees the approval. */
async function quickCampaign(request: APIRequestContext) {
  await logIn(request, ADMIN);
  const res = await request.post('/api/portal/referral/campaigns', {
    data: {
      nameVi: 'Giới thiệu nhanh (kiểm thử)',
      nameEn: 'Quick referrals (test)',
      startsAt: new Date().toISOString(),
      isActive: true,
      inviterKind: 'FIXED',
      inviterValue: REWARD,
      inviteeKind: 'FIXED',
      inviteeValue: 10_000,
      minimumOrder: 0,
      holdingDays: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The rows of the Reward tab, as kind and status. */
async function rewardRow(page: Page) {
  return page.getByTestId('reward-rows').locator('tr[data-kind="reward"]').first();
}

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `referral journey (${lang}): A copies the link → B signs up through it and orders → done and paid → A's reward pending, then approved`,
    { tag: deviceOf(lang) },
    async ({ page, context, browser, baseURL, playwright }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const staff = await playwright.request.newContext({ baseURL: baseURL! });
      await quickCampaign(staff);

      // A signs up (by the API: accounts.spec.ts walks the form), then joins on the page.
      const a = shopper(lang);
      await useLanguage(context, baseURL, lang);
      expect(
        (
          await context.request.post('/api/auth/register', {
            data: { ...a, confirmPassword: a.password },
          })
        ).status(),
      ).toBe(201);
      await activate(context.request, a.email);
      await logIn(context.request, { username: a.email, password: a.password });
      await page.goto('/profile/referral');
      await hydrated(page);
      await page.getByRole('button', { name: w.join }).click();
      const copy = page.getByRole('button', { name: new RegExp(`^${w.copyLink}: `) });
      await expect(copy).toBeVisible();
      const link = (await copy.getAttribute('aria-label'))!.slice(w.copyLink.length + 2);
      expect(link).toMatch(/\/register\?ref=[2-9A-HJKMNP-Z]{8}$/);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
      await copy.click();
      // The spec's `Copied` toast, and the link in the clipboard.
      await expect(page.getByRole('status').filter({ hasText: w.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      const code = link.slice(-8);

      // B opens the link in another browser (on another device: the same address and browser
      // as A's would flag the reward for review): the sign-up form carries A's code.
      const other = await browser.newContext({
        baseURL: baseURL!,
        userAgent: `${await page.evaluate(() => navigator.userAgent)} (friend)`,
      });
      await useLanguage(other, baseURL, lang);
      const friend = await other.newPage();
      const b = shopper(lang);
      await friend.goto(new URL(link).pathname + new URL(link).search);
      await expect(friend.getByLabel(w.referralCode)).toHaveValue(code);
      await friend.getByLabel(w.lastName, { exact: true }).fill(b.lastName);
      await friend.getByLabel(w.firstName, { exact: true }).fill(b.firstName);
      await friend.getByLabel(w.email, { exact: true }).fill(b.email);
      await friend.getByLabel(w.phone, { exact: true }).fill(b.phone);
      await friend.getByLabel(w.password, { exact: true }).fill(b.password);
      await friend.getByLabel(w.confirmPassword, { exact: true }).fill(b.password);
      await friend.getByRole('button', { name: w.register }).click();
      await expect(friend.getByRole('heading', { name: w.sent })).toBeVisible();
      await activate(other.request, b.email);

      // B orders (cash on delivery) with the invitee's gift priced in.
      await logIn(other.request, { username: b.email, password: b.password });
      const products = (await (
        await other.request.get('/api/product/public?limit=20&sort=price_asc')
      ).json()) as {
        data: { id: string; inStock: boolean }[];
      };
      const product = products.data.find((p) => p.inStock)!;
      const detail = (await (
        await other.request.get(`/api/product/${product.id}/public`)
      ).json()) as {
        data: { variants: { id: string; stock: number }[] };
      };
      const variant = detail.data.variants.find((v) => v.stock > 0)!;
      expect(
        (await other.request.put(`/api/cart/lines/${variant.id}`, { data: { quantity: 1 } })).ok(),
      ).toBe(true);
      const place = { provinceId: '01', wardId: '00004', deliveryMethod: 'STANDARD' as const };
      const preview = (await (
        await other.request.post('/api/checkout/preview', { data: place })
      ).json()) as {
        data: { pricing: { grandTotal: number; adjustments: { reason: string }[] } };
      };
      expect(preview.data.pricing.adjustments.map((x) => x.reason)).toContain('REFERRAL');
      const ordered = await other.request.post('/api/order', {
        headers: { 'idempotency-key': randomUUID() },
        data: {
          ...place,
          firstName: b.firstName,
          lastName: b.lastName,
          email: b.email,
          phone: b.phone,
          address: '12 Phan Đình Phùng',
          national: 'Việt Nam',
          paymentMethod: 'COD',
          note: 'Giao giờ hành chính',
          expectedTotal: preview.data.pricing.grandTotal,
        },
      });
      expect(ordered.status(), await ordered.text()).toBe(201);
      const orderId = ((await ordered.json()) as { data: { id: string } }).data.id;

      // A sees the reward held.
      await page.goto('/profile/referral?tab=reward');
      await expect(page.getByRole('link', { name: w.reward })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(async () => {
        await page.reload();
        await expect(await rewardRow(page)).toHaveAttribute('data-status', 'pending', {
          timeout: 1000,
        });
      }).toPass({ timeout: 15_000 });
      await expect(await rewardRow(page)).toContainText(w.pending);
      await expect(await rewardRow(page)).toContainText(w.money(REWARD));

      // An operator completes it; cash on delivery is paid when delivered.
      await logIn(staff, OPERATOR);
      for (const status of ['processing', 'delivering', 'done']) {
        const moved = await staff.post(`/api/portal/orders/${orderId}/status`, {
          data: { status },
        });
        expect(moved.ok(), await moved.text()).toBe(true);
      }

      // No holding period in this campaign: approved, and the balance is there to spend.
      await expect(async () => {
        await page.reload();
        await expect(await rewardRow(page)).toHaveAttribute('data-status', 'approved', {
          timeout: 1000,
        });
      }).toPass({ timeout: 15_000 });
      await expect(await rewardRow(page)).toContainText(w.approved);
      await expect(page.locator('[data-total="available"]')).toHaveText(w.money(REWARD));
      await expect(page.locator('[data-total="newBalance"]')).toHaveText(w.money(REWARD));

      await other.close();
      await staff.dispose();
      expect(errors).toEqual([]);
    },
  );
}

/**
 * The referral page as the demo customer has it, at a phone's and a desktop's width, each
 * language: both tabs fit the screen (no sideways scroll). With REFERRAL_SHOTS=<folder> it also
 * saves their screenshots, for looking at.
 */
test(
  'the referral page fits a phone and a desktop, both tabs, in vi and en',
  { tag: '@desktop' },
  async ({ page, context, baseURL }) => {
    await logIn(context.request, { username: 'customer@lotus.vn', password: 'Customer@2026' });
    for (const lang of ['vi', 'en'] as const) {
      await context.clearCookies({ name: 'language' });
      await useLanguage(context, baseURL, lang);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const tab of ['referral', 'reward']) {
          await page.goto(`/profile/referral?tab=${tab}`);
          await hydrated(page);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth, `${tab} ${lang} ${width}`).toBeLessThanOrEqual(width);
          if (process.env.REFERRAL_SHOTS) {
            await page.screenshot({
              path: `${process.env.REFERRAL_SHOTS}/referral-${tab}-${lang}-${width}.png`,
              fullPage: true,
            });
          }
        }
      }
    }
  },
);
