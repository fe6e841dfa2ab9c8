/**
 * The sandbox card gateway's checks on a card as the shopper types it. Pure; the number and CVV
 * go no further than these functions: what the sandbox keeps is `CardMask`.
 */

/** The one OTP the sandbox's bank accepts. */
export const SANDBOX_OTP = '123456';

/** Wrong OTPs that end the flow (Alepay 170). */
export const OTP_ATTEMPTS = 3;

/**
 * Whether `otp` can be an OTP at all (six digits): an empty or mistyped one is asked again
 * without spending one of the `OTP_ATTEMPTS`, as a bank's page refuses it before checking it.
 */
export const isOtpWellFormed = (otp: string) => /^\d{6}$/.test(otp.trim());

/** Cards the pages suggest (any Luhn-valid number is taken). */
export const TEST_CARDS = [
  { number: '9704198526191432198', brand: 'NAPAS', bank: 'NCB', name: 'NGUYEN VAN A' },
  { number: '4111111111111111', brand: 'VISA', bank: 'VISA', name: 'NGUYEN VAN A' },
] as const;

/** What the sandbox keeps of a card. */
export interface CardMask {
  brand: string;
  firstSix: string;
  lastFour: string;
  /** `MM/YY`. */
  expiry: string;
}

export type CardProblem = 'number' | 'name' | 'expiry' | 'cvv';

/** The card's digits pass the Luhn check. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by its first digits. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('9704')) return 'NAPAS';
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (digits.startsWith('35')) return 'JCB';
  return 'CARD';
}

/** `MM/YY` from what the shopper typed (`0728`, `07/28`, `7/28`), or null. */
function normalExpiry(typed: string): string | null {
  const m = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(typed.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}/${m[2]}`;
}

/** A card is good through the last day of its expiry month, in Vietnam's time. */
export function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  // The first instant of the next month at GMT+7 (Date.UTC carries month 12 into next year).
  const end = Date.UTC(2000 + year, month, 1, -7);
  return now.getTime() >= end;
}

/**
 * The card the shopper typed, checked: its mask, or the problems (every field at once, so the
 * form can mark each).
 */
export function checkCard(input: {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
}): { ok: true; card: CardMask } | { ok: false; problems: CardProblem[] } {
  const digits = input.number.replace(/[\s-]/g, '');
  const expiry = normalExpiry(input.expiry);
  const problems: CardProblem[] = [];
  if (!/^\d{16,19}$/.test(digits) || !luhn(digits)) problems.push('number');
  if (input.name.trim().length < 2 || input.name.length > 100) problems.push('name');
  if (!expiry) problems.push('expiry');
  if (!/^\d{3,4}$/.test(input.cvv.trim())) problems.push('cvv');
  if (problems.length > 0 || !expiry) return { ok: false, problems };
  return {
    ok: true,
    card: {
      brand: cardBrand(digits),
      firstSix: digits.slice(0, 6),
      lastFour: digits.slice(-4),
      expiry,
    },
  };
}
