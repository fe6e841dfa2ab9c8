import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  assistantAskSchema,
  assistantConversationSchema,
  assistantHandoverSchema,
  assistantMessageSchema,
  portalConversationDetailSchema,
  portalConversationQuerySchema,
  portalConversationSchema,
  unansweredQuerySchema,
  unansweredQuestionSchema,
} from './assistant.schema.ts';

/** The path a widget posts to; with `Accept: application/x-ndjson` the answer streams. */
export const ASSISTANT_MESSAGES_PATH = '/api/assistant/messages';
/** The media type of a streamed answer: one `AssistantEvent` as JSON per line. */
export const ASSISTANT_STREAM_TYPE = 'application/x-ndjson';

/**
 * The shopping assistant (issue 35, decision 039): a shopper's or a visitor's conversation,
 * answered from the shop's own services with the caller's rights.
 */
export const assistantContract = {
  ask: endpoint({
    method: 'POST',
    path: ASSISTANT_MESSAGES_PATH,
    access: 'public',
    tag: 'assistant',
    summary:
      'Ask the assistant: the answer with its cards (streamed as NDJSON lines when the request accepts application/x-ndjson)',
    body: assistantAskSchema,
    response: assistantMessageSchema,
    errors: [400, 401, 429, 503],
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/assistant/conversation',
    access: 'public',
    tag: 'assistant',
    summary: 'Your conversation with the assistant (this browser’s, before login), oldest first',
    response: assistantConversationSchema,
  }),
  handover: endpoint({
    method: 'POST',
    path: '/api/assistant/handover',
    access: 'public',
    tag: 'assistant',
    summary: 'Mark your conversation handed over: you sent the contact form from it',
    body: assistantHandoverSchema,
    response: z.object({ conversationId: z.uuid() }),
    errors: [400, 404],
  }),
};

/** What operators read of the assistant's conversations. */
export const portalAssistantContract = {
  conversations: endpoint({
    method: 'GET',
    path: '/api/portal/assistant/conversations',
    access: 'assistant.read',
    tag: 'assistant',
    summary:
      'Conversations, newest first (`handedOver=true`: those handed over to the contact form)',
    query: portalConversationQuerySchema,
    response: portalConversationSchema,
    paged: true,
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/portal/assistant/conversations/:id',
    access: 'assistant.read',
    tag: 'assistant',
    summary: 'A conversation with its messages',
    params: z.object({ id: z.uuid() }),
    response: portalConversationDetailSchema,
    errors: [404],
  }),
  unanswered: endpoint({
    method: 'GET',
    path: '/api/portal/assistant/unanswered',
    access: 'assistant.read',
    tag: 'assistant',
    summary: 'Questions the assistant could not answer, newest first (to improve the FAQ)',
    query: unansweredQuerySchema,
    response: unansweredQuestionSchema,
    paged: true,
  }),
};
