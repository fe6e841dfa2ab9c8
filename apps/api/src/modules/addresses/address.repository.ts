import { type PageQuery, pageOffset } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import type { ResolvedPlace } from './address.units.ts';

const { userAddresses } = schema;

export type AddressRow = typeof userAddresses.$inferSelect;

/** The columns an address keeps of a person and a resolved place. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  national: string;
  place: ResolvedPlace;
}

const columns = (v: AddressValues) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  phone: v.phone,
  address: v.address,
  national: v.national,
  addressSet: v.place.set,
  provinceId: v.place.province.id,
  provinceName: v.place.province.name,
  provinceNameEn: v.place.province.nameEn,
  districtId: v.place.district?.id ?? null,
  districtName: v.place.district?.name ?? null,
  districtNameEn: v.place.district?.nameEn ?? null,
  wardId: v.place.ward.id,
  wardName: v.place.ward.name,
  wardNameEn: v.place.ward.nameEn,
});

const searchable = sql`f_unaccent(lower(${userAddresses.firstName} || ' ' || ${userAddresses.lastName} || ' ' || ${userAddresses.phone} || ' ' || ${userAddresses.address} || ' ' || ${userAddresses.wardName} || ' ' || coalesce(${userAddresses.districtName}, '') || ' ' || ${userAddresses.provinceName}))`;

/** A shopper's addresses, the default first, then newest; optionally filtered by text. */
export async function listAddresses(
  db: Db,
  userId: string,
  query: PageQuery & { search?: string | undefined },
): Promise<{ rows: AddressRow[]; total: number }> {
  const where = and(
    eq(userAddresses.userId, userId),
    query.search
      ? sql`${searchable} LIKE '%' || f_unaccent(lower(${query.search})) || '%'`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(userAddresses)
      .where(where)
      .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(userAddresses).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One of the shopper's addresses (another shopper's id finds nothing). */
export async function findAddress(db: Db, userId: string, id: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
  return row ?? null;
}

/** Whether the shopper has an address other than `exceptId`. */
export async function hasOtherAddress(db: Db, userId: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(
      and(eq(userAddresses.userId, userId), exceptId ? ne(userAddresses.id, exceptId) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

/** Clears the shopper's default, except on `keepId` (before another becomes the default). */
export async function clearDefault(db: Db, userId: string, keepId?: string): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.isDefault, true),
        keepId ? ne(userAddresses.id, keepId) : undefined,
      ),
    );
}

export async function insertAddress(
  db: Db,
  userId: string,
  values: AddressValues & { isDefault: boolean },
  now: Date,
): Promise<AddressRow> {
  const [row] = await db
    .insert(userAddresses)
    .values({
      userId,
      ...columns(values),
      isDefault: values.isDefault,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** Updates one of the shopper's addresses; null when it is not theirs. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  values: AddressValues & { isDefault: boolean },
  now: Date,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(userAddresses)
    .set({ ...columns(values), isDefault: values.isDefault, updatedAt: now })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes one of the shopper's addresses; the deleted row, or null when it was not theirs. */
export async function deleteAddress(
  db: Db,
  userId: string,
  id: string,
): Promise<AddressRow | null> {
  const [row] = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Makes the shopper's newest address (other than `exceptId`) the default, after the default was
 * deleted or unmarked.
 */
export async function defaultToNewest(db: Db, userId: string, exceptId?: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${userAddresses} SET is_default = true
    WHERE id = (SELECT id FROM ${userAddresses} WHERE user_id = ${userId}
                  AND id <> ${exceptId ?? '00000000-0000-0000-0000-000000000000'}::uuid
                ORDER BY created_at DESC, id DESC LIMIT 1)`);
}
