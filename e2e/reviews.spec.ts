import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  expect,
  request as newRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { deviceOf } from './devices.ts';
import { hydrated, useLanguage, watchErrors } from './browser.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    email: 'Email',
    password: 'Mật khẩu',
    login: 'Đăng nhập',
    star: '4 sao',
    content: 'Nhận xét của bạn',
    photos: 'Thêm ảnh',
    submit: 'Gửi đánh giá',
    yours: 'Đánh giá của bạn',
    waiting: 'Chờ duyệt',
    approve: 'Duyệt',
    verified: 'Đã mua hàng',
    average: '4,0',
    count: '1 đánh giá',
    text: 'Vải mát, đúng size, giao hàng nhanh. Rất hài lòng!',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    star: '4 stars',
    content: 'Your review',
    photos: 'Add photos',
    submit: 'Submit review',
    yours: 'Your review',
    waiting: 'Awaiting review',
    approve: 'Approve',
    verified: 'Verified purchase',
    average: '4.0',
    count: '1 review',
    text: 'Cool fabric, true to size, quick delivery. Very happy!',
  },
} as const;

const SHOPPER = { email: 'customer@lotus.vn', password: 'Customer@2026' };
const OPERATOR = { email: 'operator@lotus.vn', password: 'Operator@2026' };
const PHOTO = path.resolve(
  import.meta.dirname,
  '../apps/web/public/images/products/ao-polo-pique-nam-lotus-1-400.webp',
);

async function logIn(page: Page, lang: keyof typeof WORDS, who: typeof SHOPPER) {
  const w = WORDS[lang];
  await page.goto('/login');
  await page.getByLabel(w.email, { exact: true }).fill(who.email);
  await page.getByLabel(w.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: w.login, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });
}

interface Listed {
  id: string;
  slug: string;
  name: string;
  inStock: boolean;
  rating: { count: number };
}

/** A product in stock with no reviews yet that the shopper has not reviewed. */
async function anUnreviewedProduct(shopper: APIRequestContext): Promise<Listed> {
  const list = await shopper.get('/api/product/public?limit=100&sort=price_asc');
  const products = ((await list.json()) as { data: Listed[] }).data;
  for (const product of products.filter((p) => p.inStock && p.rating.count === 0)) {
    const mine = await shopper.get(`/api/review/${product.id}/customer-review`);
    const body = (await mine.json()) as { data: { review: unknown } };
    if (body.data.review === null) return product;
  }
  throw new Error('no product left to review');
}

/** The shopper's COD order of one unit of `product`, placed through the API. */
async function orderOf(shopper: APIRequestContext, product: Listed): Promise<string> {
  const cart = (await (await shopper.get('/api/cart')).json()) as {
    data: { lines: { infoId: string; isOrder: boolean }[] };
  };
  for (const line of cart.data.lines.filter((l) => !l.isOrder)) {
    await shopper.delete(`/api/cart/lines/${line.infoId}`);
  }
  const detail = (await (await shopper.get(`/api/product/${product.slug}/public`)).json()) as {
    data: { variants: { id: string; stock: number }[] };
  };
  const variant = detail.data.variants.find((v) => v.stock > 0)!;
  expect((await shopper.put(`/api/cart/lines/${variant.id}`, { data: { quantity: 1 } })).ok()).toBe(
    true,
  );
  const place = { provinceId: '01', wardId: '00004', deliveryMethod: 'STANDARD' };
  const preview = (await (await shopper.post('/api/checkout/preview', { data: place })).json()) as {
    data: { pricing: { grandTotal: number } };
  };
  const order = await shopper.post('/api/order', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      firstName: 'Bảo',
      lastName: 'Lê Quốc',
      email: SHOPPER.email,
      phone: '0912345678',
      address: '12 Phan Đình Phùng',
      national: 'Việt Nam',
      paymentMethod: 'COD',
      note: 'Giao giờ hành chính',
      ...place,
      expectedTotal: preview.data.pricing.grandTotal,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { data: { id: string } }).data.id;
}

/** The shop delivers the order: processing → delivering → done. */
async function deliver(baseURL: string, orderId: string) {
  const operator = await newRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.30' },
  });
  try {
    const login = await operator.post('/api/auth/login', {
      data: { username: OPERATOR.email, password: OPERATOR.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    for (const status of ['processing', 'delivering', 'done']) {
      const moved = await operator.post(`/api/portal/orders/${orderId}/status`, {
        data: { status },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
  } finally {
    await operator.dispose();
  }
}

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `reviews journey (${lang}): a done order's product reviewed with a photo → approved → on the product page with the new average`,
    { tag: deviceOf(lang) },
    async ({ page, browser, context, baseURL }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      await logIn(page, lang, SHOPPER);
      const product = await anUnreviewedProduct(page.request);
      const orderId = await orderOf(page.request, product);
      await deliver(baseURL!, orderId);

      // The shopper writes the review on the product page, with a photo.
      const text = `${w.text} #${randomUUID().slice(0, 8)}`;
      await page.goto(`/products/${product.slug}#reviews`);
      await hydrated(page);
      const reviews = page.locator('#reviews');
      // The stars are labels around visually hidden radios: the shopper clicks the fourth star.
      const fourStars = page.getByRole('radio', { name: w.star, exact: true });
      await reviews.locator('label', { has: fourStars }).click();
      await expect(reviews.getByRole('radio', { name: w.star, exact: true })).toBeChecked();
      await reviews.getByLabel(w.content).fill(text);
      await reviews.getByLabel(w.photos).setInputFiles(PHOTO);
      await reviews.getByRole('button', { name: w.submit }).click();
      await expect(reviews.getByRole('heading', { name: w.yours })).toBeVisible({
        timeout: 15_000,
      });
      await expect(reviews.getByText(w.waiting)).toBeVisible();
      // Not public before an operator approves it.
      await expect(reviews.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

      // A visitor sees the page without it (and the shop may keep that page).
      const visitor = await browser.newContext({ baseURL: baseURL! });
      await useLanguage(visitor, baseURL, lang);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/products/${product.slug}`);
      await expect(visitorPage.locator('#reviews').getByText(text)).toHaveCount(0);

      // An operator approves it in the back office.
      const staff = await browser.newContext({
        baseURL: baseURL!,
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.31' },
      });
      await useLanguage(staff, baseURL, lang);
      const operator = await staff.newPage();
      await logIn(operator, lang, OPERATOR);
      await operator.goto('/portal/reviews?status=NEW');
      await hydrated(operator);
      const card = operator.getByRole('row').filter({ hasText: text });
      await expect(card.getByRole('link', { name: product.name })).toBeVisible();
      await expect(card.getByRole('img').first()).toBeVisible();
      await card.getByRole('button', { name: w.approve, exact: true }).click();
      await expect(card).toHaveCount(0, { timeout: 10_000 });
      await staff.close();

      // On the product page for everyone. The visitor's page the shop kept from before is served
      // once more while it renders anew (stale while revalidate, decision 015): a later view has
      // the review.
      await expect(async () => {
        await visitorPage.goto(`/products/${product.slug}`);
        await expect(
          visitorPage.locator('#reviews').getByRole('listitem').filter({ hasText: text }),
        ).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await visitor.close();
      await page.goto(`/products/${product.slug}`);
      const item = reviews.getByRole('listitem').filter({ hasText: text });
      await expect(item).toBeVisible();
      await expect(item.getByText(w.verified)).toBeVisible();
      await expect(item.locator('img')).toHaveCount(1);
      // The photo is the shop's own re-encoded file, served from the uploads.
      const src = await item.locator('img').getAttribute('src');
      expect(src).toMatch(/^\/images\/uploads\/reviews\/[0-9a-f-]+\.webp$/);
      const photo = await page.request.get(src!);
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-type']).toBe('image/webp');
      await expect(reviews.getByText(w.count, { exact: true })).toBeVisible();
      await expect(reviews.getByText(w.average, { exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    },
  );
}
