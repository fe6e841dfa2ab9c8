import { type Result, fail, offerState, ok } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { ProgrammeRows } from './programme.repository.ts';

/** What the back office sends to stop a programme now (instead of an edit). */
export const STOP = { stop: true } as const;

/**
 * The back office's hold on one kind of programme: every one of the kind, a new one, and a change
 * (an edit, or `STOP`) while it is not over. The API serves the four endpoints of each kind from it.
 */
export interface ProgrammeAdmin<Input, Portal> {
  list(ctx: ServiceContext): Promise<Portal[]>;
  create(ctx: ServiceContext, input: Input): Promise<Result<Portal>>;
  change(ctx: ServiceContext, id: string, input: Input | typeof STOP): Promise<Result<Portal>>;
}

/** What every back-office programme shows. */
export const portalProgramme = (
  row: {
    id: string;
    nameVi: string;
    nameEn: string;
    startsAt: Date;
    endsAt: Date;
    stoppedAt: Date | null;
    concentrated: boolean;
  },
  now: Date,
) => ({
  id: row.id,
  nameVi: row.nameVi,
  nameEn: row.nameEn,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
  concentrated: row.concentrated,
  state: offerState(row, now),
});

/** An operator's window as instants. */
export const windowOf = (input: { startsAt: string; endsAt: string }) => ({
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/** A new row's times. */
export const stamp = (ctx: ServiceContext) => ({ createdAt: ctx.now, updatedAt: ctx.now });

/** A stop's values: from now on the programme is over. */
export const stopped = (ctx: ServiceContext) => ({ stoppedAt: ctx.now });

/**
 * Changes a programme that is not over (an edit, or a stop with `stoppedAt`): the changed row,
 * or OFFER_ENDED for one that ended or was stopped, or `missing` for none.
 */
export async function change<Row, Insert extends { updatedAt: Date }>(
  ctx: ServiceContext,
  rows: ProgrammeRows<Row, Insert>,
  id: string,
  values: Partial<Insert>,
  missing:
    'PRICE_RULE_NOT_FOUND' | 'FLASH_SALE_NOT_FOUND' | 'PROMOTION_NOT_FOUND' | 'VOUCHER_NOT_FOUND',
): Promise<Result<Row>> {
  const row = await rows.update(ctx.db, id, { ...values, updatedAt: ctx.now }, ctx.now);
  if (row) return ok(row);
  return (await rows.find(ctx.db, id)) ? fail('OFFER_ENDED') : fail(missing);
}

/** A result's value shown another way. */
export const mapResult = <R, V>(result: Result<R>, to: (row: R) => V): Result<V> =>
  result.ok ? ok(to(result.value)) : result;
