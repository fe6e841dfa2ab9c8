import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorStatus } from './error-codes.ts';
import { ERROR_MESSAGES, errorMessage } from './error-messages.ts';

describe('error catalogue', () => {
  // The type already makes every code carry both languages; what it can't see is a translation
  // left untranslated or a variable one language forgot.
  it('translates every message, with the same variables in both languages', () => {
    const variables = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const code of ERROR_CODES) {
      const { vi, en } = ERROR_MESSAGES[code];
      expect(vi, code).not.toBe(en);
      expect(variables(vi), code).toEqual(variables(en));
    }
  });

  it('gives every code a client or server error status', () => {
    for (const code of ERROR_CODES) {
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
      expect(errorStatus(code)).toBeLessThan(600);
    }
  });

  it('fills message variables', () => {
    expect(errorMessage('RATE_LIMITED', 'en', { retryAfter: 30 })).toContain('30 seconds');
  });
});
