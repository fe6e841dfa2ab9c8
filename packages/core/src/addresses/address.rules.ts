/**
 * Vietnamese administrative units. Two sets exist: the two-level one in force since 1 July 2025
 * (34 provinces → 3,321 wards) and the three-level one before it (63 provinces → districts →
 * wards, the state of 1 March 2025). Codes were reused with new meanings in 2025, so every saved
 * address and order records the set its codes belong to.
 */
export const ADDRESS_SETS = ['2025-07', '2025-03'] as const;
export type AddressSet = (typeof ADDRESS_SETS)[number];

/** The set used when the shop's settings name none. */
export const DEFAULT_ADDRESS_SET: AddressSet = '2025-07';

/** Whether a set has districts between provinces and wards (only the pre-2025 one does). */
export function hasDistricts(set: AddressSet): boolean {
  return set === '2025-03';
}

export function isAddressSet(value: unknown): value is AddressSet {
  return typeof value === 'string' && (ADDRESS_SETS as readonly string[]).includes(value);
}

/**
 * The search form of a name: lower case, without diacritics (đ → d), spaces collapsed, so
 * "ha noi" finds "Hà Nội" and "thu duc" finds "Thủ Đức" whichever way the tones were placed
 * ("Hòa" and "Hoà" compare equal). The API sends each unit's search form; the browser applies
 * the same function to what is typed.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether a unit's search form matches what was typed (every typed word, in any order). */
export function matchesSearch(unitSearch: string, typed: string): boolean {
  const words = searchKey(typed).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const padded = ` ${unitSearch} `;
  return words.every((word) => padded.includes(` ${word}`));
}

/** How an old (pre-2025) ward maps to a new one: wholly, or only part of it. */
export type WardMatch = 'full' | 'partial';
