import type { AssistantCardRef, AssistantChip, AssistantMemory, Language } from '@lotus/core';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A conversation with the shopping assistant (decision 039): a signed-in shopper's (`userId`),
 * or a visitor's, known by the assistant's cookie (`visitorId`) until they log in, when it
 * becomes theirs. `memory` is what a follow-up may refer to (the last search and its products).
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    language: text('language').$type<Language>().notNull(),
    memory: jsonb('memory').$type<AssistantMemory>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the shopper sent the contact form from this conversation (operators read it). */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
  },
  (t) => [
    index('assistant_conversations_user_idx').on(t.userId, t.updatedAt),
    index('assistant_conversations_visitor_idx').on(t.visitorId),
    index('assistant_conversations_handed_over_idx')
      .on(t.handedOverAt)
      .where(sql`${t.handedOverAt} IS NOT NULL`),
  ],
);

/**
 * One message of a conversation. An answer keeps what its cards refer to (product and order ids,
 * a policy key), never their prices: cards are drawn from the database whenever they are shown.
 * `answered` is false on a question the assistant could not answer (the FAQ's to-do list).
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    text: text('text').notNull(),
    intent: text('intent'),
    answered: boolean('answered'),
    cards: jsonb('cards').$type<AssistantCardRef[]>().notNull().default([]),
    chips: jsonb('chips').$type<AssistantChip[]>().notNull().default([]),
    /** Which engine answered: the built-in rules or the configured model. */
    engine: text('engine').$type<'rules' | 'llm'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('assistant_messages_unanswered_idx')
      .on(t.createdAt)
      .where(sql`${t.answered} = false`),
  ],
);
