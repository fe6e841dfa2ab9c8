import type {
  AccountSummary,
  ChangePasswordInput,
  LoginInput,
  LoginResult,
  PageMeta,
  ProfileUpdateInput,
  RegisterInput,
  User,
} from '@lotus/core';
import { type ApiClient, ApiRequestError } from '../../../lib/api-client';

/** The signed-in user, or null for a visitor (no session, or one that could not be renewed). */
export async function getSessionUser(api: ApiClient): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user/me');
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
  const { envelope, headers } = await api.send<LoginResult>({
    method: 'POST',
    path: '/api/auth/login',
    body: input,
  });
  return { result: envelope.data, headers };
}

/** The user behind a fresh access token (right after login, before the cookies are back). */
export function getUserWithToken(api: ApiClient, token: string): Promise<User> {
  return api
    .send<User>({
      method: 'GET',
      path: '/api/auth/user/me',
      headers: { authorization: `Bearer ${token}` },
    })
    .then(({ envelope }) => envelope.data);
}

/** Ends the session; the answer's headers clear the cookies. */
export async function logout(api: ApiClient) {
  const { headers } = await api.send<{ loggedOut: true }>({
    method: 'POST',
    path: '/api/auth/logout',
  });
  return { headers };
}

/** Creates an inactive customer account; a verification link is mailed. */
export async function register(api: ApiClient, input: RegisterInput): Promise<{ email: string }> {
  const { envelope } = await api.send<{ email: string }>({
    method: 'POST',
    path: '/api/auth/register',
    body: input,
  });
  return envelope.data;
}

/** Mails the verification link again (the same answer whether or not the account exists). */
export async function resendVerification(api: ApiClient, email: string): Promise<void> {
  await api.send({ method: 'POST', path: '/api/auth/resend-verification', body: { email } });
}

/** Activates the account of a mailed verification token. */
export function activateAccount(api: ApiClient, token: string): Promise<{ email: string }> {
  return api.get<{ email: string }>('/api/auth/active-user', { token });
}

/** Mails a password reset link (the same answer whether or not the account exists). */
export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.get('/api/auth/reset-password', { email });
}

/** Checks that a reset link still works (refused with INVALID_TOKEN or TOKEN_EXPIRED). */
export async function checkResetToken(api: ApiClient, token: string): Promise<void> {
  await api.get('/api/auth/verify-token', { token });
}

/** Sets a new password with a reset link; every session of the account ends. */
export async function resetPassword(
  api: ApiClient,
  input: { token: string; password: string; confirmPassword: string },
) {
  const { headers } = await api.send<{ email: string }>({
    method: 'POST',
    path: '/api/auth/change-pass-token',
    body: input,
  });
  return { headers };
}

/** Saves the signed-in user's profile (every field: the API replaces the profile). */
export function updateProfile(api: ApiClient, input: ProfileUpdateInput): Promise<User> {
  return api
    .send<User>({ method: 'PUT', path: '/api/user/profile', body: input })
    .then(({ envelope }) => envelope.data);
}

/** Changes the password; the answer's headers carry this session's new access cookie. */
export async function changePassword(api: ApiClient, input: ChangePasswordInput) {
  const { headers } = await api.send<{ changed: true }>({
    method: 'POST',
    path: '/api/user/change-password',
    body: input,
  });
  return { headers };
}

export type { AccountSummary };

export function listAccounts(
  api: ApiClient,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<{ items: AccountSummary[]; meta: PageMeta }> {
  return api.page<AccountSummary>('/api/admin/users', query);
}

export async function setAccountLocked(
  api: ApiClient,
  id: string,
  locked: boolean,
): Promise<{ id: string; isLocked: boolean }> {
  const { envelope } = await api.send<{ id: string; isLocked: boolean }>({
    method: 'POST',
    path: `/api/admin/users/${encodeURIComponent(id)}/${locked ? 'lock' : 'unlock'}`,
  });
  return envelope.data;
}

/** A mail kept by the development mailbox. */
export interface MailboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  status: string;
  createdAt: string;
}

/** The development mailbox, newest first; the API has no such route in production. */
export function listMailbox(
  api: ApiClient,
  query: { to?: string | undefined; limit: number },
): Promise<MailboxMail[]> {
  return api.get<MailboxMail[]>('/api/dev/mailbox', query);
}
