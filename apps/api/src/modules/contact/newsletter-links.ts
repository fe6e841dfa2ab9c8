import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/secrets.ts';

/**
 * The newsletter's unsubscribe links: `<subscriber id>.<HMAC of it>` under a key derived from the
 * server's signing secret. Nothing is stored, the link never expires, and it names one subscriber
 * only: a changed id fails the signature.
 */
export function createUnsubscribeLinks(serverSecret: string) {
  const key = deriveKey(serverSecret, 'lotus-newsletter:unsubscribe');
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');

  return {
    token(subscriberId: string): string {
      return `${subscriberId}.${sign(subscriberId)}`;
    },

    /** The subscriber id a token names, or null when the signature does not match. */
    verify(token: string): string | null {
      const [id, signature, ...rest] = token.split('.');
      if (!id || !signature || rest.length > 0) return null;
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
