import { expect, test } from '@playwright/test';
import { deviceOf } from './devices.ts';
import { hydrated, useLanguage, watchErrors } from './browser.ts';

/** The words the journeys look for, in each language. */
const WORDS = {
  vi: {
    latest: 'Tin tức mới nhất',
    viewAll: 'Xem tất cả tin tức',
    newsTitle: 'Tin tức',
    care: 'Hướng dẫn bảo quản robot hút bụi để dùng bền nhiều năm',
    careHeading: '1. Đổ hộp bụi sau mỗi lần dọn',
    scheduled: 'Sắp diễn ra: Flash sale giữa tuần cho robot hút bụi và túi xách',
    storesTitle: 'Hệ thống cửa hàng',
    stores: 'Cửa hàng',
    centres: 'Trung tâm bảo hành',
    hanoi: 'Lotus Hà Nội – Tràng Tiền',
    openMap: 'Xem bản đồ đến Lotus Hà Nội – Tràng Tiền (mở trong thẻ mới)',
    footerStores: 'Hệ thống cửa hàng',
  },
  en: {
    latest: 'Latest news',
    viewAll: 'See all news',
    newsTitle: 'News',
    care: 'How to look after your robot vacuum so it lasts for years',
    careHeading: '1. Empty the dust bin after every run',
    scheduled: 'Coming up: a midweek flash sale on robot vacuums and handbags',
    storesTitle: 'Our stores',
    stores: 'Stores',
    centres: 'Service centres',
    hanoi: 'Lotus Hanoi – Trang Tien',
    openMap: 'Open the map to Lotus Hanoi – Trang Tien (opens in a new tab)',
    footerStores: 'Stores',
  },
} as const;

const OPERATOR = { email: 'operator@lotus.vn', password: 'Operator@2026' };

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `a shopper reads the news from the home page and finds a store (${lang})`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }) => {
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      await page.goto('/');
      const strip = page.getByRole('region', { name: w.latest });
      await expect(strip).toBeVisible();
      // The scheduled article is not out yet: not on the home page, not in the list.
      await expect(strip.getByText(w.scheduled)).toHaveCount(0);
      await hydrated(page);
      await strip.getByRole('link', { name: w.viewAll }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: w.newsTitle })).toBeVisible();
      const list = page.getByTestId('news-list');
      await expect(list.getByRole('article')).toHaveCount(5);
      await expect(list.getByText(w.scheduled)).toHaveCount(0);

      await list.getByRole('link', { name: w.care }).click();
      await expect(page).toHaveURL(/\/news\/huong-dan-bao-quan-robot-hut-bui$/);
      await expect(page.getByRole('heading', { level: 1, name: w.care })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.careHeading })).toBeVisible();
      // Search engines read the article: canonical, picture, NewsArticle.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/news\/huong-dan-bao-quan-robot-hut-bui$/,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /robot-hut-bui-lotus-clean-e5-1\.webp$/,
      );
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const article = ld.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'NewsArticle');
      expect(article).toMatchObject({ headline: w.care, inLanguage: lang });

      // A scheduled article's address is the shop's 404 page.
      const scheduled = await page.goto('/news/flash-sale-giua-tuan-robot-hut-bui-tui-xach');
      expect(scheduled?.status()).toBe(404);

      // The footer leads to the stores: grouped by kind, a phone to call, a map in a new tab.
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: w.footerStores, exact: true })
        .click();
      await expect(page).toHaveURL(/\/showrooms$/);
      await expect(page.getByRole('heading', { level: 1, name: w.storesTitle })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: w.stores, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.centres })).toBeVisible();
      const store = page.getByRole('article', { name: w.hanoi });
      await expect(store.getByRole('link', { name: /024 3936 6688/ })).toHaveAttribute(
        'href',
        'tel:02439366688',
      );
      const map = store.getByRole('link', { name: w.openMap });
      await expect(map).toHaveAttribute('href', /^https:\/\/maps\.google\.com\/\?q=/);
      await expect(map).toHaveAttribute('target', '_blank');
      expect(errors).toEqual([]);
    },
  );
}

test(
  'an operator writes, previews, publishes and withdraws an article, and hides a store',
  { tag: '@desktop' },
  async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await context.clearCookies();
    await useLanguage(context, baseURL, 'en');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(OPERATOR.email);
    await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });

    await page.goto('/portal/news');
    await hydrated(page);
    const slug = `robot-workshop-${Date.now()}`;
    await page.getByRole('link', { name: 'Write an article' }).click();
    await page.getByLabel('Title (Vietnamese)').fill('Workshop lập trình robot cho bé');
    await page.getByLabel('Title (English)').fill('A robot coding workshop for kids');
    await page.getByLabel('Summary (English)').fill('Saturday morning at the Hanoi store.');
    await page.getByLabel(/^Slug/).fill(slug);
    await page.getByLabel(/^Cover image/).fill('/images/categories/robot-giao-duc.webp');
    await page
      .getByRole('textbox', { name: 'Body (Vietnamese)' })
      .fill('<h2>Lịch học</h2><p>Sáng thứ Bảy.</p><script>alert(1)</script>');
    await page
      .getByRole('textbox', { name: 'Body (English)' })
      .fill(
        '<h2>Timetable</h2><p onclick="steal()">Saturday morning.</p><iframe src="https://x.example"></iframe>',
      );

    // The preview shows what the shop will show: sanitised, in both languages, nothing saved.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByTestId('news-preview');
    await expect(preview.getByRole('heading', { name: 'Timetable' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Lịch học' })).toBeVisible();
    expect(await preview.innerHTML()).not.toMatch(/<script|onclick|<iframe/);

    await page.getByRole('button', { name: 'Save article' }).click();
    await expect(
      page.getByText('Article “A robot coding workshop for kids” created.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/news$/);
    const row = page
      .getByTestId('portal-news-list')
      .getByRole('row')
      .filter({
        hasText: `/news/${slug}`,
      });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    // A draft is not in the shop.
    expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);

    await row.getByRole('button', { name: 'Publish now' }).click();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    const shop = await context.newPage();
    await shop.goto(`/news/${slug}`);
    await expect(
      shop.getByRole('heading', { level: 1, name: 'A robot coding workshop for kids' }),
    ).toBeVisible();
    await expect(shop.getByRole('heading', { level: 2, name: 'Timetable' })).toBeVisible();
    expect(await shop.locator('main').innerHTML()).not.toMatch(/<script>alert|onclick|<iframe/);

    await row.getByRole('button', { name: 'Unpublish (back to draft)' }).click();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    expect((await shop.goto(`/news/${slug}`))?.status()).toBe(404);

    // A second article with the same slug is refused beside the field.
    await page.getByRole('link', { name: 'Write an article' }).click();
    await page.getByLabel('Title (Vietnamese)').fill('Bài trùng');
    await page.getByLabel('Title (English)').fill('Duplicate');
    await page.getByLabel(/^Slug/).fill(slug);
    await page.getByRole('textbox', { name: 'Body (Vietnamese)' }).fill('<p>x</p>');
    await page.getByRole('textbox', { name: 'Body (English)' }).fill('<p>x</p>');
    await page.getByRole('button', { name: 'Save article' }).click();
    await expect(page.getByText('This slug is already used by another article.')).toBeVisible();

    // Stores: hiding one takes it off the shop's page; showing it brings it back.
    await page.goto('/portal/showrooms');
    await hydrated(page);
    const hanoi = page.getByTestId('portal-showroom-list').getByRole('row').filter({
      hasText: 'Lotus Hanoi – Trang Tien',
    });
    await hanoi.getByRole('button', { name: 'Hide' }).click();
    await expect(hanoi.getByText('Hidden', { exact: true })).toBeVisible();
    await shop.goto('/showrooms');
    await expect(shop.getByRole('heading', { level: 1, name: 'Our stores' })).toBeVisible();
    await expect(shop.getByText('Lotus Hanoi – Trang Tien')).toHaveCount(0);
    await hanoi.getByRole('button', { name: 'Show' }).click();
    await expect(hanoi.getByText('Shown', { exact: true })).toBeVisible();
    await shop.reload();
    await expect(shop.getByText('Lotus Hanoi – Trang Tien')).toBeVisible();
    expect(errors).toEqual([]);
  },
);
