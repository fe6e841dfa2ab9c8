import {
  PROVIDER_STATUSES,
  type ProviderStatus,
  SOLUTION_CATEGORIES,
  type SolutionCategory,
  type SolutionContent,
  SOLUTION_REVIEW_STATES,
  type SolutionReviewState,
  type SolutionScreenshot,
} from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * A provider: a user whose role is PROVIDER (decision 027), its business and where it stands with
 * the shop (an operator approves, rejects or suspends it, with a reason).
 */
export const providers = pgTable(
  'providers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    /** The business name lower-cased without diacritics (the home filter's `providerName`). */
    searchName: text('search_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    taxCode: text('tax_code').notNull(),
    address: text('address').notNull(),
    status: text('status').notNull().default('pending').$type<ProviderStatus>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('providers_status_idx').on(t.status, t.createdAt),
    check('providers_status', inList(t.status, PROVIDER_STATUSES)),
  ],
);

/** A membership plan an ADMIN sets: its name in both languages, price, length and limit. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    durationDays: integer('duration_days').notNull(),
    maxPublished: integer('max_published').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('membership_plans_values', sql`${t.price} >= 0 AND ${t.durationDays} > 0`),
    check('membership_plans_max', sql`${t.maxPublished} > 0`),
  ],
);

/**
 * A provider's membership, one row per provider, renewed in place: the plan bought last and its
 * limit (`max_published`), the window, and `published_count`, the slots its published solutions
 * hold. A publish takes a slot by one conditional update (`published_count < max_published AND
 * expires_at > now`), so parallel publishes at the limit admit exactly one; the check keeps the
 * counter whole. A downgrade may leave `published_count` above the new limit: those stay, new
 * ones are refused (decision 040). `status` is the expiry job's mark (mailed once); whether a
 * membership is in force is always `expires_at > now`.
 */
export const providerMemberships = pgTable(
  'provider_memberships',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => providers.userId, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    maxPublished: integer('max_published').notNull(),
    publishedCount: integer('published_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('active').$type<'active' | 'expired'>(),
    /** The end a reminder was mailed for (a renewal moves the end, and so the next reminder). */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('provider_memberships_count', sql`${t.publishedCount} >= 0`),
    check('provider_memberships_max', sql`${t.maxPublished} > 0`),
    check('provider_memberships_status', sql`${t.status} IN ('active', 'expired')`),
    index('provider_memberships_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * One purchase of a membership period: the plan, what it cost, how it was paid and the window it
 * bought. `MANUAL` (a transfer an ADMIN records) is paid when written; a gateway's purchase is
 * `pending` with its reference (`txn_ref`) until a verified gateway message decides it, once.
 */
export const membershipPurchases = pgTable(
  'membership_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.userId, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `MANUAL`, or the payment gateway's name (`VNPAY`). */
    method: text('method').notNull(),
    status: text('status').notNull().default('paid').$type<'pending' | 'paid' | 'failed'>(),
    txnRef: text('txn_ref'),
    paymentUrl: text('payment_url'),
    resultCode: text('result_code'),
    gatewayMessage: jsonb('gateway_message').$type<Record<string, unknown>>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('membership_purchases_provider_idx').on(t.providerId, t.createdAt),
    uniqueIndex('membership_purchases_ref_unique').on(t.method, t.txnRef),
    check('membership_purchases_status', sql`${t.status} IN ('pending', 'paid', 'failed')`),
    check('membership_purchases_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * A provider's solution: the provider's copy (the content columns) and `live`, the approved
 * version the storefront shows while an edit waits for review. `published` holds one slot of the
 * membership's counter; the storefront shows a solution only when it is published, has a live
 * version, its provider is approved and its membership in force (checked on every read).
 * `search_text` is the live version's words without diacritics (the catalogue's folding).
 */
export const solutions = pgTable(
  'solutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.userId, { onDelete: 'cascade' }),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    summaryVi: text('summary_vi').notNull(),
    summaryEn: text('summary_en').notNull(),
    descriptionVi: text('description_vi').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    category: text('category').notNull().$type<SolutionCategory>(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: bigint('price', { mode: 'number' }),
    demoUrl: text('demo_url'),
    docsUrl: text('docs_url'),
    screenshots: jsonb('screenshots').$type<SolutionScreenshot[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    reviewState: text('review_state').notNull().default('draft').$type<SolutionReviewState>(),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    live: jsonb('live').$type<SolutionContent>(),
    liveCategory: text('live_category').$type<SolutionCategory>(),
    livePrice: bigint('live_price', { mode: 'number' }),
    searchText: text('search_text').notNull().default(''),
    views: integer('views').notNull().default(0),
    favourites: integer('favourites').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('solutions_provider_idx').on(t.providerId, t.createdAt),
    index('solutions_review_idx').on(t.reviewState, t.submittedAt),
    index('solutions_live_idx')
      .on(t.liveCategory, t.livePrice)
      .where(sql`${t.published} AND ${t.live} IS NOT NULL`),
    check('solutions_category', inList(t.category, SOLUTION_CATEGORIES)),
    check('solutions_review_state', inList(t.reviewState, SOLUTION_REVIEW_STATES)),
    check('solutions_counts', sql`${t.views} >= 0 AND ${t.favourites} >= 0`),
    check(
      'solutions_links_https',
      sql`(${t.demoUrl} IS NULL OR ${t.demoUrl} LIKE 'https://%') AND (${t.docsUrl} IS NULL OR ${t.docsUrl} LIKE 'https://%')`,
    ),
  ],
);

/** A shopper's favourite solution (beside the products of their wishlist). */
export const solutionFavourites = pgTable(
  'solution_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    solutionId: uuid('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.solutionId] })],
);
