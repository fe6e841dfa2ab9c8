/**
 * A newsletter subscription: PENDING until the address confirms from its mailbox (double opt-in),
 * then CONFIRMED until it unsubscribes.
 */
export const NEWSLETTER_STATUSES = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

/** A pending address gets a new confirmation mail at most this often (asking again is silent). */
export const NEWSLETTER_RESEND_AFTER_MS = 5 * 60 * 1000;

/**
 * Control characters a single-line field must not carry: CR and LF above all (a line break in a
 * name or a subject that reaches a mail header would add headers of the sender's choosing), and
 * the other C0/C1 controls, which no honest form sends.
 */
// eslint-disable-next-line no-control-regex
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a single-line field's text is free of line breaks and control characters. */
export function isSingleLine(text: string): boolean {
  return !LINE_BREAK_OR_CONTROL.test(text);
}

/**
 * Control characters a multi-line text must not carry: the C0/C1 controls except tab, CR and LF.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether a multi-line text (a message's description) has no control character but line breaks. */
export function isPlainMultiline(text: string): boolean {
  return !CONTROL_EXCEPT_LINES.test(text);
}

/**
 * What a newsletter subscription request does, by the address's current state:
 * - none yet, or UNSUBSCRIBED: (re)start as PENDING and send a confirmation;
 * - PENDING: send a new confirmation unless one left less than `NEWSLETTER_RESEND_AFTER_MS` ago;
 * - CONFIRMED: nothing (the answer is the same success, so it does not reveal who subscribed).
 */
export function subscribeAction(
  current: { status: NewsletterStatus; confirmSentAt: Date | null } | null,
  now: Date,
): 'start' | 'resend' | 'nothing' {
  if (!current || current.status === 'UNSUBSCRIBED') return 'start';
  if (current.status === 'CONFIRMED') return 'nothing';
  if (!current.confirmSentAt) return 'resend';
  return now.getTime() - current.confirmSentAt.getTime() >= NEWSLETTER_RESEND_AFTER_MS
    ? 'resend'
    : 'nothing';
}
