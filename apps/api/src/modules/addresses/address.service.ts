import {
  type Address,
  type AddressInput,
  type AddressSet,
  type AddressUpgrade,
  type AdminUnit,
  type Language,
  type Page,
  type PageQuery,
  type Result,
  type UnitRef,
  fail,
  fullName,
  ok,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './address.repository.ts';
import type { ResolvedPlace, UnitIndex } from './address.units.ts';

/** A place in one line: street, ward, (district,) province, in the language asked for. */
export function placeLine(
  street: string,
  units: { ward: UnitRef; district: UnitRef | null; province: UnitRef },
  lang: Language,
): string {
  const name = (unit: UnitRef) => (lang === 'en' ? unit.nameEn : unit.name);
  return [street, name(units.ward), units.district && name(units.district), name(units.province)]
    .filter(Boolean)
    .join(', ');
}

const unitOf = (id: string | null, name: string | null, nameEn: string | null): UnitRef | null =>
  id && name ? { id, name, nameEn: nameEn ?? name } : null;

/**
 * The administrative units (the shop's current set, or the one asked for) and the signed-in
 * shopper's address book. Every address is the actor's own: another shopper's id is 404.
 */
export function createAddressService(deps: { units: UnitIndex; system: SystemService }) {
  const { units } = deps;
  const setOf = async (ctx: ServiceContext, asked?: AddressSet) =>
    asked ?? (await deps.system.checkoutSetting(ctx)).addressSet;

  function toAddress(row: repo.AddressRow, lang: Language, current: AddressSet): Address {
    const place = {
      province: unitOf(row.provinceId, row.provinceName, row.provinceNameEn)!,
      district: unitOf(row.districtId, row.districtName, row.districtNameEn),
      ward: unitOf(row.wardId, row.wardName, row.wardNameEn)!,
    };
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: fullName(row.firstName, row.lastName),
      phone: row.phone,
      address: row.address,
      ...place,
      national: row.national,
      set: row.addressSet,
      isDefault: row.isDefault,
      fullAddress: placeLine(row.address, place, lang),
      upgrade:
        row.addressSet === '2025-03' && current === '2025-07' ? units.upgrade(row.wardId) : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function values(
    ctx: ServiceContext,
    input: AddressInput,
  ): Promise<Result<repo.AddressValues & { isDefault: boolean }>> {
    const place = await service.resolvePlace(ctx, input);
    if (!place.ok) return place;
    return ok({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      address: input.address,
      national: input.national,
      place: place.value,
      isDefault: input.isDefault,
    });
  }

  const service = {
    /** The set of administrative units the shop uses now (its `checkout` setting). */
    currentSet(ctx: ServiceContext): Promise<AddressSet> {
      return setOf(ctx);
    },

    /** The provinces of a set, sorted by name, each with its search form. */
    async provinces(ctx: ServiceContext, set?: AddressSet): Promise<AdminUnit[]> {
      return units.provinces(await setOf(ctx, set));
    },

    /** The districts of a province (none in the two-level set). */
    async districts(
      ctx: ServiceContext,
      provinceId: string,
      set?: AddressSet,
    ): Promise<AdminUnit[]> {
      return units.districts(await setOf(ctx, set), provinceId);
    },

    /** The wards of a province (two-level set) or a district (three-level set). */
    async wards(ctx: ServiceContext, parentId: string, set?: AddressSet): Promise<AdminUnit[]> {
      return units.wards(await setOf(ctx, set), parentId);
    },

    /** The new ward(s) of a pre-2025 ward code. */
    upgrade(_ctx: ServiceContext, oldWardId: string): Result<AddressUpgrade> {
      const upgrade = units.upgrade(oldWardId);
      return upgrade ? ok(upgrade) : fail('NOT_FOUND');
    },

    /**
     * Checks a place against its set (the shop's current one when it names none): the ward must
     * lie in the district and province. A mismatch is a 400 naming the field.
     */
    async resolvePlace(
      ctx: ServiceContext,
      place: {
        provinceId: string;
        districtId?: string | null;
        wardId: string;
        set?: AddressSet | undefined;
      },
    ): Promise<Result<ResolvedPlace>> {
      const resolved = units.resolve(await setOf(ctx, place.set), place);
      return Array.isArray(resolved)
        ? fail('VALIDATION_ERROR', { details: resolved })
        : ok(resolved);
    },

    /** The address book, the default first, then newest. */
    async search(
      ctx: ServiceContext,
      query: PageQuery & { search?: string | undefined },
    ): Promise<Page<Address>> {
      const current = await setOf(ctx);
      const { rows, total } = await repo.listAddresses(ctx.db, actorOf(ctx).id, query);
      return {
        items: rows.map((row) => toAddress(row, ctx.lang, current)),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    async get(ctx: ServiceContext, id: string): Promise<Result<Address>> {
      const row = await repo.findAddress(ctx.db, actorOf(ctx).id, id);
      return row ? ok(toAddress(row, ctx.lang, await setOf(ctx))) : fail('ADDRESS_NOT_FOUND');
    },

    /** Adds an address; the first one, or one marked default, becomes the only default. */
    async create(ctx: ServiceContext, input: AddressInput): Promise<Result<Address>> {
      const checked = await values(ctx, input);
      if (!checked.ok) return checked;
      const current = await setOf(ctx);
      return withTransaction(ctx, async (tx) => {
        const userId = actorOf(tx).id;
        const isDefault = checked.value.isDefault || !(await repo.hasOtherAddress(tx.db, userId));
        if (isDefault) await repo.clearDefault(tx.db, userId);
        const row = await repo.insertAddress(
          tx.db,
          userId,
          { ...checked.value, isDefault },
          tx.now,
        );
        return ok(toAddress(row, tx.lang, current));
      });
    },

    /**
     * Changes an address. Marking it default takes the mark from the others; unmarking the
     * default hands it to the newest other address (an only address stays the default).
     */
    async update(ctx: ServiceContext, id: string, input: AddressInput): Promise<Result<Address>> {
      const checked = await values(ctx, input);
      if (!checked.ok) return checked;
      const current = await setOf(ctx);
      return withTransaction(ctx, async (tx) => {
        const userId = actorOf(tx).id;
        const existing = await repo.findAddress(tx.db, userId, id);
        if (!existing) return fail('ADDRESS_NOT_FOUND');
        const isDefault =
          checked.value.isDefault || !(await repo.hasOtherAddress(tx.db, userId, id));
        if (isDefault) await repo.clearDefault(tx.db, userId, id);
        const row = await repo.updateAddress(
          tx.db,
          userId,
          id,
          { ...checked.value, isDefault },
          tx.now,
        );
        if (!row) return fail('ADDRESS_NOT_FOUND');
        if (existing.isDefault && !isDefault) await repo.defaultToNewest(tx.db, userId, id);
        const fresh = await repo.findAddress(tx.db, userId, id);
        return ok(toAddress(fresh ?? row, tx.lang, current));
      });
    },

    /** Deletes an address; when it was the default, the newest other one becomes it. */
    async remove(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      return withTransaction(ctx, async (tx) => {
        const userId = actorOf(tx).id;
        const row = await repo.deleteAddress(tx.db, userId, id);
        if (!row) return fail('ADDRESS_NOT_FOUND');
        if (row.isDefault) await repo.defaultToNewest(tx.db, userId);
        return ok({ id });
      });
    },
  };
  return service;
}

export type AddressService = ReturnType<typeof createAddressService>;
