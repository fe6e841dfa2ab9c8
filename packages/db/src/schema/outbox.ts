import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Outgoing mail, written in the same transaction as the change that causes it, so a crash loses
 * none. A worker delivers pending rows through SMTP when configured; otherwise they stay here and
 * the development mailbox shows them (`deliveredVia = 'mailbox'`).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    status: text('status').notNull().$type<OutboxStatus>().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredVia: text('delivered_via'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_pending_idx').on(t.status, t.runAfter),
    index('outbox_emails_to_idx').on(t.toAddress, t.createdAt),
  ],
);
