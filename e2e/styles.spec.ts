import { expect, test } from '@playwright/test';
import { hydrated, useLanguage } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: { account: 'Tài khoản', login: 'Đăng nhập' },
  en: { account: 'Account', login: 'Log in' },
};

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `a visitor's page carries the styles it uses, and the whole sheet follows (${lang})`,
    {
      tag: deviceOf(lang),
    },
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
      await page.goto('/');
      await hydrated(page);

      // The page came with part of the sheet in its head; the whole one is linked once it runs.
      const inline = (await page.locator('style[data-href="lotus-styles"]').textContent()) ?? '';
      const linked = await page.waitForFunction(
        () =>
          [...document.styleSheets].find((s) => s.href?.includes('/assets/') && s.cssRules.length)
            ?.href,
      );
      const whole = await (await page.request.get((await linked.jsonValue())!)).text();
      expect(inline.length).toBeGreaterThan(1000);
      expect(inline.length).toBeLessThan(whole.length * 0.8);
      // The login card's width is a class the home page does not use.
      expect(whole).toContain('.max-w-md{');
      expect(inline).not.toContain('.max-w-md{');

      // What the browser renders next, the account menu and then the login page, is styled.
      await page.getByRole('banner').getByRole('button', { name: w.account }).click();
      await page.getByRole('banner').getByRole('link', { name: w.login }).click();
      await expect(page).toHaveURL(/\/login$/);
      const card = page.getByRole('main').locator('.max-w-md').first();
      expect(await card.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('448px');
    },
  );
}

test(
  "a signed-in shopper's pages link the sheet their browser already has",
  {
    tag: deviceOf('vi'),
  },
  async ({ page }) => {
    // Logged in through the API, as the login form does: the session cookies land in the browser.
    const login = await page.request.post('/api/auth/login', {
      data: { username: 'customer@lotus.vn', password: 'Customer@2026' },
    });
    expect(login.ok()).toBe(true);
    const html = await (await page.request.get('/profile')).text();
    expect(html).not.toContain('data-href="lotus-styles"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);

    await page.goto('/profile');
    await hydrated(page);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The shop's ink (#1c1a22), not the browser's black.
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(28, 26, 34)',
    );
    // One sheet, not linked twice.
    expect(
      await page.evaluate(
        () => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/')).length,
      ),
    ).toBe(1);
  },
);
