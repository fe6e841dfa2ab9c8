import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Endpoint } from '@lotus/core';
import fc from 'fast-check';
import { z } from 'zod';

/** Malformed requests derived from schemas: what the input fuzz test sends. */

const coreSource = path.resolve(import.meta.dirname, '../../../../packages/core/src');

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).method === 'string' &&
  'access' in value;

/** Every endpoint of every contract file in core (`packages/core/src/**\/*.contract.ts`). */
export async function coreEndpoints(): Promise<{ name: string; endpoint: Endpoint }[]> {
  const files = readdirSync(coreSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.contract.ts'))
    .sort();
  const found: { name: string; endpoint: Endpoint }[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(coreSource, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [exported, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [key, endpoint] of Object.entries(value)) {
        if (isEndpoint(endpoint)) found.push({ name: `${exported}.${key}`, endpoint });
      }
    }
  }
  return found;
}

/** Text no layer should choke on, written as JSON strings (lone surrogates included). */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '',
  ' ',
  '\t\n',
  '__proto__',
  'constructor',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '\u202egnp.exe',
  '😀🇻🇳',
  'ế'.repeat(300),
  'x'.repeat(5000),
  '../../etc/passwd',
  '%00',
];

/** Numbers written as text, as query strings carry them: past every range, or not numbers. */
const HOSTILE_NUMERALS = [
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1e400',
  '-1e400',
  '1e-400',
  'NaN',
  'Infinity',
  '-0',
  '0x7fffffff',
  '1.5',
  '0',
  '-1',
];

/** JSON values of the wrong kind or shape. */
const HOSTILE_JSON: unknown[] = [
  null,
  true,
  1e308,
  -1e308,
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  1.5,
  {},
  [],
  JSON.parse('{"__proto__": {"polluted": true}}'),
  [[[[[[[[[[[[[[[[[[[[['deep']]]]]]]]]]]]]]]]]]]]],
  Array.from({ length: 2000 }, (_, i) => i),
];

/** Pieces written raw into a URL: percent-encodings that decode to NUL, to nothing, or fail. */
const RAW_URL_PIECES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%',
  '%zz',
  '%E0%A4%A',
  '%FF%FE',
  '%25',
  '%2F',
  '..%2F..',
  '%20',
  '+',
  '%F0%9F%98%80',
];

/** `text` for a URL: percent-encoded, a lone surrogate as the bytes of its UTF-8 look-alike. */
function urlText(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

type JsonSchema = Record<string, unknown>;

/** A plausible value for a JSON Schema (valid-looking), to carry the hostile ones past it. */
function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options?.length) return fc.oneof(...options.map((o) => plausible(o, depth + 1)));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ maxLength: Math.min(Number(schema.maxLength ?? 30), 40) });
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(Number(schema.minimum ?? 0), -1000),
        max: Math.min(Number(schema.maximum ?? 1000), 1000),
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible((schema.items ?? {}) as JsonSchema, depth + 1), { maxLength: 3 });
    case 'object':
      return objectOf(schema, depth + 1, 'json');
    default:
      return fc.string({ maxLength: 10 });
  }
}

/** A hostile value: text, numerals, or (in a JSON body) values of the wrong kind. */
function hostile(where: 'url' | 'json'): fc.Arbitrary<unknown> {
  const text = fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udc00'))
      .map(([a, b]) => a + b),
  );
  const numerals = fc.constantFrom(...HOSTILE_NUMERALS);
  if (where === 'url') {
    return fc.oneof(
      text.map((t) => urlText(t)),
      numerals,
      fc.constantFrom(...RAW_URL_PIECES),
    );
  }
  return fc.oneof(text, numerals, fc.constantFrom(...HOSTILE_JSON));
}

/**
 * An object for a JSON Schema object: each known field plausible, hostile or left out, sometimes
 * with an unknown field; at least one field hostile when `where` is given.
 */
function objectOf(
  schema: JsonSchema,
  depth: number,
  where: 'url' | 'json',
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const field = (child: JsonSchema) =>
    fc.oneof(
      { weight: 2, arbitrary: plausible(child, depth).map((v) => ({ v })) },
      { weight: 3, arbitrary: hostile(where).map((v) => ({ v })) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  const known = fc.tuple(...properties.map(([, child]) => field(child)));
  const extra = fc.option(
    fc.tuple(fc.constantFrom('__proto__', 'role', 'isActive', 'x\u0000'), hostile(where)),
    {
      freq: 4,
    },
  );
  return fc.tuple(known, extra).map(([values, unknown]) => {
    const out: Record<string, unknown> = {};
    properties.forEach(([name], i) => {
      const chosen = values[i];
      if (chosen) out[name] = chosen.v;
    });
    if (unknown) Object.defineProperty(out, unknown[0], { value: unknown[1], enumerable: true });
    return out;
  });
}

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema =>
  schema
    ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
    : { type: 'object', properties: {} };

/** A value as a query string part (`key=value`), arrays as repeated keys. */
function queryPart(key: string, value: unknown): string {
  const name = urlText(key);
  if (Array.isArray(value)) return value.map((v) => `${name}=${String(v)}`).join('&');
  if (typeof value === 'object' && value !== null)
    return `${name}=${urlText(JSON.stringify(value))}`;
  return `${name}=${String(value)}`;
}

export interface FuzzRequest {
  name: string;
  method: string;
  url: string;
  /** A JSON body, already serialised (so lone surrogates travel as JSON escapes). */
  payload?: string;
}

/** Malformed requests to one endpoint: its path parameters, query and body from its schemas. */
export function endpointRequests(name: string, endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const params = Object.keys(jsonSchemaOf(endpoint.params).properties ?? {});
  const pathValues = fc.tuple(
    ...params.map(() =>
      fc.oneof(hostile('url').map(String), fc.uuid(), fc.string({ maxLength: 12 }).map(urlText)),
    ),
  );
  const query = endpoint.query
    ? objectOf(jsonSchemaOf(endpoint.query), 1, 'url')
    : fc.constant<Record<string, unknown>>({});
  const body = endpoint.body
    ? fc.oneof(
        { weight: 5, arbitrary: objectOf(jsonSchemaOf(endpoint.body), 1, 'json') },
        { weight: 1, arbitrary: hostile('json') },
      )
    : fc.constant(undefined);
  return fc.tuple(pathValues, query, body).map(([values, q, b]) => {
    let index = 0;
    const filled = endpoint.path.replace(/:\w+/g, () => String(values[index++] ?? ''));
    const search = Object.entries(q)
      .map(([key, value]) => queryPart(key, value))
      .join('&');
    return {
      name,
      method: endpoint.method,
      url: search ? `${filled}?${search}` : filled,
      ...(b === undefined ? {} : { payload: JSON.stringify(b) }),
    };
  });
}

/** A page route of the web build: its path pattern, and whether it has an action. */
export interface WebRoute {
  path: string;
  action: boolean;
}

/** Malformed page requests: hostile path parameters, query parameters and form fields. */
export function pageRequests(
  routes: WebRoute[],
  queryNames: string[],
  formNames: string[],
): fc.Arbitrary<FuzzRequest> {
  const value = hostile('url').map(String);
  const pairs = (names: string[]) =>
    fc.array(
      fc.tuple(
        fc.constantFrom(...names),
        fc.oneof(value, fc.string({ maxLength: 8 }).map(urlText)),
      ),
      {
        maxLength: 5,
      },
    );
  return fc
    .tuple(
      fc.constantFrom(...routes),
      fc.array(value, { minLength: 3, maxLength: 3 }),
      pairs(queryNames),
      pairs(formNames),
      fc.boolean(),
    )
    .map(([route, segments, query, form, post]) => {
      let index = 0;
      const filled = `/${route.path}`
        .replace(/:\w+/g, () => segments[index++] ?? '')
        .replace('*', segments[2] ?? 'x');
      const search = query.map(([k, v]) => `${k}=${v}`).join('&');
      const url = search ? `${filled}?${search}` : filled;
      if (route.action && post) {
        return {
          name: `POST ${route.path}`,
          method: 'POST',
          url,
          payload: form.map(([k, v]) => `${k}=${v}`).join('&'),
        };
      }
      return { name: `GET ${route.path}`, method: 'GET', url };
    });
}
