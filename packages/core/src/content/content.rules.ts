/**
 * The spec's policy pages (section 3, "Policy description keys"), each stored per language. The
 * contact key is the contact page's own text; the other eleven are the footer's policy pages.
 */
export const POLICY_KEYS = [
  'security',
  'warranty',
  'payment',
  'exchange-return',
  'transportation',
  'discount-offer',
  'shopping-guide',
  'quick-advice',
  'introduction',
  'distributor-system',
  'recruitment',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** The spec's policy groups: the footer lists the pages group by group. */
export const POLICY_GROUPS = [
  'security',
  'warranty',
  'payment',
  'exchange-return',
  'transportation',
  'footer',
] as const;
export type PolicyGroup = (typeof POLICY_GROUPS)[number];

/** A showroom is a store that sells, or a service centre that repairs and services robots. */
export const SHOWROOM_KINDS = ['STORE', 'SERVICE_CENTRE'] as const;
export type ShowroomKind = (typeof SHOWROOM_KINDS)[number];
