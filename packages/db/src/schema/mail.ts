import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
/**
 * `sent`: delivered (through SMTP, or kept for the development mailbox). `pending`: a mail of the
 * old outbox not yet moved into the job queue (moved at the next start-up). `failed`: given up
 * by the old outbox; mail failing now stays in the job queue's dead-letter queue.
 */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the shop delivered, one row per Message-ID: the `mail.send` job records its mail
 * here after delivery, and a repeat of the job (after a crash) finds it and sends nothing. Without
 * SMTP this is the development mailbox (`delivered_via = 'mailbox'`).
 */
export const mailLog = pgTable(
  'mail_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Message-ID header, made when the mail was queued: `<uuid@shop host>`. */
    messageId: text('message_id').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    status: text('status').notNull().$type<MailStatus>().default('sent'),
    deliveredVia: text('delivered_via'),
    lastError: text('last_error'),
    /** When the shop queued the mail. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_log_to_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
    index('mail_log_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
