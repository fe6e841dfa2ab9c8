import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  ASSISTANT_STREAM_TYPE,
  type AssistantEvent,
  assistantContract,
  errorMessage,
  fail,
  portalAssistantContract,
} from '@lotus/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { AssistantService } from './assistant.service.ts';

/** The cookie that keeps a visitor's conversation until they log in (decision 039). */
export const ASSISTANT_VISITOR_COOKIE = 'lotus_chat';
const VISITOR_DAYS = 30;

/**
 * The shopping assistant: ask (a JSON answer, or NDJSON lines as they are made), the caller's
 * conversation, the handover to the contact form, and what operators read.
 */
export const assistantRoutes: FastifyPluginAsync<{
  services: { assistant: AssistantService };
}> = async (app, { services }) => {
  const { assistant } = services;

  /** The visitor's id from their cookie, made (and set) on their first message. */
  function visitorOf(request: FastifyRequest, reply: FastifyReply): string {
    const known = request.cookies[ASSISTANT_VISITOR_COOKIE];
    if (known && /^[0-9a-f-]{36}$/.test(known)) return known;
    const id = randomUUID();
    void reply.setCookie(ASSISTANT_VISITOR_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.publicUrl.startsWith('https://'),
      path: '/',
      maxAge: VISITOR_DAYS * 24 * 60 * 60,
    });
    return id;
  }

  route(app, assistantContract.ask, async (request, reply) => {
    // A shopper whose token merely expired renews first, so "my orders" stays theirs.
    if (request.tokenExpired && !request.ctx.actor) return reply.fail('ACCESS_TOKEN_EXPIRED');
    await app.limit('assistantMessages', request.ctx.actor?.id ?? request.ip);
    const visitorId = visitorOf(request, reply);
    const { ctx } = request;
    const failed = (error: unknown) => {
      request.log.error({ err: error }, 'the assistant could not answer');
    };
    if (!(request.headers.accept ?? '').includes(ASSISTANT_STREAM_TYPE)) {
      try {
        return ok(await assistant.ask(ctx, visitorId, request.body.text));
      } catch (error) {
        failed(error);
        return ok(unwrap(fail('CHAT_FAILED')));
      }
    }
    const stream = new PassThrough();
    const write = (event: AssistantEvent) => stream.write(`${JSON.stringify(event)}\n`);
    void assistant
      .ask(ctx, visitorId, request.body.text, write)
      .catch((error: unknown) => {
        failed(error);
        write({
          type: 'error',
          code: 'CHAT_FAILED',
          message: errorMessage('CHAT_FAILED', ctx.lang),
        });
      })
      .finally(() => stream.end());
    return reply
      .header('content-type', `${ASSISTANT_STREAM_TYPE}; charset=utf-8`)
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream);
  });

  route(app, assistantContract.conversation, async (request) =>
    ok(await assistant.conversation(request.ctx, request.cookies[ASSISTANT_VISITOR_COOKIE])),
  );

  route(app, assistantContract.handover, async (request) =>
    ok(
      unwrap(
        await assistant.handover(
          request.ctx,
          request.cookies[ASSISTANT_VISITOR_COOKIE],
          request.body.conversationId,
        ),
      ),
    ),
  );

  route(app, portalAssistantContract.conversations, async (request) =>
    page(await assistant.portalList(request.ctx, request.query)),
  );

  route(app, portalAssistantContract.conversation, async (request) =>
    ok(unwrap(await assistant.portalConversation(request.ctx, request.params.id))),
  );

  route(app, portalAssistantContract.unanswered, async (request) =>
    page(await assistant.unanswered(request.ctx, request.query)),
  );
};
