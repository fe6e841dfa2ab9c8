import { z } from 'zod';

/** The range of a PostgreSQL `integer` column: no whole number a request sends may leave it. */
export const DB_INT_MAX = 2_147_483_647;
export const DB_INT_MIN = -2_147_483_648;

/** Nesting deeper than this is not walked (the body limit already bounds the work). */
const MAX_DEPTH = 64;

/**
 * Text the database can store and every layer reads alike: no NUL character (PostgreSQL refuses
 * it in text) and well-formed Unicode (no lone surrogate, which each encoder would mend its own
 * way).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * The path of the first string in `value` (an object key included) that is not storable text, or
 * null when there is none. Arrays and plain objects are walked; other values are left to the
 * schema.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const walk = (node: unknown, path: (string | number)[]): (string | number)[] | null => {
    if (typeof node === 'string') return isStorableText(node) ? null : path;
    if (typeof node !== 'object' || node === null || path.length >= MAX_DEPTH) return null;
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) {
        const found = walk(item, [...path, index]);
        if (found) return found;
      }
      return null;
    }
    for (const [key, item] of Object.entries(node)) {
      // A bad key is named in a printable form.
      if (!isStorableText(key)) return [...path, key.replaceAll('\u0000', '\\0').toWellFormed()];
      const found = walk(item, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return walk(value, []);
}

/**
 * `schema`, after a check that every text in the input is storable (`isStorableText`): a NUL or a
 * lone surrogate anywhere is one issue `InvalidCharacters` at its path, and the schema does not
 * run. The API's validator wraps every route's params, query and body in it, and the web reads
 * URL parameters through it, so no such text reaches a query whichever field carries it.
 */
export function storableInput<S extends z.ZodType>(schema: S) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findUnstorableText(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: 'InvalidCharacters', input: value });
    })
    .pipe(schema);
}

/**
 * The largest amount of money, in whole đồng, a request may name. Amounts live in `bigint` columns
 * and in JavaScript numbers, so the bound is the largest number both hold exactly.
 */
export const MONEY_MAX = Number.MAX_SAFE_INTEGER;

/** An amount of money in whole đồng, from 0 to `MONEY_MAX`. */
export function moneyAmount() {
  return z
    .number({ message: 'InvalidValue' })
    .int('InvalidValue')
    .min(0, 'InvalidValue')
    .max(MONEY_MAX, 'InvalidValue');
}

/**
 * A whole number in `[min, max]`, read from a number or from text (query strings). Outside the
 * database's `integer` range it is refused as `NumberOutOfRange` (never sent to a query); inside
 * it but outside `[min, max]`, as `InvalidValue`.
 */
export function wholeNumber(min: number, max: number = DB_INT_MAX) {
  if (min < DB_INT_MIN || max > DB_INT_MAX) {
    throw new Error(`wholeNumber(${min}, ${max}) leaves the database's integer range`);
  }
  let schema = z.coerce
    .number({ message: 'InvalidValue' })
    .int('InvalidValue')
    .min(DB_INT_MIN, 'NumberOutOfRange')
    .max(DB_INT_MAX, 'NumberOutOfRange');
  if (min > DB_INT_MIN) schema = schema.min(min, 'InvalidValue');
  if (max < DB_INT_MAX) schema = schema.max(max, 'InvalidValue');
  return schema;
}

/** Whether a refusal is one of the hostile kinds: unstorable text or a number past the database. */
export function isHostileInput(issue: { message: string }): boolean {
  return issue.message === 'InvalidCharacters' || issue.message === 'NumberOutOfRange';
}
