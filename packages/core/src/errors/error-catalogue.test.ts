import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorStatus } from './error-codes.ts';
import { ERROR_MESSAGES, errorMessage } from './error-messages.ts';

describe('error catalogue', () => {
  it('has a Vietnamese and an English message for every code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES[code].vi.trim()).not.toBe('');
      expect(ERROR_MESSAGES[code].en.trim()).not.toBe('');
      expect(ERROR_MESSAGES[code].vi).not.toBe(ERROR_MESSAGES[code].en);
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
