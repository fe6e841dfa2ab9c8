import { schema } from '@lotus/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { mailLog } = schema;

/** A mail as the log keeps it once delivered. */
export interface DeliveredMail {
  messageId: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  deliveredVia: 'smtp' | 'mailbox';
  createdAt: Date;
  sentAt: Date;
}

/** Whether the mail with this Message-ID is already in the log (delivered, or given up before). */
export async function isLogged(db: Db, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mailLog.id })
    .from(mailLog)
    .where(eq(mailLog.messageId, messageId))
    .limit(1);
  return row !== undefined;
}

/** Logs a delivered mail; a second record of the same Message-ID changes nothing (false). */
export async function logDelivered(db: Db, mail: DeliveredMail): Promise<boolean> {
  const inserted = await db
    .insert(mailLog)
    .values({
      messageId: mail.messageId,
      toAddress: mail.to,
      template: mail.template,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status: 'sent',
      deliveredVia: mail.deliveredVia,
      createdAt: mail.createdAt,
      sentAt: mail.sentAt,
    })
    .onConflictDoNothing({ target: mailLog.messageId })
    .returning({ id: mailLog.id });
  return inserted.length > 0;
}

/**
 * Takes the oldest mail the old outbox left pending, locked for the caller's transaction (other
 * server copies starting at the same time skip it), or null when none is left.
 */
export async function takeOutboxMail(tx: Db) {
  const [row] = await tx
    .select()
    .from(mailLog)
    .where(eq(mailLog.status, 'pending'))
    .orderBy(asc(mailLog.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Removes a pending outbox mail once its job is written (the job logs it again when delivered). */
export async function removeOutboxMail(tx: Db, id: string): Promise<void> {
  await tx.delete(mailLog).where(and(eq(mailLog.id, id), eq(mailLog.status, 'pending')));
}

/** The development mailbox: newest first, optionally for one address (any letter case). */
export async function listMailbox(db: Db, to: string | undefined, limit: number) {
  return db
    .select({
      id: mailLog.id,
      to: mailLog.toAddress,
      subject: mailLog.subject,
      text: mailLog.text,
      html: mailLog.html,
      template: mailLog.template,
      messageId: mailLog.messageId,
      status: mailLog.status,
      deliveredVia: mailLog.deliveredVia,
      createdAt: mailLog.createdAt,
    })
    .from(mailLog)
    .where(to ? sql`lower(${mailLog.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
    .limit(limit);
}
