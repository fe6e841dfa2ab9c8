import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC of `data` with `secret` (VNPay: SHA-512; Alepay: SHA-256). */
export function hmacHex(algorithm: 'sha256' | 'sha512', secret: string, data: string): string {
  return createHmac(algorithm, secret).update(data, 'utf8').digest('hex');
}

/** Two hex signatures are equal: case-insensitive, in constant time. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `yyyyMMddHHmmss` in Vietnam's time (GMT+7), as both gateways write instants. */
export function gmt7Stamp(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  return local.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The instant of a `yyyyMMddHHmmss` GMT+7 stamp; null when it isn't one. */
export function parseGmt7Stamp(stamp: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, mo - 1, d, h - 7, mi, s));
}
