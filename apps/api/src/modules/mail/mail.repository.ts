import { type Database, type Transaction, schema } from '@lotus/db';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { MailTemplate, RenderedMail } from './mail.templates.ts';

const { outboxEmails } = schema;

/** Queues a mail inside the caller's transaction: it exists if and only if the change commits. */
export async function enqueueMail(
  tx: Database | Transaction,
  to: string,
  template: MailTemplate,
  mail: RenderedMail,
): Promise<void> {
  await tx.insert(outboxEmails).values({ toAddress: to, template, ...mail });
}

/**
 * Claims up to `limit` due mails for delivery. On PostgreSQL `SKIP LOCKED` lets several server
 * copies share the queue without sending a mail twice.
 */
export async function claimDueMails(db: Database, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.runAfter, sql`now()`)))
      .orderBy(asc(outboxEmails.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const mail of due) {
      // Push the claim forward so a crash mid-send retries later instead of never.
      await tx
        .update(outboxEmails)
        .set({
          runAfter: sql`now() + interval '2 minutes'`,
          attempts: sql`${outboxEmails.attempts} + 1`,
        })
        .where(eq(outboxEmails.id, mail.id));
    }
    return due;
  });
}

export async function markSent(db: Database, id: string, via: 'smtp' | 'mailbox') {
  await db
    .update(outboxEmails)
    .set({ status: 'sent', deliveredVia: via, sentAt: sql`now()`, lastError: null })
    .where(eq(outboxEmails.id, id));
}

/** Records a failed attempt; after `maxAttempts` the mail is given up as failed. */
export async function markFailed(
  db: Database,
  id: string,
  error: string,
  attempts: number,
  maxAttempts: number,
) {
  const backoffSeconds = Math.min(3600, 30 * 2 ** attempts);
  await db
    .update(outboxEmails)
    .set({
      status: attempts >= maxAttempts ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      runAfter: sql`now() + make_interval(secs => ${backoffSeconds})`,
    })
    .where(eq(outboxEmails.id, id));
}

/** The development mailbox: newest first, optionally for one address. */
export async function listMailbox(db: Database, to: string | undefined, limit: number) {
  return db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      html: outboxEmails.html,
      template: outboxEmails.template,
      status: outboxEmails.status,
      deliveredVia: outboxEmails.deliveredVia,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(to ? sql`lower(${outboxEmails.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}
