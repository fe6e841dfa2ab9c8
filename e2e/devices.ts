/**
 * Where a journey runs. Untagged journeys run on both projects; one tagged `@desktop` only in the
 * desktop project and one tagged `@phone` only in the mobile project (playwright.config.ts). A
 * journey written once per language runs each language once: Vietnamese on the desktop, English
 * on the phone, so both languages and both screens are covered without doubling the suite.
 */
export const DESKTOP = '@desktop';
export const PHONE = '@phone';

export function deviceOf(lang: 'vi' | 'en'): string {
  return lang === 'vi' ? DESKTOP : PHONE;
}
