import { type Language, localize } from '@lotus/core';

/** A programme's (or a product's) name in `lang`. */
export const nameOf = (row: { nameVi: string; nameEn: string }, lang: Language) =>
  localize({ vi: row.nameVi, en: row.nameEn }, lang);

/** Programme ids as the engine's target lists (an empty list means "none", so it is left out). */
export const target = (row: { productIds: string[]; categoryIds: string[] }) => ({
  ...(row.productIds.length ? { productIds: row.productIds } : {}),
  ...(row.categoryIds.length ? { categoryIds: row.categoryIds } : {}),
});
