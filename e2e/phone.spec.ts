import { expect, test, type Page } from '@playwright/test';
import { filterChoice, hydrated } from './browser.ts';

/** What a shopper on a 390 px phone reads, in each language. */
const WORDS = {
  vi: {
    nothingFound: 'Không tìm thấy sản phẩm phù hợp.',
    showAll: 'Xem tất cả sản phẩm',
    categories: 'Hoặc xem theo danh mục',
    popular: 'Sản phẩm bán chạy',
    correctedTitle: /^Kết quả cho “.+”$/,
    searchExact: 'Tìm chính xác “ao thnu”',
    didYouMean: /^Có phải bạn muốn tìm “.+”\?$/,
    filters: 'Bộ lọc',
    showResults: 'Xem kết quả',
    colours: ['Đen', 'Trắng'],
    size: 'Kích cỡ',
    colour: 'Màu sắc',
    account: 'Tài khoản',
    logout: 'Đăng xuất',
    loggedOut: 'Bạn đã đăng xuất. Hẹn gặp lại!',
    profileGreeting: 'Xin chào, Lê Quốc Bảo',
  },
  en: {
    nothingFound: 'No products match your search.',
    showAll: 'Browse all products',
    categories: 'Or browse a category',
    popular: 'Best sellers',
    correctedTitle: /^Results for “.+”$/,
    searchExact: 'Search for “ao thnu” exactly',
    didYouMean: /^Did you mean “.+”\?$/,
    filters: 'Filters',
    showResults: 'Show results',
    colours: ['Black', 'White'],
    size: 'Size',
    colour: 'Colour',
    account: 'Account',
    logout: 'Log out',
    loggedOut: 'You have logged out. See you soon!',
    profileGreeting: 'Hello, Lê Quốc Bảo',
  },
} as const;

/** The number of products the list says it found. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByTestId('result-count').textContent();
  return Number(text!.replace(/\D/g, ''));
}

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`on a 390 px phone (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    });

    test('a search that finds nothing offers a way on, and a typo is corrected', async ({
      page,
    }) => {
      await page.goto('/products?name=xyzzy');
      await hydrated(page);
      const status = page.getByRole('status').filter({ hasText: w.nothingFound });
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', { name: w.showAll })).toBeVisible();
      const popular = page.getByRole('region', { name: w.popular });
      await expect(popular.getByRole('article').first()).toBeVisible();
      // A category from the list of them leads to its products.
      const category = page.getByRole('navigation', { name: w.categories }).getByRole('link');
      await category.first().click();
      await expect(page).toHaveURL(/\/products\?categories=[\w-]+$/);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

      // Two letters swapped: the list says what it searched instead, and offers the exact words.
      await page.goto('/products?name=ao+thnu');
      await expect(page.getByRole('heading', { level: 1, name: w.correctedTitle })).toBeVisible();
      expect(await resultCount(page)).toBeGreaterThan(0);
      await page.getByRole('link', { name: w.searchExact }).click();
      await expect(page).toHaveURL(/exact=/);
      // The exact words find nothing, and the page points back at the correction.
      await expect(page.getByRole('status').filter({ hasText: w.nothingFound })).toBeVisible();
      await page.getByRole('link', { name: w.didYouMean }).click();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });

    test('several colours and sizes filter together', async ({ page }) => {
      await page.goto('/products');
      await hydrated(page);
      const everything = await resultCount(page);

      const filters = page.getByRole('button', { name: new RegExp(`^${w.filters}`) });
      await filters.click();
      const colours = page.getByRole('group', { name: w.colour });
      await colours.getByRole('checkbox', { name: filterChoice(w.colours[0]) }).check();
      await expect(page).toHaveURL(/colour=black/);
      await colours.getByRole('checkbox', { name: filterChoice(w.colours[1]) }).check();
      await expect(page).toHaveURL(/colour=black.*white|colour=white.*black/);
      const sizes = page.getByRole('group', { name: w.size });
      await sizes.getByRole('checkbox', { name: filterChoice('M') }).check();
      await sizes.getByRole('checkbox', { name: filterChoice('L') }).check();
      await expect(page).toHaveURL(/size=M.*L|size=L.*M/);
      await page.getByRole('button', { name: w.showResults }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Both colours and both sizes are still ticked, and the list is narrower but not empty.
      const both = await resultCount(page);
      expect(both).toBeGreaterThan(0);
      expect(both).toBeLessThan(everything);

      // One colour and one size less: fewer or as many products, never more.
      await filters.click();
      await colours.getByRole('checkbox', { name: filterChoice(w.colours[1]) }).uncheck();
      await sizes.getByRole('checkbox', { name: filterChoice('L') }).uncheck();
      await expect(page).toHaveURL(/colour=black&size=M(&|$)/);
      await page.getByRole('button', { name: w.showResults }).click();
      await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(both);
      // The sheet opens again on what is chosen.
      await filters.click();
      await expect(sizes.getByRole('checkbox', { name: filterChoice('L') })).not.toBeChecked();
      await expect(
        colours.getByRole('checkbox', { name: filterChoice(w.colours[0]) }),
      ).toBeChecked();
    });

    test('logging out from the profile clears the header at once', async ({ page }) => {
      await page.goto('/login?redirect=%2Fprofile');
      await hydrated(page);
      await page.locator('input[name="username"]').fill('customer@lotus.vn');
      await page.locator('input[name="password"]').fill('Customer@2026');
      await page.locator('input[name="password"]').press('Enter');
      await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: w.profileGreeting })).toBeVisible();

      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Lê Quốc Bảo' }).click();
      await header.getByRole('button', { name: w.logout }).click();
      await expect(page.getByText(w.loggedOut)).toBeVisible();
      // Without a reload: the name is gone and the visitor's account button is back.
      await expect(header.getByRole('button', { name: w.account })).toBeVisible();
      await expect(header.getByText('Lê Quốc Bảo')).toHaveCount(0);
    });

    test('every back-office screen fits the phone, its tables scrolling in their frames', async ({
      page,
    }) => {
      await page.goto('/login?redirect=%2Fportal');
      await hydrated(page);
      await page.locator('input[name="username"]').fill('admin@lotus.vn');
      await page.locator('input[name="password"]').fill('Admin@2026');
      await page.locator('input[name="password"]').press('Enter');
      await expect(page).toHaveURL(/\/portal$/, { timeout: 15_000 });
      // The screens the navigation offers, and the first order's page.
      const screens = await page.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll('a[href^="/portal"]')]
            .map((a) => a.getAttribute('href')!)
            .filter((href) => !href.includes('?')),
        ),
      ]);
      const order = screens.find((href) => href.startsWith('/portal/orders/'));
      const visited = [...screens.filter((href) => !href.startsWith('/portal/orders/')), order!];
      expect(visited.length).toBeGreaterThan(15);
      const overflowing: string[] = [];
      for (const href of visited) {
        await page.goto(href);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) overflowing.push(`${href} (${width} px)`);
      }
      expect(overflowing).toEqual([]);
    });
  });
}
