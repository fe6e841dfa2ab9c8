import { expect, test } from '@playwright/test';
import { deviceOf } from './devices.ts';
import { hydrated, useLanguage, watchErrors } from './browser.ts';

const OPERATOR = { email: 'operator@lotus.vn', password: 'Operator@2026' };

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    nav: 'Sản phẩm',
    create: 'Thêm sản phẩm',
    nameVi: 'Tên (tiếng Việt)',
    nameEn: 'Tên (tiếng Anh)',
    price: 'Giá bán (₫)',
    order: 'Thứ tự hiển thị',
    category: 'Danh mục',
    categoryOption: '— Robot giáo dục',
    createSave: 'Tạo sản phẩm',
    missing: 'Sản phẩm cần có tên, giá và mã SKU.',
    created: (name: string) => `Đã tạo sản phẩm “${name}”. Hãy thêm phân loại rồi đăng bán.`,
    colour: 'Màu',
    size: 'Cỡ',
    variantSku: 'SKU của phân loại',
    firstStock: 'Số lượng nhập',
    variantForm: 'Thêm phân loại',
    addVariant: 'Thêm phân loại',
    variants: 'Phân loại',
    movement: 'Loại thay đổi',
    quantity: 'Số lượng',
    record: 'Ghi nhận',
    ledger: 'Thay đổi gần đây',
    publish: 'Đăng bán',
    published: (name: string) => `“${name}” đã được đăng bán.`,
    productsTitle: 'Sản phẩm',
    search: 'Tìm sản phẩm',
  },
  en: {
    nav: 'Products',
    create: 'New product',
    nameVi: 'Name (Vietnamese)',
    nameEn: 'Name (English)',
    price: 'Price (₫)',
    order: 'Display order',
    category: 'Category',
    categoryOption: '— Educational robot kits',
    createSave: 'Create product',
    missing: 'A product needs a name, a price and a SKU.',
    created: (name: string) => `Product “${name}” created. Add its variants, then publish it.`,
    colour: 'Colour',
    size: 'Size',
    variantSku: 'Variant SKU',
    firstStock: 'Stock received',
    variantForm: 'Add a variant',
    addVariant: 'Add variant',
    variants: 'Variants',
    movement: 'Movement',
    quantity: 'Quantity',
    record: 'Record movement',
    ledger: 'Latest movements',
    publish: 'Publish',
    published: (name: string) => `“${name}” is now in the shop.`,
    productsTitle: 'Products',
    search: 'Search products',
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `an operator adds a product with two colours and sizes, stocks and publishes it (${lang})`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }, info) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      await page.goto('/login');
      await page.locator('input[name="username"]').fill(OPERATOR.email);
      await page.locator('input[name="password"]').fill(OPERATOR.password);
      await page.locator('input[name="password"]').press('Enter');
      await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });

      await page.goto('/portal/products');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: w.productsTitle })).toBeVisible();
      await page.getByRole('link', { name: w.create }).click();
      await expect(page).toHaveURL(/\/portal\/products\/new$/);

      // Nothing filled in: the spec's rule, beside each field, and nothing made.
      await page.getByRole('button', { name: w.createSave }).click();
      await expect(page.getByText(w.missing)).toHaveCount(4);

      const stamp = `${Date.now()}`.slice(-7);
      const nameVi = `Rô-bốt Lạc Hồng ${stamp}`;
      const nameEn = `Lac Hong robot ${stamp}`;
      const sku = `LH-${stamp}`;
      await page.getByLabel(w.nameVi, { exact: true }).fill(nameVi);
      await page.getByLabel(w.nameEn, { exact: true }).fill(nameEn);
      await page.getByLabel(/^SKU/).first().fill(sku);
      await page.getByLabel(w.category, { exact: true }).selectOption({ label: w.categoryOption });
      await page.getByLabel(w.price, { exact: true }).fill('1.290.000');
      // Behind the demo catalogue, so the other journeys' first products stay theirs.
      await page.getByLabel(w.order, { exact: true }).fill('9000');
      await page.getByRole('button', { name: w.createSave }).click();
      const name = lang === 'en' ? nameEn : nameVi;
      await expect(page.getByText(w.created(name))).toBeVisible();
      await expect(page).toHaveURL(/\/portal\/products\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: nameVi })).toBeVisible();

      // Two colours and two sizes, each with the stock received.
      const variants = page.getByRole('table', { name: w.variants, exact: true });
      const options = [
        ['black', 'S'],
        ['black', 'M'],
        ['blue', 'S'],
        ['blue', 'M'],
      ] as const;
      for (const [i, [colour, size]] of options.entries()) {
        const form = page.getByRole('form', { name: w.variantForm });
        await form.getByLabel(w.colour, { exact: true }).selectOption(colour);
        await form.getByLabel(new RegExp(`^${w.size}`)).fill(size);
        await form.getByLabel(new RegExp(`^${w.variantSku}`)).fill(`${sku}-${colour}-${size}`);
        await form.getByLabel(w.firstStock, { exact: true }).fill('5');
        await form.getByRole('button', { name: w.addVariant }).click();
        await expect(variants.getByRole('row')).toHaveCount(i + 2);
      }

      // Goods received for one variant: a movement in the ledger, the stock up.
      await page.getByLabel(w.quantity, { exact: true }).fill('12');
      await page.getByRole('button', { name: w.record }).click();
      await expect(variants.getByTestId('variant-stock').first()).toHaveText('17');
      await expect(
        page.getByRole('table', { name: w.ledger }).getByText('+12', { exact: true }),
      ).toBeVisible();

      await page.getByRole('button', { name: w.publish, exact: true }).click();
      await expect(page.getByText(w.published(name))).toBeVisible();
      // The editor at the narrowest phone the shop supports.
      if (lang === 'en') await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: info.outputPath(`product-editor-${lang}.png`),
        fullPage: true,
      });

      // The list finds it by its name without diacritics.
      await page.goto(`/portal/products?search=${encodeURIComponent(`lac hong ${stamp}`)}`);
      const row = page.getByTestId('portal-products').getByRole('row').filter({ hasText: sku });
      await expect(row.getByTestId('product-stock')).toHaveText('32');
      await page.screenshot({ path: info.outputPath(`product-list-${lang}.png`), fullPage: true });
      // On a phone the table scrolls in its frame; the page itself fits the screen.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

      // A shopper finds it by typing its name without diacritics.
      await page.goto(`/products?name=${encodeURIComponent(`ro bot lac hong ${stamp}`)}`);
      await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();
      expect(errors).toEqual([]);
    },
  );
}
