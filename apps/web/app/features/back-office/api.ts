import {
  portalBackOfficeContract as c,
  type AccountSummary,
  type AuditEntity,
  type AuditEntry,
  type Dashboard,
  type PageMeta,
  type StaffInviteInput,
  type StaffRole,
} from '@lotus/core';
import type { ApiClient } from '../../lib/api-client';

/** The back office's home. */
export function getDashboard(api: ApiClient): Promise<Dashboard> {
  return api.call(c.dashboard, {});
}

/** A page of the audit log, newest first. */
export function listAudit(
  api: ApiClient,
  query: {
    page: number;
    limit: number;
    entity?: AuditEntity | undefined;
    actorId?: string | undefined;
    entityId?: string | undefined;
  },
): Promise<{ items: AuditEntry[]; meta: PageMeta }> {
  return api.call(c.audit, { query });
}

/** A page of operators and admins. */
export function listStaff(
  api: ApiClient,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<{ items: AccountSummary[]; meta: PageMeta }> {
  return api.call(c.staff, { query });
}

/** Creates a staff account and mails its invitation. */
export function inviteStaff(api: ApiClient, body: StaffInviteInput): Promise<AccountSummary> {
  return api.call(c.invite, { body });
}

/** Moves a staff member to another role (their sessions end). */
export function setStaffRole(api: ApiClient, id: string, role: StaffRole) {
  return api.call(c.setRole, { params: { id }, body: { role } });
}

/** Deactivates (sessions end) or reactivates a staff member. */
export function setStaffActive(api: ApiClient, id: string, active: boolean) {
  return api.call(active ? c.reactivate : c.deactivate, { params: { id } });
}
