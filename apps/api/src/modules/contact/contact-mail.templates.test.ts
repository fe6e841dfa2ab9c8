import { describe, expect, it } from 'vitest';
import { renderNewsletterConfirm } from './contact-mail.templates.ts';

const HOUR = 3_600_000;
const confirm = (lang: 'vi' | 'en', lifetimeMs: number) =>
  renderNewsletterConfirm(lang, {
    link: 'https://shop.lotus.vn/newsletter/confirm?token=t',
    lifetimeMs,
  });

describe("the newsletter confirmation's expiry", () => {
  it('says the lifetime its link was issued with, in Vietnamese and English', () => {
    expect(confirm('vi', 48 * HOUR).text).toContain('Liên kết có hiệu lực trong 48 giờ.');
    expect(confirm('en', 48 * HOUR).html).toContain('The link is valid for 48 hours.');
  });

  it('changes its words when the lifetime changes', () => {
    expect(confirm('vi', 12 * HOUR).text).toContain('trong 12 giờ.');
    expect(confirm('en', 7 * 24 * HOUR).text).toContain('valid for 7 days.');
  });
});
