import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shop-wide settings as named JSON documents (e.g. `client`: name, contacts, social links). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Facts about the database itself, such as which demo seed it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
