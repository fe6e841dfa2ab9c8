import type { CardNetwork } from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's e-card (issue 37): its address, the switch that publishes it, what the user row
 * does not hold (title, bio, network handles, payment accounts), each field's visibility, and
 * the counters of views, QR scans and vCard downloads (numbers only: no address is kept).
 * Name, company, business name, phone and e-mail are the user's own, read from `users`.
 */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    title: text('title'),
    bio: text('bio'),
    /** Handles per network, as core's `checkHandle` keeps them; links are built on reading. */
    handles: jsonb('handles').$type<Partial<Record<CardNetwork, string>>>().notNull().default({}),
    bankBin: text('bank_bin'),
    bankAccount: text('bank_account'),
    bankHolder: text('bank_holder'),
    momoAccount: text('momo_account'),
    zalopayAccount: text('zalopay_account'),
    paypalHandle: text('paypal_handle'),
    /**
     * The member's photo: a small square JPEG (core's CARD_PHOTO_EDGE), base64, re-encoded by the
     * server without metadata. Kept in the row (a few tens of kilobytes), since every vCard
     * embeds it.
     */
    photo: text('photo'),
    /** Field → public / contacts / hidden; a field not named here has core's default. */
    visibility: jsonb('visibility').$type<Record<string, string>>().notNull().default({}),
    views: integer('views').notNull().default(0),
    qrScans: integer('qr_scans').notNull().default(0),
    vcardDownloads: integer('vcard_downloads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cards_owner_unique').on(t.ownerId),
    uniqueIndex('cards_slug_unique').on(t.slug),
    check(
      'cards_counters_non_negative',
      sql`${t.views} >= 0 AND ${t.qrScans} >= 0 AND ${t.vcardDownloads} >= 0`,
    ),
  ],
);

/**
 * A card in a member's contacts. `saved`: the member saved it (its owner is then the member's
 * contact and sees the fields shown to contacts); `given`: its owner left it with the member
 * ("save my card back", with consent), which grants that owner nothing.
 */
export const cardContacts = pgTable(
  'card_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    note: text('note'),
    source: text('source').$type<'saved' | 'given'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_contacts_owner_card_unique').on(t.ownerId, t.cardId),
    index('card_contacts_card_idx').on(t.cardId),
    check('card_contacts_source', sql`${t.source} IN ('saved', 'given')`),
  ],
);

export type CardRow = typeof cards.$inferSelect;
export type CardContactRow = typeof cardContacts.$inferSelect;
