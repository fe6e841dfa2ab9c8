import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof serializerCompiler;

/**
 * How answers are turned into JSON. Development and tests run every answer through its route's
 * zod response schema (a mismatch fails loudly); production compiles the same schema to
 * fast-json-stringify, which also writes only the declared fields (nothing unlisted can leak) but
 * skips validation, for speed. A schema JSON Schema can't express falls back to zod.
 */
export function responseSerializer(production: boolean): SerializerCompiler {
  if (!production) return serializerCompiler;
  return (route) => {
    try {
      const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, {
        target: 'draft-7',
        io: 'output',
        unrepresentable: 'throw',
      });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    } catch {
      return serializerCompiler(route);
    }
  };
}
