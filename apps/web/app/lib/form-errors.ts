import type { FieldIssue, ValidationKey } from '@lotus/core';
import { data } from 'react-router';
import { VALIDATION_KEYS } from 'virtual:core-messages/keys';
import { ApiRequestError, type ClientErrorCode } from './api-client';

/**
 * A form's errors by field name (`email`, `socialLinks.facebook`). Each value is a dictionary key
 * with its namespace (`validation:InvalidEmail`, `errors:EMAIL_IS_EXIST`), so the words follow
 * the shopper's language wherever the error was found: in the browser, the action or the API.
 */
export type FieldErrors = Record<string, string>;

/** A message about the whole form: a dictionary key and its values. */
export interface FormMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** What an action answers when it refuses a form. */
export interface FormFailure {
  ok: false;
  fieldErrors: FieldErrors;
  formError?: FormMessage;
}

/**
 * The `validation:` key of a reason; reasons outside the table read as "not valid". Core's
 * `isValidationKey` would bring its table in both languages to every page with a form: the keys
 * alone come from the build (decision 021).
 */
export function validationKey(reason: string): string {
  return `validation:${VALIDATION_KEYS.has(reason as ValidationKey) ? reason : 'InvalidValue'}`;
}

/** The structural part of a zod error this module reads (web doesn't depend on zod itself). */
export interface SchemaIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Field errors from a schema's issues (core's schemas use validation keys as messages). */
export function issuesToFieldErrors(error: SchemaIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in errors)) errors[field] = validationKey(issue.message);
  }
  return errors;
}

/** Field errors from the API's `details` (`body.firstName` → `firstName`). */
export function detailsToFieldErrors(details: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) {
    const field = detail.field.replace(/^(body|query|params)\.?/, '');
    if (field && !(field in errors)) errors[field] = validationKey(detail.reason);
  }
  return errors;
}

/** A refusal found before the API was asked (the same schema the API applies). */
export function invalidForm(error: SchemaIssues): FormFailure {
  return { ok: false, fieldErrors: issuesToFieldErrors(error) };
}

/**
 * Turns an API refusal into a form failure: validation details beside their fields, the codes in
 * `codeFields` beside the field they concern (`EMAIL_IS_EXIST` → `email`), a rate limit with its
 * wait, anything else as the form's message. Errors that are not API refusals are rethrown.
 */
export function apiFormFailure(
  error: unknown,
  codeFields: Partial<Record<ClientErrorCode, string>> = {},
): FormFailure {
  if (!(error instanceof ApiRequestError)) throw error;
  const field = codeFields[error.code];
  if (field) return { ok: false, fieldErrors: { [field]: `errors:${error.code}` } };
  if (error.details?.length) {
    return { ok: false, fieldErrors: detailsToFieldErrors(error.details) };
  }
  return {
    ok: false,
    fieldErrors: {},
    formError: {
      key: `errors:${error.code}`,
      ...(error.params ? { values: error.params } : {}),
    },
  };
}

/**
 * An action's answer to a refused form: the failure with the API's status (400 for a form the
 * action refused itself). A 4xx answer leaves the page's data as it is (no revalidation).
 */
export function formRefusal(
  error: unknown,
  codeFields: Partial<Record<ClientErrorCode, string>> = {},
) {
  const failure = apiFormFailure(error, codeFields);
  const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 400;
  return data<FormFailure>(failure, { status });
}

/** The same for a form refused before the API was asked. */
export function formInvalid(error: SchemaIssues) {
  return data<FormFailure>(invalidForm(error), { status: 400 });
}

/** The text fields of a form (files and repeated names are not used by these forms). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in values)) values[name] = value;
  }
  return values;
}
