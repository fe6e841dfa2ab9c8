import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { referralPayouts } from './referrals.ts';
import { users } from './users.ts';

/**
 * A referral company (a partner, the spec's distributor system). Its name is the company-name
 * header of its sessions, unique whatever its letter case.
 */
export const referralCompanies = pgTable(
  'referral_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_companies_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * An account that belongs to a company, one company each (the primary key): its `manager` (the
 * company's own login, which sees every member) or a `member` (a customer of the company, who
 * sees their own rows).
 */
export const referralCompanyUsers = pgTable(
  'referral_company_users',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => referralCompanies.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<'manager' | 'member'>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_company_users_company_idx').on(t.companyId),
    check('referral_company_users_role', sql`${t.role} IN ('manager', 'member')`),
  ],
);

/**
 * A member's request to be paid by bank transfer. The amount is held from their balance when it
 * is made (a `payout` entry of the ledger without its transfer, taken by a conditional update);
 * one open request per member (the partial unique index); an ADMIN's transfer closes it.
 */
export const referralPayoutRequests = pgTable(
  'referral_payout_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    status: text('status').notNull().$type<'open' | 'paid'>(),
    payoutId: uuid('payout_id').references(() => referralPayouts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referral_payout_requests_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('referral_payout_requests_user_idx').on(t.userId, t.createdAt),
    check('referral_payout_requests_positive', sql`${t.amount} > 0`),
    check('referral_payout_requests_status', sql`${t.status} IN ('open', 'paid')`),
  ],
);
