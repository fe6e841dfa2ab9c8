import { describe, expect, it } from 'vitest';
import { renderMail } from './mail.templates.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const vars = (lifetimeMs: number) => ({
  name: 'Lan',
  link: 'https://shop.lotus.vn/verify-email?token=t',
  lifetimeMs,
});

describe("an account mail's expiry", () => {
  it('says the lifetime its link was issued with, in Vietnamese and English', () => {
    expect(renderMail('verify-email', 'vi', vars(48 * HOUR)).text).toContain(
      'Liên kết có hiệu lực trong 48 giờ.',
    );
    expect(renderMail('verify-email', 'en', vars(48 * HOUR)).html).toContain(
      'The link is valid for 48 hours.',
    );
    expect(renderMail('reset-password', 'vi', vars(30 * MINUTE)).text).toContain(
      'Liên kết chỉ dùng được một lần và có hiệu lực trong 30 phút.',
    );
    expect(renderMail('reset-password', 'en', vars(30 * MINUTE)).text).toContain(
      'The link works once and is valid for 30 minutes.',
    );
  });

  it('changes its words when the lifetime changes', () => {
    expect(renderMail('verify-email', 'vi', vars(72 * HOUR)).text).toContain('trong 3 ngày.');
    expect(renderMail('verify-email', 'en', vars(24 * HOUR)).text).toContain('valid for 24 hours.');
    expect(renderMail('reset-password', 'en', vars(15 * MINUTE)).html).toContain(
      'valid for 15 minutes.',
    );
  });
});
