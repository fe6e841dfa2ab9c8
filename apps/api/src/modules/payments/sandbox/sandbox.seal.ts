import { hmacHex, sameSignature } from '../gateways/signing.ts';

/**
 * Values the sandbox hands the browser and takes back unchanged (the card-link session, the card's
 * mask between the card form and the OTP step): base64url JSON plus an HMAC bound to a purpose, so
 * a value sealed for one step is refused by another and none can be edited. Not secret: never
 * seal a card number or CVV.
 */
export function seal(key: string, purpose: string, value: object): string {
  const body = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${body}.${hmacHex('sha256', key, `${purpose}.${body}`)}`;
}

/** The value of a sealed text, or null when it is malformed or was not sealed for `purpose`. */
export function unseal(key: string, purpose: string, sealed: unknown): unknown {
  if (typeof sealed !== 'string') return null;
  const dot = sealed.indexOf('.');
  if (dot <= 0) return null;
  const body = sealed.slice(0, dot);
  if (!sameSignature(sealed.slice(dot + 1), hmacHex('sha256', key, `${purpose}.${body}`))) {
    return null;
  }
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
