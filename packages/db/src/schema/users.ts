import { ROLES, type Role } from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export { ROLES, type Role };

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
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    company: text('company'),
    businessName: text('business_name'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    socialLinks: jsonb('social_links').$type<Record<string, string | null>>().notNull().default({}),
    referralCode: text('referral_code'),
    /** The referral code given at sign-up, kept for the referral programme to credit. */
    referredByCode: text('referred_by_code'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are compared case-insensitively; the constraint, not a read, keeps them unique.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // Phones are stored normalised (`0…`), so `+84…` and `0…` collide here.
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_role_idx').on(t.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
