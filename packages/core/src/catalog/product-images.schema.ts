import { z } from 'zod';
import { COLOUR_CODES } from './catalog.constants.ts';

/** The largest image an operator may upload, in bytes (checked while it streams in). */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** How many images a product may have. */
export const PRODUCT_IMAGES_MAX = 12;
/** How many images one upload may carry. */
export const PRODUCT_IMAGES_PER_UPLOAD = 6;
/**
 * The sizes the storefront serves of each image: the picture itself, its longest edge at most
 * this (the gallery's large picture), and a square of `PRODUCT_IMAGE_SMALL_EDGE` beside it at
 * `<name>-400.webp` (cards, thumbnails, phones' `srcset`).
 */
export const PRODUCT_IMAGE_MAX_EDGE = 1200;
export const PRODUCT_IMAGE_SMALL_EDGE = 400;
/** The image formats an upload may be in, as the decoder names them (never SVG). */
export const PRODUCT_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

const alt = z.string().trim().max(200, 'TextTooLong').default('');
const colour = z.enum(COLOUR_CODES, { message: 'InvalidValue' }).nullable().default(null);

/** The text fields of an upload's multipart form (its files are `images`). */
export const productImageUploadSchema = z.object({ altVi: alt, altEn: alt });
export type ProductImageUpload = z.output<typeof productImageUploadSchema>;

/**
 * A product's images in their new order (the first is the main one), each with its alt texts
 * and the colour it shows (the storefront's gallery turns to it when that colour is chosen):
 * every image the product has, each once.
 */
export const productImagesArrangeSchema = z.object({
  images: z
    .array(z.object({ id: z.uuid(), altVi: alt, altEn: alt, colour }))
    .min(1, 'FieldIsNotEmpty')
    .max(PRODUCT_IMAGES_MAX, 'InvalidValue')
    .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, 'InvalidValue'),
});
export type ProductImagesArrangement = z.output<typeof productImagesArrangeSchema>;

/** An image as the editor shows it. */
export const portalProductImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  altVi: z.string(),
  altEn: z.string(),
  colour: z.enum(COLOUR_CODES).nullable(),
  position: z.number().int(),
});
export type PortalProductImage = z.infer<typeof portalProductImageSchema>;

/** A product's images, in order (the first is the main one). */
export const portalProductImagesSchema = z.object({
  images: z.array(portalProductImageSchema),
});
export type PortalProductImages = z.infer<typeof portalProductImagesSchema>;
