/**
 * The sandbox gateway's pages: plain server-rendered HTML, self-contained (inline CSS, no script,
 * no outside asset), every value escaped. The layout and the VNPay pages; the Alepay pages are in
 * `sandbox-alepay.pages.ts`.
 */
import { formatVnd } from '@lotus/core';
import type { FastifyReply } from 'fastify';
import { gmt7Stamp } from '../gateways/signing.ts';
import {
  type PageLang,
  VNPAY_ERROR_WORDS,
  VNPAY_OUTCOME_WORDS,
  VNPAY_OUTCOMES,
  wordsIn,
} from './sandbox.words.ts';

/** A rendered page and its HTTP status. */
export interface Page {
  status: number;
  html: string;
}

/** Sends a page (never cached: each shows one transaction's state). */
export function sendPage(reply: FastifyReply, page: Page) {
  return reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page.html);
}

/** Text made safe inside HTML content and attribute values. */
export const escapeHtml = (text: string | number) =>
  String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An instant as VNPay's pages show it: `HH:mm dd/MM/yyyy`, GMT+7. */
function vietnamTime(at: Date): string {
  const s = gmt7Stamp(at);
  return `${s.slice(8, 10)}:${s.slice(10, 12)} ${s.slice(6, 8)}/${s.slice(4, 6)}/${s.slice(0, 4)}`;
}

const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef2f7;color:#1f2937;line-height:1.5}
.banner{margin:0;background:#fde68a;color:#422006;text-align:center;font-weight:700;padding:.6rem 1rem;border-bottom:2px solid #b45309}
main{max-width:38rem;margin:1.5rem auto;padding:0 1rem}
.panel{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:1.25rem}
.gateway{margin:0 0 .25rem;font-weight:700;color:#004a8f;letter-spacing:.02em}
h1{font-size:1.35rem;margin:0 0 1rem}
h2{font-size:1rem;margin:1.25rem 0 .5rem}
dl{display:grid;grid-template-columns:1fr;margin:0 0 1rem}
dt{color:#4b5563;font-size:.92rem}
dd{margin:0 0 .5rem;font-weight:600;overflow-wrap:anywhere}
@media (min-width:480px){dl{grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{font-size:1rem}dd{margin:0}}
.amount{font-size:1.5rem;color:#004a8f;white-space:nowrap}
.time{background:#eff6ff;color:#1e3a8a;padding:.5rem .75rem;border-radius:8px}
fieldset{border:0;padding:0;margin:1rem 0 0;min-width:0}
legend{font-weight:700;margin-bottom:.5rem;padding:0}
button,.button{display:block;width:100%;min-height:44px;padding:.6rem 1rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;text-align:left;text-decoration:none}
.primary{background:#004a8f;color:#fff;border:2px solid #004a8f;text-align:center;font-size:1.1rem}
.primary:hover{background:#003a70}
.secondary{background:#fff;color:#1f2937;border:1px solid #6b7280}
.secondary:hover{background:#f3f4f6}
.grid{display:grid;gap:.5rem;grid-template-columns:1fr}
@media (min-width:640px){.grid{grid-template-columns:1fr 1fr}}
.code{display:inline-block;min-width:2.6em;font-family:ui-monospace,Menlo,Consolas,monospace;color:#374151}
.primary .code{color:#fff}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:8px;font:inherit;color:inherit}
input[aria-invalid=true]{border:2px solid #b91c1c}
.two{display:grid;grid-template-columns:1fr 1fr;gap:0 .75rem}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fca5a5;padding:.5rem .75rem;border-radius:8px;margin:0 0 1rem}
.error ul{margin:0;padding-left:1.2rem}
.hint{color:#4b5563;font-size:.92rem}
.field-error{color:#991b1b;font-size:.92rem;margin:.25rem 0 0}
.actions{display:flex;gap:.5rem;margin-top:1.25rem}
.actions>*{flex:1;text-align:center}
.result{font-size:1.1rem;font-weight:600}
.mono{font-family:ui-monospace,Menlo,Consolas,monospace}`;

/**
 * The sandbox's own tab icon, in the page (the sandbox may live on another origin than the shop):
 * an amber "S", so a tab of the pretend gateway is not taken for the shop's or a real bank's.
 */
const SANDBOX_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#b45309"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">S</text></svg>',
)}`;

/** The layout every sandbox page shares: the sandbox banner, then one panel. */
export function sandboxPage(
  lang: PageLang,
  gateway: 'VNPAY' | 'Alepay',
  title: string,
  body: string,
  status = 200,
): Page {
  const w = wordsIn(lang);
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${SANDBOX_ICON}">
<title>${escapeHtml(title)} · ${gateway} SANDBOX</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">${escapeHtml(w.banner)}</p>
<main>
<div class="panel">
<p class="gateway">${gateway} · SANDBOX</p>
${body}
</div>
</main>
</body>
</html>`;
  return { status, html };
}

/** A link back to the shop, styled as the main action. */
const backLink = (lang: PageLang, href: string) =>
  `<p class="actions"><a class="button primary" href="${escapeHtml(href)}">${escapeHtml(wordsIn(lang).backToShop)}</a></p>`;

/** A notice: a heading, a code and what it means, and maybe the way back to the shop. */
export function noticePage(
  lang: PageLang,
  gateway: 'VNPAY' | 'Alepay',
  notice: {
    status: number;
    heading: string;
    message: string;
    code?: { label: string; value: string };
  },
  link?: string,
): Page {
  const body = `<h1>${escapeHtml(notice.heading)}</h1>
<p class="result">${escapeHtml(notice.message)}</p>
${notice.code ? `<p>${escapeHtml(notice.code.label)}: <span class="mono">${escapeHtml(notice.code.value)}</span></p>` : ''}
${link ? backLink(lang, link) : ''}`;
  return sandboxPage(lang, gateway, notice.heading, body, notice.status);
}

/** VNPay's error page for a refused pay request (`97`: invalid signature…), HTTP 400. */
export function vnpayErrorPage(lang: PageLang, code: string, status = 400): Page {
  const w = wordsIn(lang);
  const words = VNPAY_ERROR_WORDS[code] ?? VNPAY_OUTCOME_WORDS['99']!;
  return noticePage(lang, 'VNPAY', {
    status,
    heading: w.notice,
    message: words[lang],
    code: { label: w.errorCode, value: code },
  });
}

/** A decided transaction (or one that just ran out of time): its result and the way back. */
export function vnpayResultPage(lang: PageLang, code: string, returnLink: string): Page {
  const w = wordsIn(lang);
  return noticePage(
    lang,
    'VNPAY',
    {
      status: 200,
      heading: code === '11' ? w.expired : w.decided,
      code: { label: w.resultCode, value: code },
      message: (VNPAY_OUTCOME_WORDS[code] ?? VNPAY_OUTCOME_WORDS['99']!)[lang],
    },
    returnLink,
  );
}

export interface VnpayPayView {
  /** Where the outcome form posts. */
  action: string;
  txId: string;
  txnRef: string;
  orderInfo: string;
  amount: number;
  expiresAt: Date;
  now: Date;
}

const outcomeButton = (lang: PageLang, code: string, primary: boolean) =>
  `<button type="submit" class="${primary ? 'primary' : 'secondary'}" name="outcome" value="${code}" data-outcome="${code}"><span class="code">${code}</span> ${escapeHtml(VNPAY_OUTCOME_WORDS[code]![lang])}</button>`;

/** The pay page: the order, the amount, the time left, and one button per outcome. */
export function vnpayPayPage(lang: PageLang, view: VnpayPayView): Page {
  const w = wordsIn(lang);
  const minutesLeft = Math.max(
    1,
    Math.ceil((view.expiresAt.getTime() - view.now.getTime()) / 60_000),
  );
  const [success, ...others] = VNPAY_OUTCOMES;
  const body = `<h1>${escapeHtml(w.vnpayTitle)}</h1>
<dl>
<dt>${escapeHtml(w.merchant)}</dt><dd>Lotus</dd>
<dt>${escapeHtml(w.order)}</dt><dd>${escapeHtml(view.orderInfo)}</dd>
<dt>${escapeHtml(w.reference)}</dt><dd class="mono">${escapeHtml(view.txnRef)}</dd>
<dt>${escapeHtml(w.amount)}</dt><dd class="amount">${escapeHtml(formatVnd(view.amount, lang))}</dd>
</dl>
<p class="time">${escapeHtml(w.timeLeft(minutesLeft, vietnamTime(view.expiresAt)))}</p>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="tx" value="${escapeHtml(view.txId)}">
<fieldset>
<legend>${escapeHtml(w.chooseOutcome)}</legend>
${outcomeButton(lang, success, true)}
<h2 id="other-outcomes">${escapeHtml(w.otherOutcomes)}</h2>
<div class="grid" role="group" aria-labelledby="other-outcomes">
${others.map((code) => outcomeButton(lang, code, false)).join('\n')}
</div>
</fieldset>
</form>`;
  return sandboxPage(lang, 'VNPAY', w.vnpayTitle, body);
}
