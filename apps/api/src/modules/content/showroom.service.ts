import {
  type PortalShowroom,
  type Result,
  type Showroom,
  type ShowroomInputData,
  fail,
  localize,
  ok,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { noticeContentChange } from './content-page.repository.ts';
import * as repo from './showroom.repository.ts';

const portalShowroom = (row: repo.ShowroomRow): PortalShowroom => ({
  id: row.id,
  kind: row.kind,
  position: row.position,
  nameVi: row.nameVi,
  nameEn: row.nameEn,
  addressVi: row.addressVi,
  addressEn: row.addressEn,
  openingHoursVi: row.openingHoursVi,
  openingHoursEn: row.openingHoursEn,
  phone: row.phone,
  email: row.email,
  mapUrl: row.mapUrl,
  isPublished: row.isPublished,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The shop's stores and service centres: the storefront reads the published ones in their order
 * in the request's language (`GET /api/system/svcenter`); the back office adds, edits, orders,
 * shows or hides and deletes them. Every change announces itself to the page cache.
 */
export function createShowroomService() {
  const change = <T>(ctx: ServiceContext, fn: (tx: ServiceContext) => Promise<Result<T>>) =>
    withTransaction(ctx, async (tx) => {
      const result = await fn(tx);
      if (result.ok) await noticeContentChange(tx.db);
      return result;
    });
  const found = (row: repo.ShowroomRow | null): Result<PortalShowroom> =>
    row ? ok(portalShowroom(row)) : fail('SHOWROOM_NOT_FOUND');

  return {
    /** The published showrooms in their order, in the request's language. */
    async published(ctx: ServiceContext): Promise<Showroom[]> {
      const rows = await repo.listShowrooms(ctx.db, { published: true });
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        name: localize({ vi: row.nameVi, en: row.nameEn }, ctx.lang),
        address: localize({ vi: row.addressVi, en: row.addressEn }, ctx.lang),
        openingHours: localize({ vi: row.openingHoursVi, en: row.openingHoursEn }, ctx.lang),
        phone: row.phone,
        email: row.email,
        mapUrl: row.mapUrl,
      }));
    },

    /** Every showroom, hidden ones too, in their order. */
    async list(ctx: ServiceContext): Promise<PortalShowroom[]> {
      return (await repo.listShowrooms(ctx.db, { published: false })).map(portalShowroom);
    },

    create(ctx: ServiceContext, input: ShowroomInputData): Promise<Result<PortalShowroom>> {
      return change(ctx, async (tx) =>
        ok(portalShowroom(await repo.insertShowroom(tx.db, input, tx.now))),
      );
    },

    update(
      ctx: ServiceContext,
      id: string,
      input: ShowroomInputData,
    ): Promise<Result<PortalShowroom>> {
      return change(ctx, async (tx) => found(await repo.updateShowroom(tx.db, id, input, tx.now)));
    },

    /** Shows or hides a showroom on the storefront. */
    setPublished(
      ctx: ServiceContext,
      id: string,
      isPublished: boolean,
    ): Promise<Result<PortalShowroom>> {
      return change(ctx, async (tx) =>
        found(await repo.updateShowroom(tx.db, id, { isPublished }, tx.now)),
      );
    },

    remove(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      return change(ctx, async (tx) =>
        (await repo.deleteShowroom(tx.db, id)) ? ok({ id }) : fail('SHOWROOM_NOT_FOUND'),
      );
    },
  };
}

export type ShowroomService = ReturnType<typeof createShowroomService>;
