import type { Language } from '@lotus/core';

import type { ContactMailTemplate } from '../contact/contact-mail.templates.ts';
import type { OrderMailTemplate } from './order-mail.templates.ts';

/** Mails with one link to act on (sign-up, password reset). */
export type AccountMailTemplate = 'verify-email' | 'reset-password';

/** Every kind of mail the shop sends: one template each. */
export type MailTemplate = AccountMailTemplate | OrderMailTemplate | ContactMailTemplate;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailWords {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const WORDS: Record<AccountMailTemplate, Record<Language, MailWords>> = {
  'verify-email': {
    vi: {
      subject: 'Xác nhận email đăng ký tài khoản Lotus',
      greeting: (name) => `Xin chào ${name},`,
      body: 'Cảm ơn bạn đã đăng ký tài khoản tại Lotus. Vui lòng xác nhận địa chỉ email để kích hoạt tài khoản.',
      action: 'Xác nhận email',
      expiry: 'Liên kết có hiệu lực trong 48 giờ.',
      ignore: 'Nếu bạn không đăng ký tài khoản, hãy bỏ qua email này.',
    },
    en: {
      subject: 'Confirm your email for your Lotus account',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for signing up at Lotus. Please confirm your email address to activate your account.',
      action: 'Confirm email',
      expiry: 'The link is valid for 48 hours.',
      ignore: 'If you did not sign up, you can ignore this email.',
    },
  },
  'reset-password': {
    vi: {
      subject: 'Đặt lại mật khẩu tài khoản Lotus',
      greeting: (name) => `Xin chào ${name},`,
      body: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
      action: 'Đặt lại mật khẩu',
      expiry: 'Liên kết chỉ dùng được một lần và có hiệu lực trong 30 phút.',
      ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
    },
    en: {
      subject: 'Reset the password of your Lotus account',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset the password of your account.',
      action: 'Reset password',
      expiry: 'The link works once and is valid for 30 minutes.',
      ignore: 'If you did not ask for this, ignore this email; your password stays the same.',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail with one call to action, in the recipient's language, as plain text and HTML. */
export function renderMail(
  template: AccountMailTemplate,
  lang: Language,
  vars: { name: string; link: string },
): RenderedMail {
  const w = WORDS[template][lang];
  const text = [
    w.greeting(vars.name),
    '',
    w.body,
    '',
    `${w.action}: ${vars.link}`,
    '',
    w.expiry,
    w.ignore,
    '',
    'Lotus',
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">
<p>${escapeHtml(w.greeting(vars.name))}</p>
<p>${escapeHtml(w.body)}</p>
<p><a href="${escapeHtml(vars.link)}" style="display:inline-block;background:#be185d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(w.action)}</a></p>
<p style="color:#57606a;font-size:13px">${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>
<p>Lotus</p></body></html>`;
  return { subject: w.subject, text, html };
}
