/** Languages the shop speaks; Vietnamese first (the spec's default). */
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
/** Name of the cookie (and local storage key) that keeps the shopper's choice. */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads one cookie from a `Cookie` header; values are URL-encoded (JSON strings allowed). */
export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
    // The spec stores cookies as URL-encoded JSON, so `"en"` is accepted as well as `en`.
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
      ? value.slice(1, -1)
      : value;
  }
  return undefined;
}

/**
 * The language of a storefront page: the shopper's choice (the `language` cookie), else the
 * shop's default, Vietnamese, whatever the browser's own language.
 */
export function pageLanguage(cookieHeader: string | undefined | null): Language {
  const fromCookie = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

/**
 * The language of an API request: the `language` cookie if valid, else the best
 * `Accept-Language` match (for clients other than the storefront), else Vietnamese.
 */
export function resolveLanguage(
  cookieHeader: string | undefined | null,
  acceptLanguage: string | undefined | null,
): Language {
  const fromCookie = readCookie(cookieHeader, LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((entry, index) => {
        const [tag = '', ...params] = entry.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const quality = q ? Number(q.slice(2)) : 1;
        return {
          base: tag.toLowerCase().split('-')[0],
          quality: Number.isFinite(quality) ? quality : 0,
          index,
        };
      })
      .filter((entry) => entry.quality > 0)
      .sort((a, b) => b.quality - a.quality || a.index - b.index);
    const match = ranked.find((entry) => isLanguage(entry.base));
    if (match && isLanguage(match.base)) return match.base;
  }
  return DEFAULT_LANGUAGE;
}

/** Text kept in both languages. */
export interface Localized {
  vi: string;
  en: string;
}

/** The text in `lang`, falling back to Vietnamese when the translation is empty. */
export function localize(text: Localized, lang: Language): string {
  return (lang === 'en' && text.en.trim() !== '' ? text.en : text.vi) ?? '';
}
