import { expect, test } from '@playwright/test';
import { deviceOf } from './devices.ts';
import { useLanguage } from './browser.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    newsletterEmail: 'Email của bạn',
    subscribe: 'Đăng ký',
    checkMailbox: /Gần xong rồi! Hãy mở email chúng tôi vừa gửi tới/,
    mailAction: 'Xác nhận đăng ký',
    confirmed: /đã được xác nhận và sẽ nhận bản tin của Lotus/,
    contactTitle: 'Liên hệ',
    fullName: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    subject: 'Chủ đề',
    description: 'Nội dung',
    send: 'Gửi lời nhắn',
    required: 'Vui lòng nhập thông tin này.',
    sent: 'Đã gửi lời nhắn',
    ackSubject: 'Lotus đã nhận được tin nhắn của bạn',
  },
  en: {
    newsletterEmail: 'Your email',
    subscribe: 'Subscribe',
    checkMailbox: /Almost done! Open the email we just sent to/,
    mailAction: 'Confirm subscription',
    confirmed: /is confirmed and will receive the Lotus newsletter/,
    contactTitle: 'Contact us',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    subject: 'Subject',
    description: 'Message',
    send: 'Send message',
    required: 'This field is required.',
    sent: 'Message sent',
    ackSubject: 'Lotus has received your message',
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`contact and newsletter (${lang})`, { tag: deviceOf(lang) }, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
    });

    test('a shopper subscribes on the home page and confirms from the mailbox', async ({
      page,
    }) => {
      const email = `reader-${lang}-${Date.now()}@example.vn`;
      await page.goto('/');
      const box = page.locator('section[aria-labelledby="newsletter-title"]');
      await box.getByLabel(w.newsletterEmail).fill(email);
      await box.getByRole('button', { name: w.subscribe, exact: true }).click();
      await expect(box.getByText(w.checkMailbox)).toBeVisible();

      await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mail = page.frameLocator('main iframe').first();
      await mail.getByRole('link', { name: w.mailAction }).click();
      await expect(page).toHaveURL(/\/newsletter\/confirm\?token=/);
      await expect(page.getByText(w.confirmed)).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
    });

    test('a shopper sends the contact form and sees the success message', async ({ page }) => {
      const email = `writer-${lang}-${Date.now()}@example.vn`;
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: w.contactTitle })).toBeVisible();

      // An empty form is stopped beside its fields, in the page's language.
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.required).first()).toBeVisible();

      await page.getByLabel(w.fullName).fill('Nguyễn Minh Anh');
      await page.getByLabel(w.email, { exact: true }).fill(email);
      await page.getByLabel(w.phone).fill('0912 345 678');
      await page.getByLabel(w.subject).fill('Hỏi về đơn hàng sỉ');
      await page.getByLabel(w.description).fill('Xin chào,\nTôi muốn đặt 50 bộ ấm chén.');
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByRole('heading', { name: w.sent })).toBeVisible();

      // The acknowledgement reached the sender, in their language.
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      await expect(page.getByText(w.ackSubject).first()).toBeVisible();
    });
  });
}

test(
  'an operator sends a newsletter; a subscriber unsubscribes from its link without logging in',
  { tag: '@desktop' },
  async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await context.clearCookies();
    const email = `reader-issue-${Date.now()}@example.vn`;

    // An English subscriber, confirmed through the mailed link.
    await useLanguage(context, baseURL, 'en');
    await page.goto('/');
    const box = page.locator('section[aria-labelledby="newsletter-title"]');
    await box.getByLabel('Your email').fill(email);
    await box.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(box.getByText(/Almost done!/)).toBeVisible();
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page
      .frameLocator('main iframe')
      .first()
      .getByRole('link', { name: 'Confirm subscription' })
      .click();
    await expect(page.getByText(/is confirmed/)).toBeVisible();

    // The operator writes it in both languages and sends it.
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('operator@lotus.vn');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Operator@2026');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });
    await page.goto('/portal/newsletter');
    const subject = `Ưu đãi ${Date.now()}`;
    await page.getByLabel('Tiêu đề (tiếng Việt)').fill(subject);
    await page.getByLabel('Tiêu đề (tiếng Anh)').fill(`Offers ${subject.slice(7)}`);
    await page.getByLabel('Nội dung (tiếng Việt)').fill('Giảm 20% toàn bộ ấm chén.');
    await page.getByLabel('Nội dung (tiếng Anh)').fill('20% off every tea set.');
    await page.getByRole('button', { name: 'Gửi bản tin' }).click();
    // Mail cannot be called back: the operator confirms first, told how many will get it.
    const confirm = page.getByRole('alertdialog', {
      name: /Gửi bản tin cho [\d.]+ người đăng ký\?/,
    });
    await confirm.getByRole('button', { name: 'Gửi bản tin' }).click();
    await expect(page.getByText(/Đã xếp hàng gửi bản tin tới/)).toBeVisible();
    await expect(page.getByText(subject)).toBeVisible();

    // The subscriber's copy is in English, with their own unsubscribe link.
    await context.clearCookies();
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByText(`Offers ${subject.slice(7)}`).first()).toBeVisible();
    const mail = page.frameLocator('main iframe').first();
    await expect(mail.getByText('20% off every tea set.')).toBeVisible();
    await mail.getByRole('link', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Hủy đăng ký' }).click();
    await expect(page.getByText(/đã được hủy đăng ký/)).toBeVisible();
  },
);
