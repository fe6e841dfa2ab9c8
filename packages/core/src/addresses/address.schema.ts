import { z } from 'zod';
import { firstNameSchema, lastNameSchema, phoneSchema } from '../accounts/account.schema.ts';
import { pageQuerySchema } from '../http/pagination.ts';
import { ADDRESS_SETS } from './address.rules.ts';

/** A unit code as the address endpoints return it: digits, leading zeros kept (`"01"`). */
export const unitIdSchema = z
  .string({ message: 'FieldIsNotEmpty' })
  .trim()
  .min(1, 'FieldIsNotEmpty')
  .regex(/^\d{2,5}$/, 'InvalidAddressUnit');

export const addressSetSchema = z.enum(ADDRESS_SETS);

/** `?set=` on the address endpoints; without it, the shop's current set. */
export const addressSetQuerySchema = z.object({ set: addressSetSchema.optional() });

/**
 * A province, district or ward. `search` is its names lower-cased without diacritics
 * (core's `searchKey`), so a picker filters in the browser with no data of its own.
 */
export const adminUnitSchema = z.object({
  id: z.string(),
  /** The short name (`Hà Nội`), its English form, and the full names (`Thành phố Hà Nội`). */
  name: z.string(),
  nameEn: z.string(),
  fullName: z.string(),
  fullNameEn: z.string(),
  search: z.string(),
  /** The province of a district or two-level ward, the district of a three-level ward. */
  parentId: z.string().nullable(),
  set: addressSetSchema,
});
export type AdminUnit = z.infer<typeof adminUnitSchema>;

/** A unit as a saved address or order names it (the name is kept with the code). */
export const unitRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
});
export type UnitRef = z.infer<typeof unitRefSchema>;

/**
 * The new ward(s) an old (three-level) address moves to under the 2025 reform: one `full`
 * candidate, or several `partial` ones the shopper chooses from.
 */
export const addressUpgradeSchema = z.object({
  province: unitRefSchema,
  candidates: z.array(z.object({ ward: unitRefSchema, match: z.enum(['full', 'partial']) })),
});
export type AddressUpgrade = z.infer<typeof addressUpgradeSchema>;

const requiredText = (max: number) =>
  z.string({ message: 'FieldIsNotEmpty' }).trim().min(1, 'FieldIsNotEmpty').max(max, 'TextTooLong');

/** The place fields of an address (spec section 3, Checkout address). */
export const placeSchema = z.object({
  address: requiredText(200),
  provinceId: unitIdSchema,
  districtId: unitIdSchema.nullish().transform((v) => v ?? null),
  wardId: unitIdSchema,
  national: requiredText(100),
  /** The set the codes belong to; the shop's current set when left out. */
  set: addressSetSchema.optional(),
});

/** An entry of the address book (create and update). */
export const addressInputSchema = placeSchema
  .extend({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    phone: phoneSchema,
    isDefault: z.boolean().default(false),
  })
  .strict();
export type AddressInput = z.infer<typeof addressInputSchema>;

/** An entry of the signed-in shopper's address book. */
export const addressSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  province: unitRefSchema,
  district: unitRefSchema.nullable(),
  ward: unitRefSchema,
  national: z.string(),
  set: addressSetSchema,
  isDefault: z.boolean(),
  /** Street, ward, (district,) province in the request's language. */
  fullAddress: z.string(),
  /** Set when the address is in an older set than the shop's: the ward(s) it now belongs to. */
  upgrade: addressUpgradeSchema.nullable(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** `user-address/search`: the spec's profile list defaults (page 1, 10 a page, search empty). */
export const addressSearchQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
