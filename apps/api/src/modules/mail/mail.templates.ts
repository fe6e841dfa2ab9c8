import { type Language, durationWords } from '@lotus/core';
import { type RenderedMail, escapeHtml } from './rendered-mail.ts';

/** Mails with one link to act on (sign-up, password reset). */
export type AccountMailTemplate = 'verify-email' | 'reset-password' | 'staff-invite';

interface MailWords {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  /** How long the link works, given in words from its lifetime. */
  expiry: (within: string) => string;
  ignore: string;
}

/**
 * What an account mail says: whom it greets, its link, and how long the link works (the lifetime
 * its token was issued with, so the words follow the constant that sets it).
 */
export interface AccountMailVars {
  name: string;
  link: string;
  lifetimeMs: number;
}

const WORDS: Record<AccountMailTemplate, Record<Language, MailWords>> = {
  'verify-email': {
    vi: {
      subject: 'Xác nhận email đăng ký tài khoản Lotus',
      greeting: (name) => `Xin chào ${name},`,
      body: 'Cảm ơn bạn đã đăng ký tài khoản tại Lotus. Vui lòng xác nhận địa chỉ email để kích hoạt tài khoản.',
      action: 'Xác nhận email',
      expiry: (within) => `Liên kết có hiệu lực trong ${within}.`,
      ignore: 'Nếu bạn không đăng ký tài khoản, hãy bỏ qua email này.',
    },
    en: {
      subject: 'Confirm your email for your Lotus account',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for signing up at Lotus. Please confirm your email address to activate your account.',
      action: 'Confirm email',
      expiry: (within) => `The link is valid for ${within}.`,
      ignore: 'If you did not sign up, you can ignore this email.',
    },
  },
  'reset-password': {
    vi: {
      subject: 'Đặt lại mật khẩu tài khoản Lotus',
      greeting: (name) => `Xin chào ${name},`,
      body: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
      action: 'Đặt lại mật khẩu',
      expiry: (within) => `Liên kết chỉ dùng được một lần và có hiệu lực trong ${within}.`,
      ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
    },
    en: {
      subject: 'Reset the password of your Lotus account',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset the password of your account.',
      action: 'Reset password',
      expiry: (within) => `The link works once and is valid for ${within}.`,
      ignore: 'If you did not ask for this, ignore this email; your password stays the same.',
    },
  },
  'staff-invite': {
    vi: {
      subject: 'Lời mời tham gia trang quản trị Lotus',
      greeting: (name) => `Xin chào ${name},`,
      body: 'Bạn được mời làm nhân viên của cửa hàng Lotus. Hãy đặt mật khẩu để đăng nhập vào trang quản trị.',
      action: 'Đặt mật khẩu',
      expiry: (within) => `Liên kết chỉ dùng được một lần và có hiệu lực trong ${within}.`,
      ignore: 'Nếu bạn không mong đợi lời mời này, hãy bỏ qua email này.',
    },
    en: {
      subject: 'Your invitation to the Lotus back office',
      greeting: (name) => `Hello ${name},`,
      body: 'You have been invited to join the Lotus shop as staff. Set a password to sign in to the back office.',
      action: 'Set your password',
      expiry: (within) => `The link works once and is valid for ${within}.`,
      ignore: 'If you did not expect this invitation, ignore this email.',
    },
  },
};

/** A mail with one call to action, in the recipient's language, as plain text and HTML. */
export function renderMail(
  template: AccountMailTemplate,
  lang: Language,
  vars: AccountMailVars,
): RenderedMail {
  const w = WORDS[template][lang];
  const expiry = w.expiry(durationWords(vars.lifetimeMs, lang));
  const text = [
    w.greeting(vars.name),
    '',
    w.body,
    '',
    `${w.action}: ${vars.link}`,
    '',
    expiry,
    w.ignore,
    '',
    'Lotus',
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">
<p>${escapeHtml(w.greeting(vars.name))}</p>
<p>${escapeHtml(w.body)}</p>
<p><a href="${escapeHtml(vars.link)}" style="display:inline-block;background:#be185d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(w.action)}</a></p>
<p style="color:#57606a;font-size:13px">${escapeHtml(expiry)}<br>${escapeHtml(w.ignore)}</p>
<p>Lotus</p></body></html>`;
  return { subject: w.subject, text, html };
}
