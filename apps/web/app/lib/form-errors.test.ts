// @vitest-environment node
import { registerSchema } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import {
  apiFormFailure,
  detailsToFieldErrors,
  formRefusal,
  formValues,
  issuesToFieldErrors,
} from './form-errors';

describe('form errors', () => {
  it("names each field's first broken rule with its validation key", () => {
    const parsed = registerSchema.safeParse({
      firstName: 'An3',
      lastName: '',
      email: 'not-an-email',
      phone: '0123',
      password: 'mật khẩu dài',
      confirmPassword: 'other',
    });
    expect(parsed.success).toBe(false);
    expect(issuesToFieldErrors(parsed.error!)).toEqual({
      firstName: 'validation:FirstNameNotAllowNumber',
      lastName: 'validation:FieldIsNotEmpty',
      email: 'validation:InvalidEmail',
      phone: 'validation:InvalidPhone',
      password: 'validation:PasswordLatinOnly',
      confirmPassword: 'validation:CustomerSignupFailedByPasswordNotMatch',
    });
  });

  it("reads the API's details (body.field, reason) and treats unknown reasons as invalid", () => {
    expect(
      detailsToFieldErrors([
        { field: 'body.firstName', reason: 'FirstNameNotAllowNumber' },
        { field: 'body.confirmPassword', reason: 'CustomerSignupFailedByPasswordNotMatch' },
        { field: 'body.socialLinks.facebook', reason: 'InvalidUrl' },
        { field: 'body.role', reason: 'unrecognized_keys' },
        { field: 'body.firstName', reason: 'NameTooLong' },
      ]),
    ).toEqual({
      firstName: 'validation:FirstNameNotAllowNumber',
      confirmPassword: 'validation:CustomerSignupFailedByPasswordNotMatch',
      'socialLinks.facebook': 'validation:InvalidUrl',
      role: 'validation:InvalidValue',
    });
  });

  it('puts a taken email or phone beside its field, a rate limit on the form', () => {
    const fields = { EMAIL_IS_EXIST: 'email', PHONE_NUMBER_ALREADY_EXIST: 'phone' } as const;
    expect(apiFormFailure(new ApiRequestError(409, 'EMAIL_IS_EXIST'), fields)).toEqual({
      ok: false,
      fieldErrors: { email: 'errors:EMAIL_IS_EXIST' },
    });
    expect(apiFormFailure(new ApiRequestError(409, 'PHONE_NUMBER_ALREADY_EXIST'), fields)).toEqual({
      ok: false,
      fieldErrors: { phone: 'errors:PHONE_NUMBER_ALREADY_EXIST' },
    });
    expect(
      apiFormFailure(new ApiRequestError(429, 'RATE_LIMITED', { params: { retryAfter: 42 } })),
    ).toEqual({
      ok: false,
      fieldErrors: {},
      formError: { key: 'errors:RATE_LIMITED', values: { retryAfter: 42 } },
    });
    expect(() => apiFormFailure(new Error('boom'))).toThrow('boom');
  });

  it("answers with the API's status", () => {
    const refusal = formRefusal(new ApiRequestError(409, 'EMAIL_IS_EXIST'), {
      EMAIL_IS_EXIST: 'email',
    });
    expect(refusal.init?.status).toBe(409);
  });

  it('reads the text fields of a form, first value of a name', () => {
    const form = new FormData();
    form.append('a', '1');
    form.append('a', '2');
    form.append('b', 'x');
    expect(formValues(form)).toEqual({ a: '1', b: 'x' });
  });
});
