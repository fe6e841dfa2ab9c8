import { expect, test } from '@playwright/test';

test.describe('language', () => {
  test('opens in Vietnamese, switches to English, and stays English after a reload', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { name: 'Mua theo danh mục' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kết nối với chúng tôi' })).toBeVisible();
    // Demo products arrive with their pictures and prices in đồng.
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard.getByRole('img')).toHaveJSProperty('complete', true);
    await expect(firstCard).toContainText('₫');

    const url = page.url();
    await page
      .getByRole('group', { name: 'Ngôn ngữ' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Follow us' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
