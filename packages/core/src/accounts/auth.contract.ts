import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  changePasswordWithTokenSchema,
  emailQuerySchema,
  loginResultSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  tokenQuerySchema,
  userSchema,
} from './account.schema.ts';

const errors = [400, 401, 403, 409, 429] as const;
const sent = z.object({ sent: z.literal(true) });

/**
 * Sign-up, verification, login, token refresh, logout and password reset. Browsers get the tokens
 * as httpOnly cookies; other clients use the bearer token in the body.
 */
export const authContract = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    tag: 'auth',
    summary: 'Create a customer account; a verification link is mailed',
    body: registerSchema,
    response: z.object({ email: z.string() }),
    status: 201,
    errors,
  }),
  activate: endpoint({
    method: 'GET',
    path: '/api/auth/active-user',
    access: 'public',
    tag: 'auth',
    summary: 'Activate an account with the mailed verification token',
    query: tokenQuerySchema,
    response: z.object({ email: z.string() }),
    errors,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    access: 'public',
    tag: 'auth',
    summary: 'Mail the verification link again (same answer whether or not the account exists)',
    body: emailQuerySchema,
    response: sent,
    errors,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tag: 'auth',
    summary: 'Log in with email (`username`) and password',
    body: loginSchema,
    response: loginResultSchema,
    errors,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/refreshToken',
    access: 'public',
    tag: 'auth',
    summary:
      'Trade a refresh token for a new pair: in the body when it came in the body, else as cookies only; a replay revokes the session',
    body: refreshTokenSchema.nullish(),
    response: z.object({
      accessToken: z.string().optional(),
      refreshToken: z.string().optional(),
      expiresIn: z.number(),
    }),
    errors,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    tag: 'auth',
    summary: 'End this session (its refresh tokens are revoked) and clear the cookies',
    body: refreshTokenSchema.nullish(),
    response: z.object({ loggedOut: z.literal(true) }),
  }),
  requestPasswordReset: endpoint({
    method: 'GET',
    path: '/api/auth/reset-password',
    access: 'public',
    tag: 'auth',
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    query: emailQuerySchema,
    response: sent,
    errors,
  }),
  checkResetToken: endpoint({
    method: 'GET',
    path: '/api/auth/verify-token',
    access: 'public',
    tag: 'auth',
    summary: 'Check that a password reset link is still usable',
    query: tokenQuerySchema,
    response: z.object({ valid: z.literal(true) }),
    errors,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-pass-token',
    access: 'public',
    tag: 'auth',
    summary: 'Set a new password with a reset link; every session of the account ends',
    body: changePasswordWithTokenSchema,
    response: z.object({ email: z.string() }),
    errors,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/auth/user/me',
    access: 'user',
    tag: 'auth',
    summary: 'The signed-in user with their profile',
    response: userSchema,
    errors: [401],
  }),
};
