import type { ErrorCode, FieldIssue } from '@lotus/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorAnswer, errorAnswer, failure } from '../lib/error-answer.ts';

function send(reply: FastifyReply, { status, body, headers }: ErrorAnswer) {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.status(status).send(body);
}

/** One error handler for the API (`errorAnswer`), and `reply.fail(code)` for a refusal. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('fail', function (this: FastifyReply, code: ErrorCode, extra = {}) {
    return send(this, failure(this.request, code, extra));
  });

  app.setErrorHandler((error: FastifyError, request, reply) =>
    send(
      reply,
      errorAnswer(error, request, reply.getHeader('retry-after') as string | number | undefined),
    ),
  );
});

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with a catalogued refusal in the envelope. */
    fail(
      code: ErrorCode,
      extra?: { details?: FieldIssue[]; params?: Record<string, string | number> },
    ): FastifyReply;
  }
}
