import { z } from 'zod';
import { wholeNumber } from '../http/input.ts';
import { SHOWROOM_KINDS } from './content.rules.ts';
import { isMapUrl } from './showroom.rules.ts';

const iso = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().min(1, 'FieldIsNotEmpty').max(max, 'TextTooLong');

/**
 * A shop's phone as callers dial it: a mobile or landline (0… or +84…) or a 1800/1900 hotline,
 * digits with optional spaces, dots or hyphens.
 */
export const shopPhoneSchema = z
  .string()
  .trim()
  .min(1, 'FieldIsNotEmpty')
  .max(20, 'TextTooLong')
  .refine((v) => /^(\+84|0|1[89]00)[\d .-]{5,16}$/.test(v) && /\d$/.test(v), 'InvalidShopPhone');

/** What the back office writes of a store or service centre. */
export const showroomInputSchema = z.object({
  kind: z.enum(SHOWROOM_KINDS),
  nameVi: text(150),
  nameEn: text(150),
  addressVi: text(300),
  addressEn: text(300),
  openingHoursVi: text(200),
  openingHoursEn: text(200),
  phone: shopPhoneSchema,
  email: z
    .string()
    .trim()
    .max(254, 'TextTooLong')
    .transform((v) => v.toLowerCase() || null)
    .nullable()
    .refine((v) => v === null || z.email().safeParse(v).success, 'InvalidEmail')
    .default(null),
  /** An https link to Google Maps, OpenStreetMap or Apple Maps; blank is none. */
  mapUrl: z
    .string()
    .trim()
    .max(1000, 'TextTooLong')
    .transform((v) => v || null)
    .nullable()
    .refine((v) => v === null || isMapUrl(v), 'InvalidMapUrl')
    .default(null),
  /** Smaller comes first on the page. */
  position: wholeNumber(0, 10_000).default(0),
  isPublished: z.boolean().default(true),
});
export type ShowroomInput = z.input<typeof showroomInputSchema>;
export type ShowroomInputData = z.output<typeof showroomInputSchema>;

/** Show or hide a showroom on the storefront. */
export const showroomVisibilitySchema = z.object({ isPublished: z.boolean() });

/** A published showroom as the storefront shows it, in the request's language. */
export const showroomSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SHOWROOM_KINDS),
  name: z.string(),
  address: z.string(),
  openingHours: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  mapUrl: z.string().nullable(),
});
export type Showroom = z.infer<typeof showroomSchema>;

/** A showroom as the back office sees it: both languages, its place and whether it shows. */
export const portalShowroomSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SHOWROOM_KINDS),
  position: z.number().int(),
  nameVi: z.string(),
  nameEn: z.string(),
  addressVi: z.string(),
  addressEn: z.string(),
  openingHoursVi: z.string(),
  openingHoursEn: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  mapUrl: z.string().nullable(),
  isPublished: z.boolean(),
  createdAt: iso,
  updatedAt: iso,
});
export type PortalShowroom = z.infer<typeof portalShowroomSchema>;
