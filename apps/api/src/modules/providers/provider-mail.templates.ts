import type { Language } from '@lotus/core';
import { type RenderedMail, escapeHtml } from '../mail/rendered-mail.ts';

/** The providers' mail, rendered here and sent whole. */
declare module '../mail/rendered-mail.ts' {
  interface RenderedMailTemplates {
    'membership-reminder': 'providers';
    'membership-expired': 'providers';
  }
}

const dateIn = (lang: Language, at: Date) =>
  new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(at);

function mail(lang: Language, subject: string, intro: string, cta: string, link: string) {
  const text = `${intro}\n\n${cta}: ${link}\n\nLotus`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#be185d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>
<p>Lotus</p></body></html>`;
  return { subject, text, html };
}

/** A week before the end: what ends when, and where to renew. */
export function renderReminder(
  lang: Language,
  vars: { businessName: string; expiresAt: Date; link: string },
): RenderedMail {
  const on = dateIn(lang, vars.expiresAt);
  return lang === 'vi'
    ? mail(
        lang,
        'Gói thành viên của bạn sắp hết hạn',
        `${vars.businessName}: gói thành viên hết hạn ngày ${on}. Gia hạn trước ngày này để các giải pháp của bạn tiếp tục hiển thị.`,
        'Gia hạn',
        vars.link,
      )
    : mail(
        lang,
        'Your membership ends soon',
        `${vars.businessName}: your membership ends on ${on}. Renew before then to keep your solutions on the shop.`,
        'Renew',
        vars.link,
      );
}

/** The membership ended: its solutions left the shop, and come back on renewal. */
export function renderExpired(
  lang: Language,
  vars: { businessName: string; link: string },
): RenderedMail {
  return lang === 'vi'
    ? mail(
        lang,
        'Gói thành viên của bạn đã hết hạn',
        `${vars.businessName}: gói thành viên đã hết hạn, các giải pháp của bạn tạm ẩn khỏi cửa hàng. Gia hạn để chúng hiển thị lại ngay, không cần duyệt lại.`,
        'Gia hạn',
        vars.link,
      )
    : mail(
        lang,
        'Your membership has ended',
        `${vars.businessName}: your membership has ended and your solutions are hidden from the shop. Renew to bring them back at once, without a new review.`,
        'Renew',
        vars.link,
      );
}
