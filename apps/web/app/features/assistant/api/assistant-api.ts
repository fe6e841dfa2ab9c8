import { assistantContract, type AssistantConversation } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The caller's conversation with the assistant (the page's loader reads it in-process). */
export function getConversation(api: ApiClient): Promise<AssistantConversation> {
  return api.call(assistantContract.conversation, {});
}

/** Marks the caller's conversation handed over: they sent the contact form from it. */
export function handOver(api: ApiClient, conversationId: string) {
  return api.call(assistantContract.handover, { body: { conversationId } });
}
