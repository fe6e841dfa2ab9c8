import { storableInput } from '@lotus/core';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The validator of every route's params, query and body: core's `storableInput` around the
 * contract's schema, so a NUL or a lone surrogate in any field is a 400 naming that field on every
 * route, before the schema or a query sees it; then the schema itself (numbers bounded to what
 * the database holds).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...rest }) =>
  zodValidatorCompiler({ schema: storableInput(schema), ...rest });
