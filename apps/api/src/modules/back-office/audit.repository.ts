import type { AuditQuery } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { countedPage } from '../../lib/counted-page.ts';

const { auditLog } = schema;

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Appends one change to the log, through the caller's transaction. */
export async function insertAudit(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** A page of the log, newest first, filtered by entity, entity id and person. */
export async function listAudit(
  db: Db,
  query: AuditQuery & { offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
  );
  const rows = await db
    .select({ ...getTableColumns(auditLog), total: sql`count(*) OVER ()`.mapWith(Number) })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  return countedPage(rows, query.offset, async () => {
    const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
    return counted?.n ?? 0;
  });
}
