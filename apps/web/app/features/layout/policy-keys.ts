/** The spec's content pages, each at `/policy/<key>` (the footer links them all). */
export const POLICY_KEYS = [
  'security',
  'warranty',
  'payment',
  'exchangereturn',
  'transportation',
  'discountoffer',
  'onlineshoppinginstruction',
  'quickadvice',
  'introduction',
  'distributorsystem',
  'recruitment',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export function isPolicyKey(value: unknown): value is PolicyKey {
  return typeof value === 'string' && (POLICY_KEYS as readonly string[]).includes(value);
}
