import type { Language, Localized } from '@lotus/core';

/** One language's column of a bilingual table from core (`{ CODE: { vi, en } }` → `{ CODE }`). */
export function pickLanguage<K extends string>(
  table: Record<K, Localized>,
  lang: Language,
): Record<K, string> {
  const picked = {} as Record<K, string>;
  for (const key of Object.keys(table) as K[]) picked[key] = table[key][lang];
  return picked;
}
