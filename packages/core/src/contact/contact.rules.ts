/**
 * A newsletter subscription: PENDING until the address confirms from its mailbox (double opt-in),
 * then CONFIRMED until it unsubscribes.
 */
export const NEWSLETTER_STATUSES = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
