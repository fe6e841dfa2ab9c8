// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/render';
import { translateKey } from '../../i18n/i18n';
import { loginFailureMessage } from './login-messages';

describe('login failure messages', () => {
  it.each([
    ['USER_NOT_ACTIVE', 'LoginFailedByNotActive'],
    ['INVALID_CREDENTIALS', 'LoginFailedByInvalidCredentials'],
    ['ACCOUNT_DOES_NOT_EXIST', 'LoginFailedAccountIsnotExisted'],
    ['WRONG_PASSWORD', 'LoginFailedWrongPass'],
    ['USER_IS_NOT_ACTIVE', 'LoginFailedAccountIsNotActive'],
    ['INTERNAL_ERROR', 'LoginFailedDefault'],
    ['UNKNOWN', 'LoginFailedDefault'],
    ['SOMETHING_NEW', 'LoginFailedDefault'],
  ])('maps %s to the spec key %s, worded in both languages', (code, key) => {
    const message = loginFailureMessage({ code });
    expect(message).toEqual({ key: `accounts:notify.${key}` });
    for (const lang of ['vi', 'en'] as const) {
      const i18n = testI18n(lang);
      const text = translateKey(i18n.t, message.key);
      expect(text).not.toContain('notify.');
      expect(text.length).toBeGreaterThan(5);
    }
  });

  it('says how long to wait after too many attempts', () => {
    const message = loginFailureMessage({ code: 'RATE_LIMITED', params: { retryAfter: 90 } });
    expect(translateKey(testI18n('en').t, message.key, message.values)).toBe(
      'Too many attempts; please try again in 90 seconds.',
    );
    expect(translateKey(testI18n('vi').t, message.key, message.values)).toContain('90 giây');
  });
});
