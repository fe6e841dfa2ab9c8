/**
 * Providers and their solutions under a membership (issue 36, decision 040). Pure rules: the
 * states, what moves between them, the limits of a solution's assets, and when a membership is
 * in force. The publish limit itself is the database's (one conditional update of the
 * membership's counter): nothing here counts published solutions.
 */

/** A provider account's standing: an operator approves, rejects (with a reason) or suspends it. */
export const PROVIDER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Where a provider may be moved from each state by an operator. */
export const PROVIDER_TRANSITIONS: Record<ProviderStatus, readonly ProviderStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['suspended'],
  rejected: ['approved'],
  suspended: ['approved'],
};

export function canMoveProvider(from: ProviderStatus, to: ProviderStatus): boolean {
  return PROVIDER_TRANSITIONS[from].includes(to);
}

/**
 * A solution's review: `draft` (never sent), `submitted` (waiting for an operator: a first
 * publish, or an edit of a solution with a live version), `approved` (its live version is the
 * provider's copy), `rejected` (with the operator's reason).
 */
export const SOLUTION_REVIEW_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type SolutionReviewState = (typeof SOLUTION_REVIEW_STATES)[number];

/** What providers offer: the storefront's solution categories. */
export const SOLUTION_CATEGORIES = [
  'robots',
  'integration',
  'programming',
  'maintenance',
  'consulting',
] as const;
export type SolutionCategory = (typeof SOLUTION_CATEGORIES)[number];

export const SOLUTION_SCREENSHOTS_MIN = 1;
export const SOLUTION_SCREENSHOTS_MAX = 8;
export const SOLUTION_TAGS_MAX = 10;
export const SOLUTION_TITLE_MAX = 120;
export const SOLUTION_SUMMARY_MAX = 300;
export const SOLUTION_DESCRIPTION_MAX = 20_000;
export const PROVIDER_REASON_MAX = 500;

/** A membership's reminder goes out this long before it ends. */
export const MEMBERSHIP_REMINDER_MS = 7 * 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a membership ending at `expiresAt` is in force at `now` (the end is exclusive). */
export function membershipActive(expiresAt: Date | null | undefined, now: Date): boolean {
  return expiresAt != null && now.getTime() < expiresAt.getTime();
}

/**
 * The window a purchase of `durationDays` buys: from the current end while the membership is in
 * force (a renewal before the end loses no day), otherwise from `now`.
 */
export function renewedWindow(
  current: { expiresAt: Date } | null,
  durationDays: number,
  now: Date,
): { startsAt: Date; expiresAt: Date } {
  const from = current && membershipActive(current.expiresAt, now) ? current.expiresAt : now;
  return { startsAt: from, expiresAt: new Date(from.getTime() + durationDays * DAY_MS) };
}

/** When the reminder for a membership ending at `expiresAt` is due. */
export function reminderDue(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - MEMBERSHIP_REMINDER_MS);
}

/** A link a provider may show: https only, to a named host (no credentials in it). */
export function isSafeLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}
