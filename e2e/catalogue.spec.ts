import { expect, test, type Page } from '@playwright/test';
import { filterChoice, hydrated } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    searchBox: 'Tìm sản phẩm',
    results: 'Kết quả tìm kiếm cho “ao thun”',
    filters: 'Bộ lọc',
    size: 'Kích cỡ',
    showResults: 'Xem kết quả',
    sort: 'Sắp xếp',
    colour: /^Màu sắc/,
    quantity: 'Số lượng',
    tooMany: 'Bạn không thể chọn nhiều hơn số lượng sản phẩm còn trong kho. Vui lòng chọn lại!',
    wishlistLink: 'Danh sách yêu thích',
    added: 'Đã thêm vào danh sách yêu thích.',
    wishlistTitle: 'Sản phẩm yêu thích',
    remove: (name: string) => `Bỏ ${name} khỏi danh sách yêu thích`,
    empty: 'Bạn chưa có sản phẩm yêu thích nào.',
  },
  en: {
    searchBox: 'Search products',
    results: 'Search results for “ao thun”',
    filters: 'Filters',
    size: 'Size',
    showResults: 'Show results',
    sort: 'Sort by',
    colour: /^Colour/,
    quantity: 'Quantity',
    tooMany: 'You cannot select more than quantity of products in stock. Please choose it again !',
    wishlistLink: 'Wishlist',
    added: 'Added to your wishlist.',
    wishlistTitle: 'Your wishlist',
    remove: (name: string) => `Remove ${name} from your wishlist`,
    empty: 'Your wishlist is empty.',
  },
} as const;

/** Prices of the cards on the page, in đồng, in the order shown. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .getByRole('article')
    .getByTestId('price-current')
    .allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `catalogue journey (${lang}): search, filter, sort, choose, wishlist`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);

      // Search "ao thun" from the header (no diacritics).
      await page.goto('/');
      await hydrated(page);
      const search = page.getByRole('combobox', { name: w.searchBox });
      await search.fill('ao thun');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/products\?name=ao\+thun$/);
      await expect(page.getByRole('heading', { level: 1, name: w.results })).toBeVisible();

      // Filter by size M (a sheet on phones, the sidebar on wide screens).
      const filtersButton = page.getByRole('button', { name: new RegExp(`^${w.filters}`) });
      const phone = await filtersButton.isVisible();
      if (phone) await filtersButton.click();
      const sizes = page.getByRole('group', { name: w.size });
      await sizes.getByRole('checkbox', { name: filterChoice('M') }).check();
      await expect(page).toHaveURL(/size=M/);
      if (phone) await page.getByRole('button', { name: w.showResults }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Sort by price, increasing: the prices really ascend.
      await page.getByRole('combobox', { name: w.sort }).selectOption('price_asc');
      await expect(page).toHaveURL(/name=ao\+thun&size=M&sort=price_asc/);
      // The URL changes as the new list arrives; React paints it a moment later.
      await expect(async () => {
        const prices = await cardPrices(page);
        expect(prices.length).toBeGreaterThan(1);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }).toPass({ timeout: 5_000 });

      // Open a product.
      const card = page.getByRole('main').getByRole('article').first();
      const name = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      // Choose a colour and size M that are in stock.
      const colours = page.getByRole('radiogroup', { name: w.colour }).getByRole('radio');
      const count = await colours.count();
      let chosen = false;
      for (let i = count - 1; i >= 0 && !chosen; i -= 1) {
        await colours.nth(i).check();
        const m = page.getByRole('radio', { name: 'M', exact: true });
        if ((await m.count()) === 1 && (await m.isEnabled())) {
          await m.check();
          chosen = true;
        }
      }
      expect(chosen).toBe(true);
      const stock = Number((await page.getByTestId('stock').textContent())!.replace(/\D/g, ''));
      expect(stock).toBeGreaterThan(0);

      // More than the stock: the spec's message.
      const quantity = page.getByRole('spinbutton', { name: w.quantity });
      await quantity.fill(String(stock + 1));
      await expect(page.getByRole('alert').filter({ hasText: w.tooMany })).toBeVisible();
      await quantity.fill('1');
      await expect(page.getByTestId('quantity-message')).toHaveCount(0);

      // Onto the wishlist (a visitor's list, kept in this browser).
      const heart = page.getByTestId('wishlist-toggle');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(w.added)).toBeVisible();

      // The wishlist page asks a visitor to log in; the list merges into the account.
      await page.getByRole('link', { name: w.wishlistLink }).click();
      // The first visit loads the profile's code and renders the login page: allow a cold server.
      await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fwishlist/, { timeout: 15_000 });
      await page.locator('input[name="username"]').fill('customer@lotus.vn');
      await page.locator('input[name="password"]').fill('Customer@2026');
      await page.locator('input[name="password"]').press('Enter');
      await expect(page).toHaveURL(/\/profile\/wishlist$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: w.wishlistTitle })).toBeVisible();
      const saved = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(saved).toBeVisible();

      // Taking it off again leaves the shared demo account as it was.
      await page.getByRole('button', { name: w.remove(name) }).click();
      await expect(saved).toHaveCount(0);
      expect(errors).toEqual([]);
    },
  );
}
