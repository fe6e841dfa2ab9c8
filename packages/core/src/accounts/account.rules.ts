import type { Role } from './account.schema.ts';

/** Access tokens live 15 minutes; refresh tokens 30 days (rotated on every use). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A refresh token renewed again within this many seconds of its rotation (two tabs of one browser
 * renewing at once) gets the same new pair; later, it is a replay and ends the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
/** Email verification links stay valid for 2 days; password reset links for 30 minutes. */
export const VERIFY_EMAIL_TTL_SECONDS = 2 * 24 * 60 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 30 * 60;
/** How long a staff invitation's link to set a password works: three days. */
export const STAFF_INVITE_TTL_SECONDS = 3 * 24 * 60 * 60;

/** Where each role lands after login when no redirect was asked for. */
export const ROLE_HOME: Record<Role, string> = {
  ADMIN: '/portal',
  OPERATOR: '/portal',
  CUSTOMER: '/',
  // The provider's dashboard (issue 36).
  PROVIDER: '/provider',
};

/**
 * Where to send someone after a login or a language switch: `target` when it is a same-site path
 * (`/x…`, not `//host` or `/\host`, no scheme, no backslash or control character), as the URL
 * parser reads it; anything else (an absolute URL, a form's file, nothing) goes to the role's
 * home, or the home page for a visitor.
 */
export function safeRedirect(target: unknown, role: Role | null = null): string {
  const home = role ? ROLE_HOME[role] : '/';
  if (!target || typeof target !== 'string') return home;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return home;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return home;
  try {
    const url = new URL(target, 'http://same.site');
    if (url.origin !== 'http://same.site') return home;
    return url.pathname + url.search + url.hash;
  } catch {
    return home;
  }
}

/** The name shown for a user: the full name, or the role for an operator without a profile. */
export function displayName(
  role: Role,
  profile: { firstName: string; lastName: string } | null,
): string {
  if (!profile || (!profile.firstName.trim() && !profile.lastName.trim())) {
    return role === 'OPERATOR' ? 'OPERATOR' : '';
  }
  return fullName(profile.firstName, profile.lastName);
}

/** Vietnamese order: family name first (`Nguyễn Minh Anh`). */
export function fullName(firstName: string, lastName: string): string {
  return `${lastName} ${firstName}`.trim().replace(/\s+/g, ' ');
}
