import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index.ts';
import type { Endpoint } from './contract.ts';
import {
  DB_INT_MAX,
  DB_INT_MIN,
  MONEY_MAX,
  findUnstorableText,
  isStorableText,
  storableInput,
  wholeNumber,
} from './input.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).method === 'string';

/** Every endpoint of every contract core exports. */
const endpoints = Object.values(core)
  .filter((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
  .flatMap((value) => Object.values(value as Record<string, unknown>).filter(isEndpoint));

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed text', () => {
    expect(isStorableText('áo thun 👕')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800x')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(isStorableText(text)).toBe(!text.includes('\u0000'));
      }),
      { seed: 14, numRuns: 500 },
    );
  });

  it('names the path of the first bad text, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'x\u0000'] })).toEqual(['b', 1]);
    expect(findUnstorableText({ ['k\ud800']: 1 })).toEqual(['k\ufffd']);
    expect(findUnstorableText({ a: { b: 'ok' } })).toBeNull();
    expect(findUnstorableText('\u0000')).toEqual([]);
  });

  it('refuses bad text with the field named before the schema runs', () => {
    const schema = storableInput(z.object({ name: z.string().min(5) }));
    expect(schema.safeParse({ name: 'ab\u0000' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'InvalidCharacters' }),
    ]);
    expect(schema.safeParse({ name: 'abcdef' }).data).toEqual({ name: 'abcdef' });
  });
});

describe('whole numbers', () => {
  it('stay inside the database integer range', () => {
    const page = wholeNumber(1);
    expect(page.safeParse('2147483647').data).toBe(DB_INT_MAX);
    expect(page.safeParse('2147483648').error?.issues[0]?.message).toBe('NumberOutOfRange');
    expect(page.safeParse('1e400').success).toBe(false);
    expect(page.safeParse('-2').error?.issues.map((i) => i.message)).toEqual(['InvalidValue']);
    expect(wholeNumber(1, 10).safeParse('11').error?.issues[0]?.message).toBe('InvalidValue');
    expect(() => wholeNumber(0, DB_INT_MAX + 1)).toThrow();
  });

  /**
   * The numbers a schema accepts, from its JSON Schema: every one must have database bounds, an
   * `integer` column's or, for an amount of money (`moneyAmount`, kept in `bigint`), 0 to MONEY_MAX.
   */
  function unboundedNumbers(schema: z.ZodType): string[] {
    const found: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      const json = node as Record<string, unknown>;
      // A literal (`z.literal(6)`: `const`) or a list of them is as bounded as a number gets.
      const literal = json.const !== undefined || Array.isArray(json.enum);
      if ((json.type === 'number' || json.type === 'integer') && !literal) {
        const max = (json.maximum ?? json.exclusiveMaximum) as number | undefined;
        const min = (json.minimum ?? json.exclusiveMinimum) as number | undefined;
        const money = min === 0 && max === MONEY_MAX;
        const unbounded =
          max === undefined || max > DB_INT_MAX || min === undefined || min < DB_INT_MIN;
        if (unbounded && !money) {
          found.push(path || '(root)');
        }
      }
      for (const [key, child] of Object.entries(json)) walk(child, `${path}/${key}`);
    };
    walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '');
    return found;
  }

  it('every number an endpoint accepts has bounds the database can hold', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    const unbounded = endpoints.flatMap((endpoint) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = endpoint[part];
        return schema
          ? unboundedNumbers(schema).map((p) => `${endpoint.method} ${endpoint.path} ${part}${p}`)
          : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });
});
