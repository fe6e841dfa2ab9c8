import {
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
  type Page,
  type Result,
  isAuditEntity,
  pageOffset,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import * as repo from './audit.repository.ts';

/** A back-office change as a service reports it. */
export interface AuditChange {
  entity: AuditEntity;
  entityId: string;
  /** The verb: `create`, `update`, `delete`, `status`, `lock`, `role`, … */
  action: string;
  /** The entity's fields before the change (null for a creation). */
  before?: object | null;
  /** Its fields after (null for a deletion). */
  after?: object | null;
}

type Json = Record<string, unknown>;

/** A value as JSON would carry it (dates as ISO text), so before and after compare as stored. */
const plain = (value: object | null | undefined): Json | null =>
  value ? (JSON.parse(JSON.stringify(value)) as Json) : null;

/**
 * Keeps, of a before and an after, only the fields of the after that differ from the before (and
 * every field when one side is missing): the log says what changed, not the whole row twice, and
 * a before may be the whole row as it was.
 */
export function changedFields(
  before: object | null | undefined,
  after: object | null | undefined,
): { before: Json | null; after: Json | null } {
  const b = plain(before);
  const a = plain(after);
  if (!b || !a) return { before: b, after: a };
  const changed = Object.keys(a).filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  return {
    before: Object.fromEntries(changed.filter((k) => k in b).map((k) => [k, b[k]])),
    after: Object.fromEntries(changed.filter((k) => k in a).map((k) => [k, a[k]])),
  };
}

/**
 * The audit log (decision 043). `record` is called by a service with the context of the change's
 * own transaction (`withTransaction`'s `tx`), so the row exists exactly when the change does: a
 * change that fails or rolls back leaves none. Who and when come from the context.
 */
export const audit = {
  async record(tx: ServiceContext, change: AuditChange): Promise<void> {
    const { before, after } = changedFields(change.before, change.after);
    await repo.insertAudit(tx.db, {
      actorId: tx.actor?.id ?? null,
      actorEmail: tx.actor?.email ?? 'system',
      actorRole: tx.actor?.role ?? 'SYSTEM',
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      before,
      after,
      createdAt: tx.now,
    });
  },

  /** A page of the log, newest first, by entity and person. */
  async list(ctx: ServiceContext, query: AuditQuery): Promise<Page<AuditEntry>> {
    const { rows, total } = await repo.listAudit(ctx.db, { ...query, offset: pageOffset(query) });
    return {
      items: rows.flatMap((row) =>
        isAuditEntity(row.entity)
          ? [
              {
                id: row.id,
                actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
                entity: row.entity,
                entityId: row.entityId,
                action: row.action,
                before: row.before ?? null,
                after: row.after ?? null,
                createdAt: row.createdAt.toISOString(),
              },
            ]
          : [],
      ),
      meta: { page: query.page, pageSize: query.limit, total },
    };
  },
};

export type AuditLog = typeof audit;

/**
 * Runs a service's change and records it in the same transaction (the service joins it): the
 * entity as the change answers it is the after; a refusal rolls back and writes nothing. For
 * the changes whose service does not read the row before (content, webhooks, referral
 * campaigns and payouts, settings), the before is the previous entry's after.
 */
export function audited<T>(
  ctx: ServiceContext,
  change: {
    entity: AuditEntity;
    action: string;
    entityId?: string;
    /** What of the answer the log keeps (never a secret), the whole answer by default. */
    shown?: (value: T) => unknown;
  },
  run: (tx: ServiceContext) => Promise<Result<T>>,
): Promise<Result<T>> {
  return withTransaction(ctx, async (tx) => {
    const result = await run(tx);
    if (!result.ok) return result;
    const value: unknown = change.shown ? change.shown(result.value) : result.value;
    const after = typeof value === 'object' && value !== null ? value : { value };
    const answeredId = 'id' in after && typeof after.id === 'string' ? after.id : undefined;
    await audit.record(tx, {
      entity: change.entity,
      entityId: change.entityId ?? answeredId ?? change.entity,
      action: change.action,
      after,
    });
    return result;
  });
}
