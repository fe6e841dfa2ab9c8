import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random token for a link or a refresh token: 32 bytes, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 hashes, so a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A key of its own for one purpose, derived from the server's signing secret (HMAC-SHA256 of the
 * purpose): the same on every server copy, and one purpose's key tells nothing of another's.
 */
export function deriveKey(serverSecret: string, purpose: string): Buffer {
  return createHmac('sha256', serverSecret).update(purpose).digest();
}
