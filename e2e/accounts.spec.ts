import { expect, test } from '@playwright/test';
import { useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    register: 'Tạo tài khoản',
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'Email',
    phone: 'Số điện thoại',
    password: 'Mật khẩu',
    confirmPassword: 'Nhập lại mật khẩu',
    sent: 'Kiểm tra hộp thư của bạn',
    mailAction: 'Xác nhận email',
    verified: 'Tài khoản đã được kích hoạt',
    loginNow: 'Đăng nhập ngay',
    loginHeading: 'Đăng nhập',
    login: 'Đăng nhập',
    welcome: (name: string) => `Đăng nhập thành công. Chào mừng ${name}!`,
    logout: 'Đăng xuất',
    loggedOut: 'Bạn đã đăng xuất. Hẹn gặp lại!',
    account: 'Tài khoản',
    loginRequired: 'Vui lòng đăng nhập để tiếp tục.',
    profileGreeting: (name: string) => `Xin chào, ${name}`,
  },
  en: {
    register: 'Create account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirmPassword: 'Confirm password',
    sent: 'Check your inbox',
    mailAction: 'Confirm email',
    verified: 'Your account is active',
    loginNow: 'Log in now',
    loginHeading: 'Log in',
    login: 'Log in',
    welcome: (name: string) => `You are logged in. Welcome, ${name}!`,
    logout: 'Log out',
    loggedOut: 'You have logged out. See you soon!',
    account: 'Account',
    loginRequired: 'Please log in to continue.',
    profileGreeting: (name: string) => `Hello, ${name}`,
  },
} as const;

type Lang = keyof typeof WORDS;

function uniqueShopper(lang: Lang) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    firstName: 'Minh Anh',
    lastName: 'Nguyễn',
    fullName: 'Nguyễn Minh Anh',
    email: `e2e-${lang}-${tag}@example.vn`,
    phone: `09${digits}`,
    password: 'Secret123!',
  };
}

test.describe('accounts', () => {
  for (const lang of ['vi', 'en'] as const) {
    test(
      `${lang}: sign up, confirm by mail, log in, stay logged in, log out`,
      { tag: deviceOf(lang) },
      async ({ page, context, baseURL }) => {
        const w = WORDS[lang];
        const errors = watchErrors(page);
        await useLanguage(context, baseURL, lang);
        const shopper = uniqueShopper(lang);

        // Sign up.
        await page.goto('/register');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await page.getByLabel(w.lastName, { exact: true }).fill(shopper.lastName);
        await page.getByLabel(w.firstName, { exact: true }).fill(shopper.firstName);
        await page.getByLabel(w.email, { exact: true }).fill(shopper.email);
        await page.getByLabel(w.phone, { exact: true }).fill(shopper.phone);
        await page.getByLabel(w.password, { exact: true }).fill(shopper.password);
        await page.getByLabel(w.confirmPassword, { exact: true }).fill(shopper.password);
        await page.getByRole('button', { name: w.register }).click();
        await expect(page.getByRole('heading', { name: w.sent })).toBeVisible();
        await expect(page.getByText(shopper.email)).toBeVisible();

        // The verification mail, in the development mailbox, in the shopper's language.
        await page.goto(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`);
        const mail = page.frameLocator('main iframe').first();
        await mail.getByRole('link', { name: w.mailAction }).click();
        await expect(page).toHaveURL(/\/verify-email\?token=/);
        await expect(page.getByRole('heading', { name: w.verified })).toBeVisible();

        // Log in: a welcome with the full name, then (after a second) home.
        await page.getByRole('link', { name: w.loginNow }).click();
        await expect(page.getByRole('heading', { name: w.loginHeading })).toBeVisible();
        await page.getByLabel(w.email, { exact: true }).fill(shopper.email);
        await page.getByLabel(w.password, { exact: true }).fill(shopper.password);
        await page.getByRole('button', { name: w.login, exact: true }).click();
        await expect(page.getByText(w.welcome(shopper.fullName)).first()).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
        const accountButton = page.getByRole('banner').getByRole('button', {
          name: shopper.fullName,
        });
        await expect(accountButton).toBeVisible();

        // The session survives a reload (httpOnly cookies, read by the server render).
        await page.reload();
        await expect(accountButton).toBeVisible();

        // Log out: the session and the spec's local storage keys go, home, a goodbye.
        await page.evaluate(() => localStorage.setItem('userInfo', '{"role":"CUSTOMER"}'));
        await accountButton.click();
        await page.getByRole('button', { name: w.logout }).click();
        await expect(page.getByText(w.loggedOut)).toBeVisible();
        await expect(
          page.getByRole('banner').getByRole('button', { name: w.account }),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
        expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
        const cookies = await context.cookies();
        expect(cookies.map((c) => c.name)).not.toContain('lotus_at');
        expect(cookies.map((c) => c.name)).not.toContain('lotus_rt');

        // And the profile is closed again.
        await page.goto('/profile');
        await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
        expect(errors).toEqual([]);
      },
    );
  }

  test('logging in works before the page script has loaded (a plain form post)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('customer@lotus.vn');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Customer@2026');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    // Straight on to the page asked for (home), signed in.
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Lê Quốc Bảo' }),
    ).toBeAttached();
    await context.close();
  });

  test('a visitor opening the profile logs in and is brought back to it', async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    for (const lang of ['vi', 'en'] as const) {
      const w = WORDS[lang];
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
      await expect(page.getByText(w.loginRequired)).toBeVisible();
      await page.getByLabel(w.email, { exact: true }).fill('customer@lotus.vn');
      await page.getByLabel(w.password, { exact: true }).fill('Customer@2026');
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(
        page.getByRole('heading', { level: 1, name: w.profileGreeting('Lê Quốc Bảo') }),
      ).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
