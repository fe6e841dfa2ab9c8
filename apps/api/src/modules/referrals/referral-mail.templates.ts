import { type Campaign, type Language, benefitWords } from '@lotus/core';
import { type RenderedMail, escapeHtml } from '../mail/rendered-mail.ts';

/** The referral programme's mail, rendered here and sent whole. */
declare module '../mail/rendered-mail.ts' {
  interface RenderedMailTemplates {
    'referral-invitation': 'referrals';
  }
}

/** A member's invitation to a friend: what the friend gets, the link and the code. */
export function renderInvitation(
  lang: Language,
  vars: { inviter: string; link: string; code: string; campaign: Campaign },
): RenderedMail {
  const gift = benefitWords(vars.campaign.inviteeBenefit, lang);
  const [subject, intro, cta, codeLine] =
    lang === 'vi'
      ? [
          'Bạn được mời mua sắm tại Lotus',
          `${vars.inviter} mời bạn đến Lotus. Đơn hàng đầu tiên của bạn được ưu đãi ${gift}.`,
          'Đăng ký ngay',
          `Hoặc nhập mã giới thiệu khi đăng ký: ${vars.code}`,
        ]
      : [
          'You are invited to shop at Lotus',
          `${vars.inviter} invites you to Lotus. Your first order gets ${gift} off.`,
          'Sign up now',
          `Or type the referral code when you sign up: ${vars.code}`,
        ];
  const text = `${intro}\n\n${cta}: ${vars.link}\n\n${codeLine}\n\nLotus`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(vars.link)}" style="display:inline-block;background:#be185d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>
<p>${escapeHtml(codeLine)}</p>
<p>Lotus</p></body></html>`;
  return { subject, text, html };
}
