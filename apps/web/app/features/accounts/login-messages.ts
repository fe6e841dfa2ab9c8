import type { FormMessage } from '../../lib/form-errors';

/** The spec's login failure codes (section 8) and their message keys. */
const LOGIN_FAILURE_KEYS: Readonly<Record<string, string>> = {
  USER_NOT_ACTIVE: 'LoginFailedByNotActive',
  INVALID_CREDENTIALS: 'LoginFailedByInvalidCredentials',
  ACCOUNT_DOES_NOT_EXIST: 'LoginFailedAccountIsnotExisted',
  WRONG_PASSWORD: 'LoginFailedWrongPass',
  USER_IS_NOT_ACTIVE: 'LoginFailedAccountIsNotActive',
};

/**
 * The message for a failed login: the spec's key for its code, the wait for a rate limit, and
 * `LoginFailedDefault` for anything else.
 */
export function loginFailureMessage(failure: {
  code: string;
  params?: Record<string, string | number> | undefined;
}): FormMessage {
  if (failure.code === 'RATE_LIMITED') {
    return { key: 'errors:RATE_LIMITED', values: { retryAfter: failure.params?.retryAfter ?? 60 } };
  }
  return { key: `accounts:notify.${LOGIN_FAILURE_KEYS[failure.code] ?? 'LoginFailedDefault'}` };
}
