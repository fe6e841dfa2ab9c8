import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a delivery is signed (README, "Webhooks"): the receiver recomputes
 * `HMAC-SHA256(secret, "<timestamp>.<body>")` in hex and compares it, in constant time, with the
 * `v1=` value of `Lotus-Signature`; a timestamp more than five minutes from its clock is a replay.
 */
export const SIGNATURE_HEADER = 'lotus-signature';
export const TIMESTAMP_HEADER = 'lotus-timestamp';
export const EVENT_ID_HEADER = 'lotus-event-id';
/** How far a delivery's timestamp may be from the receiver's clock, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The `Lotus-Signature` value of `body` sent at `timestamp` (seconds since 1970). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The receiver's check, as the README shows it: the signature matches the body and the timestamp,
 * and the timestamp is within five minutes of `now` (a replayed delivery is older).
 */
export function verifyWebhook(
  secret: string,
  received: { signature: string | undefined; timestamp: string | undefined; body: string },
  now: Date = new Date(),
): boolean {
  const timestamp = Number(received.timestamp);
  if (!Number.isInteger(timestamp) || !received.signature) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, received.body));
  const given = Buffer.from(received.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
