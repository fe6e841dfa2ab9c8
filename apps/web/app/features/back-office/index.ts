/**
 * The back office's overview and people (decision 043): the dashboard and its chart, the audit
 * log, the staff; screens on the portal kit.
 */
export {
  getDashboard,
  inviteStaff,
  listAudit,
  listStaff,
  setStaffActive,
  setStaffRole,
} from './api';
export { DashboardChart } from './components/dashboard-chart';
export { StatCard } from './components/stat-card';
export { AuditChange } from './components/audit-change';
