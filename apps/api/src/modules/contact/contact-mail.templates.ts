import { type Language, durationWords } from '@lotus/core';
import { type RenderedMail, escapeHtml } from '../mail/rendered-mail.ts';

/** The contact form's and the newsletter's mails, rendered here and sent whole. */
declare module '../mail/rendered-mail.ts' {
  interface RenderedMailTemplates {
    'contact-message': 'contact';
    'contact-received': 'contact';
    'newsletter-confirm': 'contact';
    'newsletter-issue': 'contact';
  }
}

const page = (lang: Language, body: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">\n${body}\n<p>Lotus</p></body></html>`;

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#be185d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** A contact message as the shop reads it: every field, Reply-To set to the sender. */
export interface ContactMessageVars {
  fullName: string;
  company: string;
  businessName: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  language: Language;
}

const FIELD_WORDS: Record<
  Language,
  Record<keyof Omit<ContactMessageVars, 'description'>, string>
> = {
  vi: {
    fullName: 'Họ và tên',
    company: 'Công ty',
    businessName: 'Tên doanh nghiệp',
    email: 'Email',
    phone: 'Số điện thoại',
    subject: 'Chủ đề',
    language: 'Ngôn ngữ',
  },
  en: {
    fullName: 'Full name',
    company: 'Company',
    businessName: 'Business name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    language: 'Language',
  },
};

/** The mail to the shop's address (in the shop's language, Vietnamese). */
export function renderContactMessage(
  vars: ContactMessageVars,
  lang: Language = 'vi',
): RenderedMail {
  const words = FIELD_WORDS[lang];
  const rows = (Object.keys(words) as (keyof typeof words)[]).map(
    (key) => [words[key], vars[key] || '—'] as const,
  );
  const intro =
    lang === 'vi' ? 'Tin nhắn mới từ trang Liên hệ:' : 'A new message from the contact page:';
  const text = [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', vars.description].join('\n');
  const html = page(
    lang,
    `<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>
${paragraphs(vars.description)}`,
  );
  const prefix = lang === 'vi' ? '[Liên hệ]' : '[Contact]';
  return { subject: `${prefix} ${vars.subject}`, text, html };
}

/** The acknowledgement to the sender, in their language, with a copy of what they wrote. */
export function renderContactReceived(
  lang: Language,
  vars: { fullName: string; subject: string; description: string },
): RenderedMail {
  const w =
    lang === 'vi'
      ? {
          subject: 'Lotus đã nhận được tin nhắn của bạn',
          greeting: `Xin chào ${vars.fullName},`,
          body: 'Cảm ơn bạn đã liên hệ với Lotus. Chúng tôi đã nhận được tin nhắn dưới đây và sẽ trả lời bạn sớm nhất có thể.',
          copy: 'Tin nhắn của bạn',
        }
      : {
          subject: 'Lotus has received your message',
          greeting: `Hello ${vars.fullName},`,
          body: 'Thank you for contacting Lotus. We have received the message below and will answer you as soon as we can.',
          copy: 'Your message',
        };
  const text = [
    w.greeting,
    '',
    w.body,
    '',
    `${w.copy}: ${vars.subject}`,
    vars.description,
    '',
    'Lotus',
  ].join('\n');
  const html = page(
    lang,
    `<p>${escapeHtml(w.greeting)}</p>
<p>${escapeHtml(w.body)}</p>
<blockquote style="border-left:3px solid #d0d7de;margin:0;padding:0 12px;color:#57606a"><p><strong>${escapeHtml(vars.subject)}</strong></p>${paragraphs(vars.description)}</blockquote>`,
  );
  return { subject: w.subject, text, html };
}

/**
 * The double opt-in mail: one link that confirms the subscription, and how long it works (the
 * lifetime its token was issued with).
 */
export function renderNewsletterConfirm(
  lang: Language,
  vars: { link: string; lifetimeMs: number },
): RenderedMail {
  const within = durationWords(vars.lifetimeMs, lang);
  const w =
    lang === 'vi'
      ? {
          subject: 'Xác nhận đăng ký nhận bản tin Lotus',
          body: 'Bạn (hoặc ai đó) vừa đăng ký nhận bản tin của Lotus bằng địa chỉ email này. Vui lòng xác nhận để bắt đầu nhận ưu đãi và tin mới.',
          action: 'Xác nhận đăng ký',
          expiry: `Liên kết có hiệu lực trong ${within}.`,
          ignore:
            'Nếu bạn không đăng ký, hãy bỏ qua email này: bạn sẽ không nhận được bản tin nào.',
        }
      : {
          subject: 'Confirm your subscription to the Lotus newsletter',
          body: 'You (or someone else) just subscribed to the Lotus newsletter with this email address. Please confirm to start receiving our offers and news.',
          action: 'Confirm subscription',
          expiry: `The link is valid for ${within}.`,
          ignore: 'If you did not subscribe, ignore this email: you will receive no newsletter.',
        };
  const text = [w.body, '', `${w.action}: ${vars.link}`, '', w.expiry, w.ignore, '', 'Lotus'].join(
    '\n',
  );
  const html = page(
    lang,
    `<p>${escapeHtml(w.body)}</p>
${button(vars.link, w.action)}
<p style="color:#57606a;font-size:13px">${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>`,
  );
  return { subject: w.subject, text, html };
}

/**
 * One newsletter for one subscriber: the issue's subject and body in the subscriber's language
 * (`html` already sanitised, `text` its plain form) and their own unsubscribe link at the foot.
 */
export function renderNewsletterIssue(
  lang: Language,
  vars: { subject: string; html: string; text: string; unsubscribeLink: string },
): RenderedMail {
  const w =
    lang === 'vi'
      ? {
          why: 'Bạn nhận được email này vì đã đăng ký nhận bản tin của Lotus.',
          action: 'Hủy đăng ký',
        }
      : {
          why: 'You receive this email because you subscribed to the Lotus newsletter.',
          action: 'Unsubscribe',
        };
  const text = [vars.text, '', '—', w.why, `${w.action}: ${vars.unsubscribeLink}`].join('\n');
  const html = page(
    lang,
    `${vars.html}
<hr style="border:none;border-top:1px solid #d0d7de;margin:24px 0 12px">
<p style="color:#57606a;font-size:13px">${escapeHtml(w.why)} <a href="${escapeHtml(vars.unsubscribeLink)}" style="color:#be185d">${escapeHtml(w.action)}</a></p>`,
  );
  return { subject: vars.subject, text, html };
}

/** A newsletter body written as plain text (no tag) becomes paragraphs; rich text stays as is. */
export function bodyAsHtml(body: string): string {
  return /<[a-z][\s\S]*>/i.test(body) ? body : paragraphs(body);
}

/** The plain-text form of a sanitised newsletter body (for the mail's text part). */
export function htmlAsText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
