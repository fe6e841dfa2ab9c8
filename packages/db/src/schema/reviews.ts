import { REVIEW_STATUSES } from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);

/**
 * A customer's review of a product they received: one per product and customer, tied to the done
 * order that entitles it. `content` is plain text (never rendered as HTML). A rejection keeps its
 * reason for the author.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    status: reviewStatus('status').notNull().default('NEW'),
    rejectReason: text('reject_reason'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_product_public_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** A photo of a review, resized and stored with the shop's other images, with its size. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);
