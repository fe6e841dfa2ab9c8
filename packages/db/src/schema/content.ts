import type { PolicyGroup, PolicyKey, ShowroomKind } from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A policy page (core's `POLICY_KEYS`) in Vietnamese and English. The bodies are rich text the
 * server sanitised before storing (headings, lists, links, images; nothing that runs).
 */
export const contentPages = pgTable('content_pages', {
  key: text('key').$type<PolicyKey>().primaryKey(),
  group: text('group').$type<PolicyGroup>().notNull(),
  position: integer('position').notNull().default(0),
  titleVi: text('title_vi').notNull(),
  titleEn: text('title_en').notNull(),
  /** The page's meta description. */
  summaryVi: text('summary_vi').notNull().default(''),
  summaryEn: text('summary_en').notNull().default(''),
  bodyVi: text('body_vi').notNull(),
  bodyEn: text('body_en').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A question and its answer (sanitised rich text), shown on the home page and the FAQ page. */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: integer('position').notNull().default(0),
    questionVi: text('question_vi').notNull(),
    questionEn: text('question_en').notNull(),
    answerVi: text('answer_vi').notNull(),
    answerEn: text('answer_en').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('faqs_position_idx').on(t.position)],
);

/** A news article; `publishedAt` null is a draft, a future instant a scheduled one. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    summaryVi: text('summary_vi').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyVi: text('body_vi').notNull(),
    bodyEn: text('body_en').notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_unique').on(t.slug),
    index('news_articles_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.publishedAt} IS NOT NULL`),
  ],
);

/** A store or service centre (`GET /api/system/svcenter`): where, when open, how to reach it. */
export const showrooms = pgTable(
  'showrooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ShowroomKind>().notNull(),
    position: integer('position').notNull().default(0),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    addressVi: text('address_vi').notNull(),
    addressEn: text('address_en').notNull(),
    openingHoursVi: text('opening_hours_vi').notNull(),
    openingHoursEn: text('opening_hours_en').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    mapUrl: text('map_url'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('showrooms_position_idx').on(t.position)],
);
