import { POLICY_GROUPS, POLICY_KEYS, type PolicyGroup, type PolicyKey } from './content.rules.ts';

/** Whether `value` names one of the policy pages. */
export function isPolicyKey(value: string): value is PolicyKey {
  return (POLICY_KEYS as readonly string[]).includes(value);
}

/** The storefront path of a policy page. */
export function policyPath(key: PolicyKey): string {
  return `/policy/${key}`;
}

/**
 * The footer's index: the groups in core's order (`POLICY_GROUPS`), each with its pages by
 * position then key; a group without pages is left out.
 */
export function groupPolicies<P extends { key: PolicyKey; group: PolicyGroup; position: number }>(
  pages: readonly P[],
): { group: PolicyGroup; pages: P[] }[] {
  return POLICY_GROUPS.map((group) => ({
    group,
    pages: pages
      .filter((page) => page.group === group)
      .sort((a, b) => a.position - b.position || a.key.localeCompare(b.key)),
  })).filter((entry) => entry.pages.length > 0);
}
