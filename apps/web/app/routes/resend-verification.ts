import { emailQuerySchema } from '@lotus/core';
import { data, redirect } from 'react-router';
import { type ResendResult, resendVerification } from '../features/accounts';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues } from '../lib/form-errors';
import type { Route } from './+types/resend-verification';

/**
 * Mails the verification link again (`authContract.resendVerification`). The API answers the
 * same whether or not the address has an account, so this page can't be used to probe for one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = emailQuerySchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    await resendVerification(createApiClient(context.api), parsed.data.email);
    return data<ResendResult>({ ok: true });
  } catch (error) {
    return formRefusal(error);
  }
}

/** A GET (a bookmark) goes to the login page. */
export function loader() {
  return redirect('/login');
}
