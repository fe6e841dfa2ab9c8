/** The cookies of one page request, kept as the browser would keep them. */

/** `a=1; b=2` as a map (the first value of a name wins, as browsers send the most specific first). */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !jar.has(name)) jar.set(name, part.slice(index + 1).trim());
  }
  return jar;
}

/**
 * Applies `Set-Cookie` lines to a cookie map: a value is set, one that is empty or expired at
 * `now` removed.
 */
export function applySetCookies(
  jar: Map<string, string>,
  setCookies: readonly string[],
  now: Date,
): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=');
      const lower = key.trim().toLowerCase();
      if (lower === 'max-age') return Number(raw.trim()) <= 0;
      if (lower === 'expires') return Date.parse(raw.trim()) <= now.getTime();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

export const serializeCookies = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
