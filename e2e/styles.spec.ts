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
