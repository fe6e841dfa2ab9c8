/**
 * The name of the unique constraint a failed write broke, or null when the error is something
 * else. Works for node-postgres and PGlite errors, bare or wrapped by Drizzle.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
    e = e.cause as typeof e;
  }
  return null;
}
