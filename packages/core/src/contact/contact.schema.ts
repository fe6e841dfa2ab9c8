import { z } from 'zod';
import { emailSchema, phoneSchema } from '../accounts/account.schema.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { pageQuerySchema, sortQueryOf } from '../http/pagination.ts';
import { NEWSLETTER_STATUSES, isPlainMultiline, isSingleLine } from './contact.rules.ts';

/** Field lengths of the contact form. */
export const CONTACT_LIMITS = {
  fullName: 100,
  company: 150,
  businessName: 150,
  subject: 200,
  description: 5000,
} as const;

/**
 * A one-line text: trimmed, at most `max` characters, refused with `LineBreakNotAllowed` when it
 * carries a line break or another control character (header injection).
 */
const singleLine = (max: number) =>
  z
    .string({ message: 'FieldIsNotEmpty' })
    .refine(isSingleLine, 'LineBreakNotAllowed')
    .transform((v) => v.trim())
    .pipe(z.string().max(max, 'TextTooLong'));

const requiredLine = (max: number) =>
  z
    .string({ message: 'FieldIsNotEmpty' })
    .refine(isSingleLine, 'LineBreakNotAllowed')
    .transform((v) => v.trim())
    .pipe(z.string().min(1, 'FieldIsNotEmpty').max(max, 'TextTooLong'));

/** An email that is also one line (checked before the address rule, for a clear reason). */
const singleLineEmail = z
  .string({ message: 'FieldIsNotEmpty' })
  .refine(isSingleLine, 'LineBreakNotAllowed')
  .pipe(emailSchema);

const singleLinePhone = z
  .string({ message: 'FieldIsNotEmpty' })
  .refine(isSingleLine, 'LineBreakNotAllowed')
  .pipe(phoneSchema);

/**
 * The honeypot: a field hidden from people (`website`), which only bots fill. The server answers
 * a filled one exactly like a success and keeps nothing.
 */
const honeypot = z.string().max(500).optional();

/** The contact form (spec section 3): who writes, and the message. */
export const contactMessageSchema = z.object({
  fullName: requiredLine(CONTACT_LIMITS.fullName),
  company: singleLine(CONTACT_LIMITS.company).default(''),
  businessName: singleLine(CONTACT_LIMITS.businessName).default(''),
  email: singleLineEmail,
  phone: singleLinePhone,
  subject: requiredLine(CONTACT_LIMITS.subject),
  description: z
    .string({ message: 'FieldIsNotEmpty' })
    .refine(isPlainMultiline, 'InvalidCharacters')
    .transform((v) => v.trim())
    .pipe(z.string().min(1, 'FieldIsNotEmpty').max(CONTACT_LIMITS.description, 'TextTooLong')),
  website: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;

/** What a sent form is answered with (the same for a bot caught by the honeypot). */
export const contactSentSchema = z.object({ sent: z.literal(true) });

/** The back office's list of contact messages: all, still open, or handled. */
export const CONTACT_MESSAGE_FILTERS = ['open', 'handled', 'all'] as const;
/** What the back office can order messages by (newest first without one). */
export const CONTACT_MESSAGE_SORTS = ['subject', 'from', 'received'] as const;
export type ContactMessageSort = (typeof CONTACT_MESSAGE_SORTS)[number];
export const contactMessageListQuerySchema = pageQuerySchema
  .extend({ status: z.enum(CONTACT_MESSAGE_FILTERS).default('open') })
  .extend(sortQueryOf(CONTACT_MESSAGE_SORTS).shape);
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;

/** One contact message as the back office sees it. */
export const contactMessageSchemaOut = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  fullName: z.string(),
  company: z.string(),
  businessName: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  description: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByEmail: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchemaOut>;

export const contactHandledSchema = z.object({ handled: z.boolean() });

/** The newsletter box: an address, the language the newsletters come in, and the honeypot. */
export const newsletterSubscribeSchema = z.object({
  email: singleLineEmail,
  language: z.enum(LANGUAGES).optional(),
  website: honeypot,
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** A link's token: the confirmation's random one, or the unsubscribe link's signed one. */
export const newsletterTokenSchema = z.object({
  token: z.string().trim().min(16, 'InvalidValue').max(200, 'InvalidValue'),
});

export const newsletterSubscribedSchema = z.object({ sent: z.literal(true) });
export const newsletterAddressSchema = z.object({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
});

/** The back office's list of subscribers, by status and address. */
/** What the back office can order subscribers by (newest first without one). */
export const NEWSLETTER_SUBSCRIBER_SORTS = ['email', 'since'] as const;
export type NewsletterSubscriberSort = (typeof NEWSLETTER_SUBSCRIBER_SORTS)[number];
export const newsletterSubscriberListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(NEWSLETTER_STATUSES).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .extend(sortQueryOf(NEWSLETTER_SUBSCRIBER_SORTS).shape);
export type NewsletterSubscriberListQuery = z.infer<typeof newsletterSubscriberListQuerySchema>;

export const newsletterSubscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(NEWSLETTER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const newsletterCountsSchema = z.object(
  Object.fromEntries(NEWSLETTER_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof NEWSLETTER_STATUSES)[number],
    z.ZodNumber
  >,
);
export type NewsletterCounts = z.infer<typeof newsletterCountsSchema>;

const issueLine = (max: number) => requiredLine(max);
const issueBody = z
  .string({ message: 'FieldIsNotEmpty' })
  .trim()
  .min(1, 'FieldIsNotEmpty')
  .max(50_000, 'TextTooLong');

/**
 * A newsletter composed in the back office, in both languages; the body is rich text (sanitised
 * by the server). `id` is made by the form once, so sending the same form twice mails once.
 */
export const newsletterIssueInputSchema = z.object({
  id: z.uuid('InvalidValue'),
  subjectVi: issueLine(200),
  subjectEn: issueLine(200),
  bodyVi: issueBody,
  bodyEn: issueBody,
});
export type NewsletterIssueInput = z.input<typeof newsletterIssueInputSchema>;

export const newsletterIssueSchema = z.object({
  id: z.uuid(),
  subjectVi: z.string(),
  subjectEn: z.string(),
  recipients: z.number().int(),
  sentAt: z.string(),
  sentByEmail: z.string().nullable(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;
