import { resultMessageKey, type PaymentGatewayName } from '@lotus/core';

/**
 * The dictionary key of the message for an attempt's result code (`payments:code.VNPAY_24`,
 * `payments:code.ALEPAY_DECLINED`), or null while the gateway has not answered.
 */
export function codeMessageKey(attempt: {
  gateway: PaymentGatewayName;
  resultCode: string | null;
}): string | null {
  if (!attempt.resultCode) return null;
  return `payments:code.${resultMessageKey(attempt.gateway, attempt.resultCode)}`;
}

/**
 * The gateway's page as a browser may be sent to it: an http(s) address, or null for anything
 * else (a `javascript:` URL must never reach `location.assign` or a link).
 */
export function gatewayHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A card number as the shop keeps it (`970419******2198`), in groups of four with dots. */
export function groupedCardNumber(masked: string): string {
  return (
    masked
      .replace(/\s+/g, '')
      .replace(/[*xX]/g, '•')
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/** The last four digits of a kept card number. */
export function lastFour(masked: string): string {
  return masked.replace(/\D/g, '').slice(-4);
}

/** What the card gateway said when it sent the shopper back to the cards tab. */
export type CardReturn =
  { kind: 'linked' } | { kind: 'failed'; code: string | null; messageKey: string } | null;

/**
 * `/profile/payment?card=linked` or `?card=failed&code=<Alepay code>`: the notice to show (the
 * message of the code's group; a code that is not one reads as the gateway's unknown error).
 */
export function cardReturnOf(url: URL): CardReturn {
  const card = url.searchParams.get('card');
  if (card === 'linked') return { kind: 'linked' };
  if (card !== 'failed') return null;
  const raw = url.searchParams.get('code');
  const code = raw && /^\d{1,4}$/.test(raw) ? raw : null;
  return {
    kind: 'failed',
    code,
    messageKey: `payments:code.${code ? resultMessageKey('ALEPAY', code) : 'ALEPAY_UNKNOWN'}`,
  };
}
