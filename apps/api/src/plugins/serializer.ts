import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof serializerCompiler;
type Route = Parameters<SerializerCompiler>[0];

/**
 * How answers are turned into JSON. Development runs every answer through its route's zod
 * response schema (a mismatch fails loudly); production compiles the same schema to
 * fast-json-stringify, which also writes only the declared fields (nothing unlisted can leak) but
 * skips validation, for speed. A schema JSON Schema can't express falls back to zod.
 *
 * `mode: 'both'` (the tests) writes with zod and runs production's serializer on the same
 * answer too, so an answer only production would refuse (a union whose object carries an
 * `undefined` field, which fast-json-stringify's branch matching rejects) fails a test, not a shop.
 */
export function responseSerializer(
  mode: 'production' | 'development' | 'both',
): SerializerCompiler {
  if (mode === 'development') return serializerCompiler;
  if (mode === 'production') return (route) => fastSerializer(route) ?? serializerCompiler(route);
  return (route) => {
    const checked = serializerCompiler(route);
    // Compiled on a route's first answer, once per schema for every app the tests start: most
    // routes answer nothing in a given test file, and compiling all of them for each app cost
    // seconds per file.
    let fast: ((data: unknown) => string) | null | undefined;
    return (data) => {
      const json = checked(data);
      if (fast === undefined) fast = cachedFastSerializer(route);
      fast?.(data);
      return json;
    };
  };
}

const compiled = new Map<string, ((data: unknown) => string) | null>();

function cachedFastSerializer(route: Route): ((data: unknown) => string) | null {
  let key: string;
  try {
    key = JSON.stringify(toJsonSchema(route));
  } catch {
    return null;
  }
  if (!compiled.has(key)) compiled.set(key, fastSerializer(route));
  return compiled.get(key)!;
}

const toJsonSchema = (route: Route) =>
  z.toJSONSchema(route.schema as z.ZodType, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
  });

function fastSerializer(route: Route): ((data: unknown) => string) | null {
  try {
    return fastJson(toJsonSchema(route) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}
