import {
  accountContract,
  authContract,
  type ChangePasswordInput,
  type EndpointInput,
  type LoginInput,
  type ProfileUpdateInput,
  type RegisterInput,
  type User,
} from '@lotus/core';
import { type ApiClient, ApiRequestError } from '../../../lib/api-client';

/** The signed-in user, or null for a visitor (no session, or one that could not be renewed). */
export async function getSessionUser(api: ApiClient): Promise<User | null> {
  try {
    return await api.call(authContract.me);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Only the `Set-Cookie` lines of an API answer: what an action passes on so the browser gets (or
 * loses) the httpOnly session cookies the API set.
 */
export function sessionCookieHeaders(headers: Headers): Headers {
  const passed = new Headers();
  for (const line of headers.getSetCookie()) passed.append('Set-Cookie', line);
  return passed;
}

/** Logs in; the answer's headers carry the session cookies. */
export async function login(api: ApiClient, input: LoginInput) {
  const { data, headers } = await api.send(authContract.login, { body: input });
  return { result: data, headers };
}

/** The user behind a fresh access token (right after login, before the cookies are back). */
export function getUserWithToken(api: ApiClient, token: string): Promise<User> {
  return api.call(authContract.me, { headers: { authorization: `Bearer ${token}` } });
}

/** Ends the session; the answer's headers clear the cookies. */
export async function logout(api: ApiClient) {
  const { headers } = await api.send(authContract.logout);
  return { headers };
}

/** Creates an inactive customer account; a verification link is mailed. */
export function register(api: ApiClient, input: RegisterInput): Promise<{ email: string }> {
  return api.call(authContract.register, { body: input });
}

/** Mails the verification link again (the same answer whether or not the account exists). */
export async function resendVerification(api: ApiClient, email: string): Promise<void> {
  await api.call(authContract.resendVerification, { body: { email } });
}

/** Activates the account of a mailed verification token. */
export function activateAccount(api: ApiClient, token: string): Promise<{ email: string }> {
  return api.call(authContract.activate, { query: { token } });
}

/** Mails a password reset link (the same answer whether or not the account exists). */
export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.call(authContract.requestPasswordReset, { query: { email } });
}

/** Checks that a reset link still works (refused with INVALID_TOKEN or TOKEN_EXPIRED). */
export async function checkResetToken(api: ApiClient, token: string): Promise<void> {
  await api.call(authContract.checkResetToken, { query: { token } });
}

/** Sets a new password with a reset link; every session of the account ends. */
export async function resetPassword(
  api: ApiClient,
  input: EndpointInput<typeof authContract.resetPassword>['body'],
) {
  const { headers } = await api.send(authContract.resetPassword, { body: input });
  return { headers };
}

/** Saves the signed-in user's profile (every field: the API replaces the profile). */
export function updateProfile(api: ApiClient, input: ProfileUpdateInput): Promise<User> {
  return api.call(accountContract.updateProfile, { body: input });
}

/** Changes the password; the answer's headers carry this session's new access cookie. */
export async function changePassword(api: ApiClient, input: ChangePasswordInput) {
  const { headers } = await api.send(accountContract.changePassword, { body: input });
  return { headers };
}
