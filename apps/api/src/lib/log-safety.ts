import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Secrets and personal data that must never reach a log line, by shape: access tokens (JWT),
 * password hashes (argon2), token hashes (SHA-256 hex), random tokens (refresh and link tokens:
 * 32 bytes in base64url), email addresses and Vietnamese phone numbers.
 */
const SECRET_SHAPES: [RegExp, string][] = [
  [/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g, '[token]'],
  [/\$argon2(?:id|i|d)\$[^\s"',)]+/g, '[hash]'],
  [/(?<![\w-])[0-9a-f]{64}(?![\w-])/gi, '[hash]'],
  [/(?<![\w-])[A-Za-z0-9_-]{43}(?![\w-])/g, '[secret]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/(?<![\w+])(?:\+84|0)[35789]\d{8}(?!\d)/g, '[phone]'],
];

/** `text` with every token, hash, email and phone number in it replaced by its kind. */
export function redactSecrets(text: string): string {
  let safe = text;
  for (const [shape, label] of SECRET_SHAPES) safe = safe.replace(shape, label);
  return safe;
}

/** Object fields that hold the values a failed query or a driver was given: never logged. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'values', 'where', 'raw']);

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!VALUE_FIELDS.has(key)) out[key] = scrub(item, depth + 1);
  }
  return out;
}

/** What an error looks like in the log. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

interface QueryError extends Error {
  query: string;
  params: unknown;
  cause?: unknown;
}

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error && typeof (error as QueryError).query === 'string' && 'params' in error;

/** The database's own error behind a failed query: its code and names, never its values. */
function driverError(cause: unknown) {
  if (typeof cause !== 'object' || cause === null) return undefined;
  const { code, constraint, table, column, severity, routine, message } = cause as Record<
    string,
    unknown
  >;
  return scrub({ code, constraint, table, column, severity, routine, message });
}

/**
 * The log form of an error. A failed query keeps its SQL and the database's error code and names,
 * never its parameters (Drizzle writes them into the message: a sign-up's password hash, email and
 * phone); every other error is pino's usual form with the values of known value fields dropped and
 * anything shaped like a secret in its text replaced.
 */
export function serializeError(error: unknown): SerializedError {
  if (isQueryError(error)) {
    const cause = driverError(error.cause);
    const head = `Failed query: ${error.query}`;
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return {
      type: error.constructor.name,
      message: redactSecrets(head),
      stack: redactSecrets([`${error.name}: ${head}`, ...frames].join('\n')),
      ...(cause ? { cause } : {}),
    };
  }
  const plain = stdSerializers.err(error as Error) as unknown;
  if (typeof plain !== 'object' || plain === null) {
    return { type: typeof error, message: redactSecrets(String(error)), stack: '' };
  }
  return scrub({ ...plain }) as SerializedError;
}

/** A request as the log shows it: the path without its query (tokens, emails), never a header. */
function serializeRequest(request: FastifyRequest) {
  const url = request.url;
  const query = url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? url : url.slice(0, query),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The logger options of the API: the caller's (level, destination, transport) with the request
 * and error serializers above, and the session headers redacted should anything log them.
 */
export function safeLoggerOptions(
  options: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (options === false || options === undefined) return options;
  const base = options === true ? {} : options;
  return {
    ...base,
    serializers: { ...base.serializers, req: serializeRequest, err: serializeError },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refreshToken',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
