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
 * The pool's own message when every connection stayed busy past its wait (a library may add to
 * it: pg-boss appends the queue's name).
 */
const POOL_TIMEOUT = /^timeout exceeded when trying to connect/;

/**
 * Whether a failure is the connection pool's: every connection stayed busy past the pool's wait
 * (node-postgres' pool gives up with this message). The request did nothing; a retry may pass.
 */
export function poolExhausted(error: unknown): boolean {
  return causes(error).some((e) => typeof e.message === 'string' && POOL_TIMEOUT.test(e.message));
}

/**
 * SQLSTATEs of a server that ended or refused the session: 57P01 admin shutdown (a fast stop,
 * `pg_terminate_backend`), 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting
 * down, in recovery), 53300 too many connections; and class 08, connection exceptions.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a server that is not there, or went away mid-conversation. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' words for a connection that ended or could not be used. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
];

/**
 * Whether a failure means the database could not be reached or dropped the connection (it was
 * stopped, restarted, failed over, or ended our session), as opposed to a refusal of what we
 * asked: nothing was decided, and the same request may pass once the database is back. Includes
 * the pool's timeout (`poolExhausted`). Works on node-postgres errors bare, wrapped by Drizzle
 * (`cause`) or gathered by Node's connect (`AggregateError`, one per address tried).
 */
export function isConnectionFailure(error: unknown): boolean {
  return causes(error).some(
    (e) =>
      (typeof e.code === 'string' &&
        (CONNECTION_STATES.has(e.code) ||
          /^08[0-9A-Z]{3}$/.test(e.code) ||
          SOCKET_CODES.has(e.code))) ||
      (typeof e.message === 'string' &&
        [POOL_TIMEOUT, ...CONNECTION_MESSAGES].some((words) => words.test(e.message!))),
  );
}

interface ErrorLike {
  code?: unknown;
  message?: string;
  cause?: unknown;
  errors?: unknown;
}

/** The error, its causes, and the errors an AggregateError gathered (at most 20 in all). */
function causes(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 20) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null) continue;
    const like = e as ErrorLike;
    if (found.includes(like)) continue;
    found.push(like);
    const { cause, errors } = like;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as readonly unknown[]));
  }
  return found;
}
