import { createHash } from 'node:crypto';

/**
 * A UUID derived from `text` (version 5's layout over SHA-256): the same text gives the same id,
 * so work named by something that has an identity of its own (one listener's turn at one event,
 * the mail of that turn) is written once however often it is asked for.
 */
export function derivedId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
