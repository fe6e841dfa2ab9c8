import type { AssistantCardRef, AssistantChip, AssistantMemory, Language } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { assistantConversations: conversations, assistantMessages: messages, users } = schema;

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** Whose conversation: a signed-in shopper's, or a visitor's (by the assistant's cookie). */
export type Owner = { userId: string } | { visitorId: string };

const ownedBy = (owner: Owner) =>
  'userId' in owner
    ? eq(conversations.userId, owner.userId)
    : and(eq(conversations.visitorId, owner.visitorId), isNull(conversations.userId));

/** The owner's latest conversation, or null. */
export async function latestConversation(db: Db, owner: Owner): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(ownedBy(owner))
    .orderBy(desc(conversations.updatedAt))
    .limit(1);
  return row ?? null;
}

/** The conversation by id when the owner's, else null. */
export async function ownConversation(
  db: Db,
  owner: Owner,
  id: string,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), ownedBy(owner)));
  return row ?? null;
}

export async function createConversation(
  db: Db,
  values: { owner: Owner; language: Language; now: Date },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({
      ...('userId' in values.owner
        ? { userId: values.owner.userId }
        : { visitorId: values.owner.visitorId }),
      language: values.language,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/**
 * A visitor's conversations become the shopper's who logged in on that browser: only those no
 * one owns yet (a conversation never moves from one shopper to another).
 */
export async function adoptVisitorConversations(
  db: Db,
  visitorId: string,
  userId: string,
): Promise<number> {
  const rows = await db
    .update(conversations)
    .set({ userId })
    .where(and(eq(conversations.visitorId, visitorId), isNull(conversations.userId)))
    .returning({ id: conversations.id });
  return rows.length;
}

export interface NewMessage {
  role: 'user' | 'assistant';
  text: string;
  intent?: string | null;
  answered?: boolean | null;
  cards?: AssistantCardRef[];
  chips?: AssistantChip[];
  engine?: 'rules' | 'llm' | null;
}

/** Adds messages to a conversation, in order, one millisecond apart; keeps its memory. */
export async function appendMessages(
  db: Db,
  conversationId: string,
  added: NewMessage[],
  now: Date,
  memory: AssistantMemory | null,
): Promise<MessageRow[]> {
  const rows = await db
    .insert(messages)
    .values(
      added.map((m, i) => ({
        conversationId,
        role: m.role,
        text: m.text,
        intent: m.intent ?? null,
        answered: m.answered ?? null,
        cards: m.cards ?? [],
        chips: m.chips ?? [],
        engine: m.engine ?? null,
        createdAt: new Date(now.getTime() + i),
      })),
    )
    .returning();
  await db
    .update(conversations)
    .set({ updatedAt: now, ...(memory ? { memory } : {}) })
    .where(eq(conversations.id, conversationId));
  return rows;
}

/** A conversation's messages, oldest first (the last `limit`). */
export async function messagesOf(
  db: Db,
  conversationId: string,
  limit = 100,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt))
    .limit(limit);
  return rows.reverse();
}

export async function markHandedOver(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(conversations)
    .set({ handedOverAt: now })
    .where(and(eq(conversations.id, id), isNull(conversations.handedOverAt)));
}

const listColumns = {
  id: conversations.id,
  customer: users.email,
  language: conversations.language,
  updatedAt: conversations.updatedAt,
  handedOverAt: conversations.handedOverAt,
};

/** Conversations for the back office, newest first; only handed-over ones when asked. */
export async function listConversations(
  db: Db,
  query: { handedOver: boolean; page: number; limit: number },
) {
  const where = query.handedOver ? isNotNull(conversations.handedOverAt) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(conversations)
      .leftJoin(users, eq(users.id, conversations.userId))
      .where(where)
      .orderBy(desc(conversations.updatedAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(conversations).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function conversationForPortal(db: Db, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .where(eq(conversations.id, id));
  return row ?? null;
}

/** The number of messages of each conversation and its last words. */
export async function messageFigures(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { count: number; last: Date | null }>();
  const rows = await db
    .select({
      conversationId: messages.conversationId,
      count: count(),
      last: max(messages.createdAt),
    })
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, { count: r.count, last: r.last }]));
}

/** Questions the assistant could not answer, newest first. */
export async function unanswered(db: Db, query: { page: number; limit: number }) {
  const where = and(eq(messages.role, 'user'), eq(messages.answered, false));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        text: messages.text,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), asc(messages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
