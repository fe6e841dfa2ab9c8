import type { AuditEntity, Result } from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { audit } from '../back-office/audit.ts';
import type { ProgrammeAdmin, STOP } from './programme-admin.ts';

/**
 * One kind of programme's back office with each create, edit and stop written to the audit log
 * in the change's own transaction (decision 043): the row before (found by `find`) and the
 * programme after. A refused change writes nothing.
 */
export function audited<
  Input extends object,
  Portal extends { id: string },
  Admin extends ProgrammeAdmin<Input, Portal>,
>(
  admin: Admin,
  entity: AuditEntity,
  find: (db: ServiceContext['db'], id: string) => Promise<object | null>,
): Admin {
  return {
    ...admin,
    create: (ctx: ServiceContext, input: Input): Promise<Result<Portal>> =>
      withTransaction(ctx, async (tx) => {
        const made = await admin.create(tx, input);
        if (made.ok) {
          await audit.record(tx, {
            entity,
            entityId: made.value.id,
            action: 'create',
            after: made.value,
          });
        }
        return made;
      }),
    change: (
      ctx: ServiceContext,
      id: string,
      input: Input | typeof STOP,
    ): Promise<Result<Portal>> =>
      withTransaction(ctx, async (tx) => {
        const before = await find(tx.db, id);
        const changed = await admin.change(tx, id, input);
        if (changed.ok) {
          const action = 'stop' in input ? 'stop' : 'update';
          await audit.record(tx, { entity, entityId: id, action, before, after: changed.value });
        }
        return changed;
      }),
  };
}
