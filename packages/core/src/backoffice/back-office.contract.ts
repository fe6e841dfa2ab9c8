import { z } from 'zod';
import { accountSummarySchema } from '../accounts/account.schema.ts';
import { endpoint } from '../http/contract.ts';
import {
  auditEntrySchema,
  auditQuerySchema,
  dashboardSchema,
  staffInviteSchema,
  staffListQuerySchema,
  staffRoleSchema,
} from './back-office.schema.ts';

const errors = [400, 401, 403, 404, 409] as const;
const staffId = z.object({ id: z.uuid() });

/** The back office's home, its audit log and its staff (decision 043). */
export const portalBackOfficeContract = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/portal/dashboard',
    access: 'dashboard.read',
    tag: 'portal',
    summary:
      "Today's and yesterday's orders and revenue (Vietnam's day), orders waiting, low stock, pending reviews and refunds, flash sales, the last 30 days",
    response: dashboardSchema,
    errors,
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/portal/audit',
    access: 'audit.read',
    tag: 'portal',
    summary: 'The audit log, newest first, by entity and person (admins)',
    query: auditQuerySchema,
    response: auditEntrySchema,
    paged: true,
    errors,
  }),
  staff: endpoint({
    method: 'GET',
    path: '/api/portal/staff',
    access: 'staff.manage',
    tag: 'portal',
    summary: 'Operators and admins, newest first; search by email, name or phone (admins)',
    query: staffListQuerySchema,
    response: accountSummarySchema,
    paged: true,
    errors,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/portal/staff',
    access: 'staff.manage',
    tag: 'portal',
    summary: 'Create an operator or admin account and mail them a link to set its password',
    body: staffInviteSchema,
    response: accountSummarySchema,
    status: 201,
    errors,
  }),
  setRole: endpoint({
    method: 'PUT',
    path: '/api/portal/staff/:id/role',
    access: 'staff.manage',
    tag: 'portal',
    summary: "Change a staff member's role: their sessions end at once",
    params: staffId,
    body: staffRoleSchema,
    response: accountSummarySchema,
    errors,
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/api/portal/staff/:id/deactivate',
    access: 'staff.manage',
    tag: 'portal',
    summary: 'Deactivate a staff member: they can no longer sign in, their sessions end at once',
    params: staffId,
    response: accountSummarySchema,
    errors,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/portal/staff/:id/reactivate',
    access: 'staff.manage',
    tag: 'portal',
    summary: 'Let a deactivated staff member sign in again',
    params: staffId,
    response: accountSummarySchema,
    errors,
  }),
};
