/** The sandbox Alepay's pages: linking a card (card form, OTP) and paying with a linked card. */
import { formatVnd, maskCardNumber } from '@lotus/core';
import { escapeHtml, noticePage, type Page, sandboxPage } from './sandbox.pages.ts';
import {
  ALEPAY_OTHER_OUTCOMES,
  ALEPAY_OUTCOME_WORDS,
  type PageLang,
  wordsIn,
} from './sandbox.words.ts';
import type { AlepayPayView } from './sandbox-alepay-pay.service.ts';
import { type CardMask, type CardProblem, TEST_CARDS } from './sandbox-card.ts';

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

const errorBox = (messages: string[]) =>
  messages.length === 0
    ? ''
    : `<div class="error" role="alert"><ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul></div>`;

/** A labelled input; marked invalid (and described by its error) when it has a problem. */
function field(input: {
  id: string;
  label: string;
  attributes: string;
  error?: string | undefined;
  value?: string;
}): string {
  const described = input.error ? ` aria-invalid="true" aria-describedby="${input.id}-error"` : '';
  const error = input.error
    ? `<p class="field-error" id="${input.id}-error">${escapeHtml(input.error)}</p>`
    : '';
  const value = input.value ? ` value="${escapeHtml(input.value)}"` : '';
  return `<div><label for="${input.id}">${escapeHtml(input.label)}</label>
<input id="${input.id}" name="${input.id}" ${input.attributes}${value}${described}>${error}</div>`;
}

const actions = (lang: PageLang, submit: string) => {
  const w = wordsIn(lang);
  return `<div class="actions">
<button type="submit" class="primary" name="action" value="continue">${escapeHtml(submit)}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate data-outcome="177">${escapeHtml(w.cancel)}</button>
</div>`;
};

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card form: number, name, expiry, CVV (the number and CVV are never written back). */
export function cardFormPage(
  lang: PageLang,
  view: { action: string; session: string; problems: CardProblem[]; name: string; expiry: string },
): Page {
  const w = wordsIn(lang);
  const problem = (p: CardProblem) => (view.problems.includes(p) ? w.problems[p] : undefined);
  const body = `<h1>${escapeHtml(w.linkCard)}</h1>
<dl><dt>${escapeHtml(w.merchant)}</dt><dd>Lotus</dd></dl>
${errorBox(view.problems.map((p) => w.problems[p]))}
<form method="post" action="${escapeHtml(view.action)}">
${hidden('session', view.session)}${hidden('step', 'card')}
${field({ id: 'cardNumber', label: w.cardNumber, attributes: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required', error: problem('number') })}
${field({ id: 'cardName', label: w.cardName, attributes: 'autocomplete="cc-name" maxlength="100" required', error: problem('name'), value: view.name })}
<div class="two">
${field({ id: 'expiry', label: w.cardExpiry, attributes: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required', error: problem('expiry'), value: view.expiry })}
${field({ id: 'cvv', label: w.cardCvv, attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required', error: problem('cvv') })}
</div>
${actions(lang, w.continue)}
</form>
<h2>${escapeHtml(w.testCardsTitle)}</h2>
<ul>${TEST_CARDS.map((c) => `<li><span class="mono">${spaced(c.number)}</span> · ${c.bank} (${c.brand}) · ${c.name}</li>`).join('')}</ul>
<p class="hint">${escapeHtml(w.testCards)}</p>`;
  return sandboxPage(lang, 'Alepay', w.linkCard, body, view.problems.length > 0 ? 400 : 200);
}

/** The OTP field: six digits, checked by the browser before it is sent (the server checks too). */
const OTP_INPUT =
  'inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}"';

/** What is wrong with the OTP sent: not six digits (no attempt spent), or wrong. */
const otpProblems = (
  w: ReturnType<typeof wordsIn>,
  view: { attemptsLeft: number | null; malformedOtp: boolean },
) => [
  ...(view.malformedOtp ? [w.malformedOtp] : []),
  ...(view.attemptsLeft === null ? [] : [w.wrongOtp(view.attemptsLeft)]),
];

/** The OTP step of linking a card. */
export function linkOtpPage(
  lang: PageLang,
  view: {
    action: string;
    session: string;
    sealedCard: string;
    card: CardMask;
    attemptsLeft: number | null;
    malformedOtp: boolean;
  },
): Page {
  const w = wordsIn(lang);
  const wrong = otpProblems(w, view);
  const body = `<h1>${escapeHtml(w.linkCard)}</h1>
<dl>
<dt>${escapeHtml(w.merchant)}</dt><dd>Lotus</dd>
<dt>${escapeHtml(w.card)}</dt><dd class="mono">${escapeHtml(`${view.card.brand} ${maskCardNumber(view.card.firstSix, view.card.lastFour)}`)}</dd>
<dt>${escapeHtml(w.cardExpiry)}</dt><dd>${escapeHtml(view.card.expiry)}</dd>
</dl>
${errorBox(wrong)}
<p class="hint">${escapeHtml(w.otpHint)}</p>
<form method="post" action="${escapeHtml(view.action)}">
${hidden('session', view.session)}${hidden('step', 'otp')}${hidden('card', view.sealedCard)}
${field({ id: 'otp', label: w.otp, attributes: `${OTP_INPUT} required` })}
${actions(lang, w.confirm)}
</form>`;
  return sandboxPage(lang, 'Alepay', w.linkCard, body, wrong.length > 0 ? 400 : 200);
}

const outcomeButton = (lang: PageLang, code: string) =>
  `<button type="submit" class="secondary" name="outcome" value="${code}" data-outcome="${code}" formnovalidate><span class="code">${code}</span> ${escapeHtml(ALEPAY_OUTCOME_WORDS[code]![lang])}</button>`;

/** The token payment page: the order, the card, the OTP, and the outcomes. */
export function alepayPayPage(lang: PageLang, view: AlepayPayView & { action: string }): Page {
  const w = wordsIn(lang);
  const wrong = otpProblems(w, view);
  const body = `<h1>${escapeHtml(w.alepayTitle)}</h1>
<dl>
<dt>${escapeHtml(w.merchant)}</dt><dd>Lotus</dd>
<dt>${escapeHtml(w.order)}</dt><dd>${escapeHtml(view.description)}</dd>
<dt>${escapeHtml(w.reference)}</dt><dd class="mono">${escapeHtml(view.orderCode)}</dd>
<dt>${escapeHtml(w.card)}</dt><dd class="mono">${escapeHtml(`${view.brand} ${view.card}`)}</dd>
<dt>${escapeHtml(w.amount)}</dt><dd class="amount">${escapeHtml(formatVnd(view.amount, lang))}</dd>
</dl>
${errorBox(wrong)}
<form method="post" action="${escapeHtml(view.action)}">
${hidden('tx', view.txId)}
${field({ id: 'otp', label: w.otp, attributes: `${OTP_INPUT} required aria-describedby="otp-hint"` })}
<p class="hint" id="otp-hint">${escapeHtml(w.otpHint)}</p>
<fieldset>
<legend>${escapeHtml(w.chooseOutcome)}</legend>
<button type="submit" class="primary" name="outcome" value="000" data-outcome="000"><span class="code">000</span> ${escapeHtml(w.pay)}</button>
<h2 id="other-outcomes">${escapeHtml(w.otherOutcomes)}</h2>
<div class="grid" role="group" aria-labelledby="other-outcomes">
${ALEPAY_OTHER_OUTCOMES.map((code) => outcomeButton(lang, code)).join('\n')}
</div>
</fieldset>
</form>`;
  return sandboxPage(lang, 'Alepay', w.alepayTitle, body, wrong.length > 0 ? 400 : 200);
}

/** A decided payment: its result and the way back to the shop. */
export function alepayResultPage(lang: PageLang, code: string, link: string): Page {
  const w = wordsIn(lang);
  const message = (ALEPAY_OUTCOME_WORDS[code] ?? { vi: code, en: code })[lang];
  return noticePage(
    lang,
    'Alepay',
    { status: 200, heading: w.decided, code: { label: w.resultCode, value: code }, message },
    link,
  );
}

/** A refusal of the card pages (a forged or expired session, an unknown transaction). */
export function alepayErrorPage(lang: PageLang, message: string, status: number): Page {
  return noticePage(lang, 'Alepay', { status, heading: wordsIn(lang).notice, message });
}
