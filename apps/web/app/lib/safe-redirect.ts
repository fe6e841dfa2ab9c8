/**
 * A redirect target that stays on this site: a path starting with one `/`. Anything else (an
 * absolute URL, `//host`, `/\host`) becomes `fallback` (DESIGN.md, Security).
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = '/',
): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return target;
}
