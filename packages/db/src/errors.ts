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

/**
 * Whether a failure is the connection pool's: every connection stayed busy past the pool's wait
 * (node-postgres' pool gives up with this message). The request did nothing; a retry may pass.
 */
export function poolExhausted(error: unknown): boolean {
  for (let e = error as { message?: string; cause?: unknown } | undefined; e;) {
    if (e.message === 'timeout exceeded when trying to connect') return true;
    e = e.cause as typeof e;
  }
  return false;
}
