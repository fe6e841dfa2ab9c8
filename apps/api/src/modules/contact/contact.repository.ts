import type {
  ContactMessageSort,
  Language,
  NewsletterStatus,
  NewsletterSubscriberSort,
  SortQuery,
} from '@lotus/core';
import { schema } from '@lotus/db';
import { type SQL, and, count, desc, eq, gt, ilike, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../context.ts';
import { listOrder } from '../../lib/list-order.ts';

const { contactMessages, newsletterSubscribers, newsletterIssues, users } = schema;

// Contact messages

export interface NewContactMessage {
  userId: string | null;
  fullName: string;
  company: string;
  businessName: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  language: Language;
  createdAt: Date;
}

export async function insertMessage(db: Db, message: NewContactMessage): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  return row!.id;
}

const handler = alias(users, 'handler');
const messageColumns = {
  id: contactMessages.id,
  userId: contactMessages.userId,
  fullName: contactMessages.fullName,
  company: contactMessages.company,
  businessName: contactMessages.businessName,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  description: contactMessages.description,
  language: contactMessages.language,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledByEmail: handler.email,
};

/** Contact messages, newest first: open ones, handled ones, or all. */
export async function listMessages(
  db: Db,
  filter: {
    status: 'open' | 'handled' | 'all';
    order?: SortQuery<ContactMessageSort>;
    limit: number;
    offset: number;
  },
) {
  const where =
    filter.status === 'open'
      ? isNull(contactMessages.handledAt)
      : filter.status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
      .where(where)
      .orderBy(
        ...listOrder(
          filter.order,
          {
            subject: contactMessages.subject,
            from: contactMessages.fullName,
            received: contactMessages.createdAt,
          },
          [desc(contactMessages.createdAt), desc(contactMessages.id)],
        ),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findMessage(db: Db, id: string) {
  const [row] = await db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row ?? null;
}

export type ContactMessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** Marks a message handled by `by` (or open again); false when there is no such message. */
export async function setHandled(
  db: Db,
  id: string,
  handled: { by: string; at: Date } | null,
): Promise<boolean> {
  const updated = await db
    .update(contactMessages)
    .set(
      handled
        ? { handledAt: handled.at, handledBy: handled.by }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}

// Newsletter subscribers

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  language: newsletterSubscribers.language,
  status: newsletterSubscribers.status,
  confirmExpiresAt: newsletterSubscribers.confirmExpiresAt,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

/** The subscriber with this address (any letter case), locked for the caller's transaction. */
export async function lockSubscriberByEmail(tx: Db, email: string) {
  const [row] = await tx
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(sameEmail(email))
    .for('update');
  return row ?? null;
}

/** Adds an address as PENDING; false when another request added it first. */
export async function insertSubscriber(
  db: Db,
  values: { email: string; language: Language; tokenHash: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({
      email: values.email,
      language: values.language,
      status: 'PENDING',
      confirmTokenHash: values.tokenHash,
      confirmExpiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}

/** (Re)starts an address as PENDING with a new confirmation token (the old link stops working). */
export async function restartPending(
  db: Db,
  id: string,
  values: { language: Language; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({
      status: 'PENDING',
      language: values.language,
      confirmTokenHash: values.tokenHash,
      confirmExpiresAt: values.expiresAt,
      unsubscribedAt: null,
    })
    .where(eq(newsletterSubscribers.id, id));
}

/**
 * Confirms the PENDING address whose live token has this hash, in one conditional update (a
 * link used twice confirms once); null when no such token is live.
 */
export async function confirmByToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'CONFIRMED',
      confirmedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        eq(newsletterSubscribers.status, 'PENDING'),
        gt(newsletterSubscribers.confirmExpiresAt, now),
      ),
    )
    .returning({ email: newsletterSubscribers.email, status: newsletterSubscribers.status });
  return row ?? null;
}

/** Whether a token with this hash exists at all (it has expired when `confirmByToken` refused). */
export async function tokenExists(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, tokenHash));
  return row !== undefined;
}

export async function findSubscriber(db: Db, id: string) {
  const [row] = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

/** Takes an address off the list (its pending link stops working); false when it already was. */
export async function unsubscribe(db: Db, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(newsletterSubscribers)
    .set({
      status: 'UNSUBSCRIBED',
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, 'UNSUBSCRIBED')))
    .returning({ id: newsletterSubscribers.id });
  return updated.length > 0;
}

/** Subscribers, newest first, by status and part of the address. */
export async function listSubscribers(
  db: Db,
  filter: {
    status?: NewsletterStatus | undefined;
    search?: string | undefined;
    order?: SortQuery<NewsletterSubscriberSort>;
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(newsletterSubscribers.status, filter.status));
  if (filter.search) {
    const escaped = filter.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(ilike(newsletterSubscribers.email, `%${escaped}%`));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(
        ...listOrder(
          filter.order,
          { email: newsletterSubscribers.email, since: newsletterSubscribers.createdAt },
          [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)],
        ),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** How many subscribers each status has. */
export async function countByStatus(db: Db) {
  return db
    .select({ status: newsletterSubscribers.status, total: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
}

/** Every confirmed subscriber (the newsletter's recipients). */
export async function confirmedSubscribers(db: Db) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'CONFIRMED'))
    .orderBy(newsletterSubscribers.createdAt);
}

// Newsletter issues

/** Records an issue as sent; false when an issue with this id was sent already. */
export async function insertIssue(
  db: Db,
  issue: {
    id: string;
    subjectVi: string;
    subjectEn: string;
    bodyVi: string;
    bodyEn: string;
    recipients: number;
    sentBy: string | null;
    sentAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(newsletterIssues)
    .values(issue)
    .onConflictDoNothing()
    .returning({ id: newsletterIssues.id });
  return inserted.length > 0;
}

const sender = alias(users, 'sender');
const issueColumns = {
  id: newsletterIssues.id,
  subjectVi: newsletterIssues.subjectVi,
  subjectEn: newsletterIssues.subjectEn,
  recipients: newsletterIssues.recipients,
  sentAt: newsletterIssues.sentAt,
  sentByEmail: sender.email,
};

export async function findIssue(db: Db, id: string) {
  const [row] = await db
    .select(issueColumns)
    .from(newsletterIssues)
    .leftJoin(sender, eq(sender.id, newsletterIssues.sentBy))
    .where(eq(newsletterIssues.id, id));
  return row ?? null;
}

export async function listIssues(db: Db, filter: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(issueColumns)
      .from(newsletterIssues)
      .leftJoin(sender, eq(sender.id, newsletterIssues.sentBy))
      .orderBy(desc(newsletterIssues.sentAt))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(newsletterIssues),
  ]);
  return { rows, total: total?.total ?? 0 };
}
