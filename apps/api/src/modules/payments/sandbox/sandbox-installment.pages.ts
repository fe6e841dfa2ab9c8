/** The sandbox Alepay's installment page: the plan, and the outcomes of its step. */
import { formatVnd } from '@lotus/core';
import { escapeHtml, type Page, sandboxPage } from './sandbox.pages.ts';
import { ALEPAY_OUTCOME_WORDS, type PageLang } from './sandbox.words.ts';
import { INSTALLMENT_STEPS, type InstallmentView } from './sandbox-installment.service.ts';

const WORDS = {
  title: { vi: 'Thanh toán trả góp qua thẻ', en: 'Pay in installments by card' },
  merchant: { vi: 'Đơn vị chấp nhận thanh toán', en: 'Merchant' },
  order: { vi: 'Thông tin đơn hàng', en: 'Order information' },
  reference: { vi: 'Mã giao dịch', en: 'Transaction reference' },
  amount: { vi: 'Số tiền', en: 'Amount' },
  bank: { vi: 'Ngân hàng / loại thẻ', en: 'Bank / card scheme' },
  term: { vi: 'Kỳ hạn', en: 'Term' },
  months: { vi: (n: number) => `${n} tháng`, en: (n: number) => `${n} months` },
  monthly: { vi: 'Trả mỗi tháng', en: 'Each month' },
  total: { vi: 'Tổng trả (gồm phí chuyển đổi)', en: 'Total (with the conversion fee)' },
  choose: { vi: 'Chọn kết quả thanh toán', en: 'Choose the payment outcome' },
  waitingBuyer: {
    vi: 'Giao dịch đang chờ chủ thẻ xác nhận trả góp với ngân hàng.',
    en: 'The transaction is waiting for the cardholder to confirm the installments with the bank.',
  },
  waitingMerchant: {
    vi: 'Giao dịch đang chờ đơn vị chấp nhận thanh toán duyệt.',
    en: 'The transaction is waiting for the merchant to review it.',
  },
  hint: {
    vi: 'Sandbox: không cần thẻ thật; chọn kết quả để thử từng trường hợp.',
    en: 'Sandbox: no real card needed; pick an outcome to try each case.',
  },
} as const;

/** What each outcome button says at each step. */
const OUTCOME_WORDS: Record<string, Record<PageLang, string>> = {
  ...ALEPAY_OUTCOME_WORDS,
  '155': { vi: 'Chờ người mua xác nhận trả góp', en: 'Waiting for the buyer to confirm' },
  '150': { vi: 'Chờ đơn vị bán hàng duyệt', en: 'Waiting for the merchant to review' },
};
const CONFIRM_WORDS: Record<string, Record<PageLang, string>> = {
  '155:000': { vi: 'Người mua xác nhận trả góp', en: 'The buyer confirms the installments' },
  '150:000': { vi: 'Đơn vị bán hàng duyệt', en: 'The merchant approves' },
};

/** The installment page. */
export function installmentPage(lang: PageLang, view: InstallmentView & { action: string }): Page {
  const w = (key: Exclude<keyof typeof WORDS, 'months'>) => WORDS[key][lang];
  const money = (amount: number) => escapeHtml(formatVnd(amount, lang));
  const waiting =
    view.step === '155' ? w('waitingBuyer') : view.step === '150' ? w('waitingMerchant') : null;
  const buttons = INSTALLMENT_STEPS[view.step]
    .map((code, index) => {
      const words = CONFIRM_WORDS[`${view.step}:${code}`] ?? OUTCOME_WORDS[code];
      const kind = index === 0 ? 'primary' : 'secondary';
      return `<button type="submit" class="${kind}" name="outcome" value="${code}" data-outcome="${code}"><span class="code">${code}</span> ${escapeHtml(words?.[lang] ?? code)}</button>`;
    })
    .join('\n');
  const body = `<h1>${escapeHtml(w('title'))}</h1>
<dl>
<dt>${escapeHtml(w('merchant'))}</dt><dd>Lotus</dd>
<dt>${escapeHtml(w('order'))}</dt><dd>${escapeHtml(view.description)}</dd>
<dt>${escapeHtml(w('reference'))}</dt><dd class="mono">${escapeHtml(view.orderCode)}</dd>
<dt>${escapeHtml(w('amount'))}</dt><dd class="amount">${money(view.amount)}</dd>
<dt>${escapeHtml(w('bank'))}</dt><dd>${escapeHtml(`${view.bankName} · ${view.scheme}`)}</dd>
<dt>${escapeHtml(w('term'))}</dt><dd>${escapeHtml(WORDS.months[lang](view.months))}</dd>
<dt>${escapeHtml(w('monthly'))}</dt><dd>${money(view.monthly)}</dd>
<dt>${escapeHtml(w('total'))}</dt><dd>${money(view.total)}</dd>
</dl>
${waiting ? `<p class="result" role="status">${escapeHtml(waiting)}</p>` : ''}
<p class="hint">${escapeHtml(w('hint'))}</p>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="tx" value="${escapeHtml(view.txId)}">
<fieldset>
<legend>${escapeHtml(w('choose'))}</legend>
<div class="grid">
${buttons}
</div>
</fieldset>
</form>`;
  return sandboxPage(lang, 'Alepay', w('title'), body);
}
