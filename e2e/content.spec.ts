import { expect, test } from '@playwright/test';
import { deviceOf } from './devices.ts';
import { hydrated, useLanguage } from './browser.ts';

/** The words the journeys look for, in each language. */
const WORDS = {
  vi: {
    faqTitle: 'Câu hỏi thường gặp',
    returnQuestion: 'Chính sách đổi trả thế nào?',
    returnAnswer: /7 ngày kể từ khi nhận hàng/,
    returnPage: 'Chính sách đổi trả',
    shippingPage: 'Chính sách vận chuyển',
    freeShipping: '500.000 ₫',
    privacy: 'Chính sách bảo mật',
    privacyTitle: 'Chính sách bảo mật',
  },
  en: {
    faqTitle: 'Frequently asked questions',
    returnQuestion: 'What is the return policy?',
    returnAnswer: /7 days from delivery/,
    returnPage: 'Exchange and return policy',
    shippingPage: 'Shipping policy',
    freeShipping: '₫500,000',
    privacy: 'privacy policy',
    privacyTitle: 'Privacy and security policy',
  },
} as const;

const OPERATOR = { email: 'operator@lotus.vn', password: 'Operator@2026' };

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];
  test(
    `a shopper reads the FAQs and the policies from the footer (${lang})`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }) => {
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      await page.goto('/');
      const faqs = page.getByRole('region', { name: w.faqTitle });
      await expect(faqs).toBeVisible();
      const answer = faqs.getByText(w.returnAnswer);
      await expect(answer).toBeHidden();
      await faqs.getByText(w.returnQuestion).click();
      await expect(answer).toBeVisible();

      // The footer's policy links lead to the real pages, with the shop's real figures.
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: w.returnPage }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.returnPage })).toBeVisible();
      await expect(page).toHaveURL(/\/policy\/exchange-return$/);
      await page.getByRole('contentinfo').getByRole('link', { name: w.shippingPage }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.shippingPage })).toBeVisible();
      await expect(page.locator('article')).toContainText(w.freeShipping);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/policy\/transportation$/,
      );

      // The FAQ page carries every question and the FAQPage data for search engines.
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1, name: w.faqTitle })).toBeVisible();
      expect(await page.locator('main details').count()).toBeGreaterThanOrEqual(8);
      const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(ld!)['@type']).toBe('FAQPage');

      // The sign-up form's privacy link opens the privacy policy.
      await page.goto('/register');
      await hydrated(page);
      await page.getByRole('main').getByRole('link', { name: w.privacy, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.privacyTitle })).toBeVisible();
    },
  );
}

test('an unknown policy page is the shop’s 404', async ({ page }) => {
  const response = await page.goto('/policy/no-such-page');
  expect(response!.status()).toBe(404);
});

test(
  'an operator edits a policy page and a question, with scripts removed',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(OPERATOR.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });

    await page.goto('/portal/pages');
    // A click while the list hydrates can be lost (React Router's link takes it over then).
    await hydrated(page);
    await page.getByRole('link', { name: 'Sửa: Tuyển dụng' }).click();
    await expect(page.getByRole('heading', { name: /Sửa trang: Tuyển dụng/ })).toBeVisible();
    await hydrated(page);
    const vi = page.locator('fieldset[lang="vi"]');
    await vi.getByLabel('Tiêu đề', { exact: true }).fill(`Tuyển dụng ${stamp}`);
    const body = vi.getByRole('textbox', { name: /Nội dung/ });
    await body.fill(
      `<h2>Vị trí ${stamp}</h2><p>Ứng tuyển ngay</p><script>window.hacked=1</script><img src="/x.png" onerror="window.hacked=2" alt="ảnh">`,
    );
    // The preview is the server's sanitised HTML: the heading is there, the script is not.
    const preview = vi.getByRole('region', { name: /Xem trước/ });
    await expect(preview.getByRole('heading', { name: `Vị trí ${stamp}` })).toBeVisible();
    expect(await preview.locator('script, [onerror]').count()).toBe(0);
    await page.getByRole('button', { name: 'Lưu trang' }).click();
    await expect(page.getByText(`Đã lưu trang Tuyển dụng ${stamp}.`)).toBeVisible();

    await page.goto('/policy/recruitment');
    await expect(
      page.getByRole('heading', { level: 1, name: `Tuyển dụng ${stamp}` }),
    ).toBeVisible();
    await expect(page.locator('article h2', { hasText: `Vị trí ${stamp}` })).toBeVisible();
    expect(await page.locator('article script, article [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    // A new question shows on the FAQ page; hidden, it is gone.
    await page.goto('/portal/faqs?new=1');
    await hydrated(page);
    await page.getByLabel('Câu hỏi (tiếng Việt)').fill(`Câu hỏi thử ${stamp}?`);
    await page.getByLabel('Câu hỏi (tiếng Anh)').fill(`Test question ${stamp}?`);
    await page.getByRole('textbox', { name: 'Trả lời (tiếng Việt)' }).fill('<p>Trả lời thử</p>');
    await page.getByRole('textbox', { name: 'Trả lời (tiếng Anh)' }).fill('<p>Test answer</p>');
    await page.getByRole('button', { name: 'Lưu câu hỏi' }).click();
    await expect(page.getByText('Đã lưu câu hỏi.')).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByText(`Câu hỏi thử ${stamp}?`)).toBeVisible();

    await page.goto('/portal/faqs');
    // A click while the list hydrates was lost once (no request in the trace): act after it.
    await hydrated(page);
    const row = page.getByRole('row').filter({ hasText: `Câu hỏi thử ${stamp}?` });
    await row.getByRole('button', { name: 'Ẩn' }).click();
    await expect(page.getByText('Câu hỏi đã được ẩn.')).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByText(`Câu hỏi thử ${stamp}?`)).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);
