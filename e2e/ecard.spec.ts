import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, useLanguage, watchErrors } from './browser.ts';
import { deviceOf } from './devices.ts';

/** The words the journey looks for, in each language. */
const WORDS = {
  vi: {
    email: 'Email',
    password: 'Mật khẩu',
    login: 'Đăng nhập',
    saveToPhone: 'Lưu vào danh bạ điện thoại',
    loginToSave: 'Đăng nhập để lưu danh thiếp',
    note: 'Ghi chú',
    noteText: 'Gặp ở showroom Hà Nội',
    save: 'Lưu danh thiếp',
    saved: 'Đã lưu danh thiếp vào danh bạ của bạn.',
    openContacts: 'Xem danh bạ',
    contacts: 'Danh bạ',
    search: 'Tìm trong danh bạ',
    searchButton: 'Tìm',
    searchFor: 'showroom ha noi',
    bank: 'Mã VietQR chuyển tiền tới Vietcombank 0011000123456',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    saveToPhone: 'Save to phone contacts',
    loginToSave: 'Log in to save this card',
    note: 'Note',
    noteText: 'Met at the Hanoi showroom',
    save: 'Save card',
    saved: 'The card is in your contacts.',
    openContacts: 'Open contacts',
    contacts: 'Contacts',
    search: 'Search contacts',
    searchButton: 'Search',
    searchFor: 'hanoi showroom',
    bank: 'VietQR code for a transfer to Vietcombank 0011000123456',
  },
} as const;

/** The demo customer's card, as its QR code carries it (the scan is counted on arrival). */
const CARD_QR_PATH = '/c/le-quoc-bao?via=qr';

/** A new member, signed up and verified through the API and the development mailbox. */
async function newMember(request: APIRequestContext) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const member = {
    firstName: 'Thảo',
    lastName: 'Phạm',
    email: `ecard-${tag}@example.vn`,
    phone: `09${tag.slice(-8)}`,
    password: 'Secret123!',
    confirmPassword: 'Secret123!',
  };
  const registered = await request.post('/api/auth/register', { data: member });
  expect(registered.status(), await registered.text()).toBe(201);
  const mails = await request.get(
    `/api/dev/mailbox?to=${encodeURIComponent(member.email)}&limit=1`,
  );
  const [mail] = ((await mails.json()) as { data: { text: string }[] }).data;
  const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
  expect((await request.get(`/api/auth/active-user?token=${token}`)).ok()).toBe(true);
  return member;
}

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];

  test(
    `e-card journey (${lang}): the card from its QR code → vCard → log in → save with a note → found in contacts`,
    { tag: deviceOf(lang) },
    async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);
      const member = await newMember(page.request);
      await context.clearCookies();
      await useLanguage(context, baseURL, lang);

      // A visitor scans the card's QR code: the server-rendered card, its payment codes.
      await page.goto(CARD_QR_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'Lê Quốc Bảo' })).toBeVisible();
      await expect(page.getByText('Kỹ sư tự động hoá')).toBeVisible();
      await expect(page.getByRole('img', { name: w.bank })).toBeVisible();
      await hydrated(page);

      // The vCard: 3.0, which phones import, with the name and the card's links.
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: w.saveToPhone }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('le-quoc-bao.vcf');
      const vcard = await readFile(await download.path(), 'utf8');
      expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
      expect(vcard).toContain('FN:Lê Quốc Bảo');
      expect(vcard).toContain('URL;TYPE=telegram:https://t.me/lotus_quocbao');

      // Saving it to contacts needs an account: log in and come back to the card.
      await page.getByRole('link', { name: w.loginToSave }).click();
      await expect(page).toHaveURL(/\/login/);
      await page.getByLabel(w.email, { exact: true }).fill(member.email);
      await page.getByLabel(w.password, { exact: true }).fill(member.password);
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect(page).toHaveURL(/\/c\/le-quoc-bao/, { timeout: 15_000 });
      await hydrated(page);

      await page.getByLabel(w.note, { exact: true }).fill(w.noteText);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.saved).first()).toBeVisible();

      // The contacts list finds it by the note, typed without diacritics.
      await page.getByRole('link', { name: w.openContacts }).click();
      await expect(page.getByRole('heading', { name: w.contacts, exact: true })).toBeVisible();
      await page.getByLabel(w.search).fill(w.searchFor);
      await page
        .getByRole('main')
        .getByRole('button', { name: w.searchButton, exact: true })
        .click();
      await expect(page).toHaveURL(/search=/);
      const entry = page.getByRole('listitem').filter({ hasText: 'Lê Quốc Bảo' });
      await expect(entry).toBeVisible();
      await expect(entry).toContainText(w.noteText);
      expect(errors).toEqual([]);
    },
  );
}
