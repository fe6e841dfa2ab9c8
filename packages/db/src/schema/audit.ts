import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The back office's audit log (decision 043): one row per change a staff member made, written in
 * the change's own transaction (so a change that rolls back leaves none), with who, when, which
 * entity and what it was before and after. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who made the change; null once that account is gone (its email stays). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** What kind of thing changed (`order`, `product`, `user`, `voucher`, …). */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The verb (`create`, `update`, `status`, `lock`, `role`, …). */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    check('audit_log_entity_not_empty', sql`${t.entity} <> '' AND ${t.action} <> ''`),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
