import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import { pageQuerySchema } from '../http/pagination.ts';
import {
  ROLES,
  accountSummarySchema,
  changePasswordSchema,
  profileUpdateSchema,
  userSchema,
} from './account.schema.ts';

const errors = [400, 401, 403, 404, 409, 422] as const;

/** The back office's account search: a page, optionally by email, name or phone, or by role. */
export const accountListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
});

const lockAnswer = z.object({ id: z.uuid(), isLocked: z.boolean() });

/** The signed-in user's profile and password, and the back office's accounts. */
export const accountContract = {
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/user/profile',
    access: 'user',
    tag: 'users',
    summary: 'Update your own profile (role, active flag and email are not writable here)',
    body: profileUpdateSchema,
    response: userSchema,
    errors,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/change-password',
    access: 'user',
    tag: 'users',
    summary: 'Change your password with the current one; your other sessions end',
    body: changePasswordSchema,
    response: z.object({ changed: z.literal(true) }),
    errors,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'accounts.list',
    tag: 'admin',
    summary: 'Accounts, newest first; search by email, name or phone (admins and operators)',
    query: accountListQuerySchema,
    response: accountSummarySchema,
    paged: true,
    errors,
  }),
  lock: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/lock',
    access: 'accounts.lock',
    tag: 'admin',
    summary: 'Lock an account: its sessions end at once',
    params: z.object({ id: z.uuid() }),
    response: lockAnswer,
    errors,
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/unlock',
    access: 'accounts.lock',
    tag: 'admin',
    summary: 'Unlock an account',
    params: z.object({ id: z.uuid() }),
    response: lockAnswer,
    errors,
  }),
};
