import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The roles a person can hold (spec section 6), plus providers who publish solutions. */
export const ROLES = ['ADMIN', 'OPERATOR', 'CUSTOMER', 'PROVIDER'] as const;
export type Role = (typeof ROLES)[number];

export const roles = pgTable('roles', {
  code: text('code').primaryKey().$type<Role>(),
  description: text('description').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role')
      .notNull()
      .$type<Role>()
      .references(() => roles.code),
    isActive: boolean('is_active').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    language: text('language').notNull().default('vi'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are compared case-insensitively; the constraint, not a read, keeps them unique.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
    index('users_role_idx').on(t.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
