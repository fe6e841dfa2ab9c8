import {
  type AssistantCard,
  type AssistantCardRef,
  type AssistantConversation,
  type AssistantEvent,
  type AssistantMessage,
  type Page,
  type PortalConversation,
  type PortalConversationDetail,
  type Result,
  type UnansweredQuestion,
  fail,
  ok,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import * as repo from './assistant.repository.ts';
import { type AssistantTools, type ToolDeps, createAssistantTools } from './assistant.tools.ts';
import type { LlmEngine } from './llm-engine.ts';
import { type EngineAnswer, createRulesEngine } from './rules-engine.ts';

/** Where an answer's lines go as they are made (the route writes them to the stream). */
export type Emit = (event: AssistantEvent) => void;

/** A card as kept with its message: what it refers to, never its figures. */
export function refOf(card: AssistantCard): AssistantCardRef {
  switch (card.kind) {
    case 'product':
      return { kind: 'product', id: card.id, variantId: card.variant?.id ?? null };
    case 'order':
      return { kind: 'order', id: card.id };
    case 'policy':
      return { kind: 'policy', key: card.key };
    case 'faq':
      return { kind: 'faq', id: card.id };
    case 'deal':
      return { kind: 'deal', dealKind: card.dealKind, id: card.id };
    case 'referral':
      return { kind: 'referral' };
    case 'contact':
      return { kind: 'contact' };
    case 'login':
      return { kind: 'login' };
  }
}

/** Pieces of a text as a stream sends them: a few words at a time. */
function pieces(text: string): string[] {
  return (
    text.match(/\S+\s*/g)?.reduce<string[]>((all, word, i) => {
      if (i % 4 === 0) all.push(word);
      else all[all.length - 1] += word;
      return all;
    }, []) ?? [text]
  );
}

/**
 * The shopping assistant (issue 35, decision 039): a shopper's (or a visitor's) conversation,
 * answered by the configured model when there is one and it answers well, otherwise by the
 * built-in rules, both through the same tools with the caller's rights.
 */
export function createAssistantService(deps: ToolDeps & { llm?: LlmEngine | null }) {
  const tools: AssistantTools = createAssistantTools(deps);
  const rules = createRulesEngine(tools);

  /** The caller as a conversation's owner; a visitor's conversations become theirs at login. */
  async function ownerOf(ctx: ServiceContext, visitorId: string | undefined) {
    if (ctx.actor) {
      if (visitorId) await repo.adoptVisitorConversations(ctx.db, visitorId, ctx.actor.id);
      return { userId: ctx.actor.id };
    }
    return visitorId ? { visitorId } : null;
  }

  /** Cards drawn again from the database for a kept message (what no longer exists is left out). */
  async function redraw(ctx: ServiceContext, refs: AssistantCardRef[]): Promise<AssistantCard[]> {
    const cards: AssistantCard[] = [];
    const productRefs = refs.flatMap((r) => (r.kind === 'product' ? [r] : []));
    const products = await tools.productCards(
      ctx,
      productRefs.map((r) => r.id),
    );
    const orderIds = new Set(refs.flatMap((r) => (r.kind === 'order' ? [r.id] : [])));
    const orders = orderIds.size ? ((await tools.myOrders(ctx, null, 50)) ?? []) : [];
    const faqIds = new Set(refs.flatMap((r) => (r.kind === 'faq' ? [r.id] : [])));
    const faqs = faqIds.size ? await tools.faqsById(ctx, faqIds) : [];
    const dealIds = new Set(refs.flatMap((r) => (r.kind === 'deal' ? [r.id] : [])));
    const deals = dealIds.size ? await tools.deals(ctx) : [];
    for (const ref of refs) {
      if (ref.kind === 'product') {
        const card = products.find((p) => p.id === ref.id);
        if (card) cards.push(card);
      } else if (ref.kind === 'order') {
        const card = orders.find((o) => o.kind === 'order' && o.id === ref.id);
        if (card) cards.push(card);
      } else if (ref.kind === 'policy') {
        const card = await tools.policy(ctx, ref.key);
        if (card) cards.push(card);
      } else if (ref.kind === 'faq') {
        const card = faqs.find((f) => f.kind === 'faq' && f.id === ref.id);
        if (card) cards.push(card);
      } else if (ref.kind === 'deal') {
        const card = deals.find((d) => d.kind === 'deal' && d.id === ref.id);
        if (card) cards.push(card);
      } else if (ref.kind === 'referral') {
        const card = await tools.referral(ctx);
        if (card && card !== 'not-joined') cards.push(card);
      } else if (ref.kind === 'contact') {
        cards.push({ kind: 'contact', href: '/contact?from=assistant' });
      } else {
        cards.push({ kind: 'login', href: '/login' });
      }
    }
    return cards;
  }

  async function shown(ctx: ServiceContext, row: repo.MessageRow): Promise<AssistantMessage> {
    return {
      id: row.id,
      role: row.role,
      text: row.text,
      cards: row.cards.length ? await redraw(ctx, row.cards) : [],
      chips: row.chips,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    tools,

    /**
     * Answers a message, sending its lines to `emit` as they are made, and keeps both in the
     * caller's conversation (a new one for a newcomer). The model answers when configured; if
     * it fails or says something malformed, the rules answer instead. A throw here is the
     * route's to turn into the spec's chat error.
     */
    async ask(
      ctx: ServiceContext,
      visitorId: string,
      text: string,
      emit: Emit = () => {},
    ): Promise<AssistantMessage> {
      const owner = (await ownerOf(ctx, visitorId))!;
      const conversation =
        (await repo.latestConversation(ctx.db, owner)) ??
        (await repo.createConversation(ctx.db, { owner, language: ctx.lang, now: ctx.now }));
      emit({ type: 'start', conversationId: conversation.id });
      let answer: EngineAnswer | null = null;
      let engine: 'rules' | 'llm' = 'rules';
      if (deps.llm) {
        const history = await repo.messagesOf(ctx.db, conversation.id, 12);
        answer = await deps.llm.answer(ctx, tools, text, history, emit);
        if (answer) engine = 'llm';
      }
      if (!answer) {
        answer = await rules.answer(ctx, text, conversation.memory);
        for (const delta of pieces(answer.text)) emit({ type: 'text', delta });
      }
      emit({ type: 'cards', cards: answer.cards });
      emit({ type: 'chips', chips: answer.chips });
      const [, reply] = await repo.appendMessages(
        ctx.db,
        conversation.id,
        [
          { role: 'user', text, intent: answer.intent, answered: answer.answered },
          {
            role: 'assistant',
            text: answer.text,
            intent: answer.intent,
            cards: answer.cards.map(refOf),
            chips: answer.chips,
            engine,
          },
        ],
        ctx.now,
        answer.memory,
      );
      const message: AssistantMessage = {
        id: reply!.id,
        role: 'assistant',
        text: answer.text,
        cards: answer.cards,
        chips: answer.chips,
        createdAt: reply!.createdAt.toISOString(),
      };
      emit({ type: 'done', message });
      return message;
    },

    /** The caller's latest conversation with its messages (empty for a newcomer). */
    async conversation(
      ctx: ServiceContext,
      visitorId: string | undefined,
    ): Promise<AssistantConversation> {
      const owner = await ownerOf(ctx, visitorId);
      const conversation = owner && (await repo.latestConversation(ctx.db, owner));
      if (!conversation) return { id: null, messages: [] };
      const rows = await repo.messagesOf(ctx.db, conversation.id);
      const messages = [];
      for (const row of rows) messages.push(await shown(ctx, row));
      return { id: conversation.id, messages };
    },

    /** The caller sent the contact form from their conversation: operators will read it. */
    async handover(
      ctx: ServiceContext,
      visitorId: string | undefined,
      conversationId: string,
    ): Promise<Result<{ conversationId: string }>> {
      const owner = await ownerOf(ctx, visitorId);
      const conversation = owner && (await repo.ownConversation(ctx.db, owner, conversationId));
      if (!conversation) return fail('ASSISTANT_CONVERSATION_NOT_FOUND');
      await repo.markHandedOver(ctx.db, conversation.id, ctx.now);
      return ok({ conversationId: conversation.id });
    },

    /** Conversations for the back office, newest first. */
    async portalList(
      ctx: ServiceContext,
      query: { handedOver: boolean; page: number; limit: number },
    ): Promise<Page<PortalConversation>> {
      const { rows, total } = await repo.listConversations(ctx.db, query);
      const figures = await repo.messageFigures(
        ctx.db,
        rows.map((r) => r.id),
      );
      const lasts = await Promise.all(rows.map((r) => repo.messagesOf(ctx.db, r.id, 1)));
      return {
        items: rows.map((row, i) => ({
          id: row.id,
          customer: row.customer,
          language: row.language,
          messageCount: figures.get(row.id)?.count ?? 0,
          lastMessage: lasts[i]?.[0]?.text ?? '',
          updatedAt: row.updatedAt.toISOString(),
          handedOverAt: row.handedOverAt?.toISOString() ?? null,
        })),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    async portalConversation(
      ctx: ServiceContext,
      id: string,
    ): Promise<Result<PortalConversationDetail>> {
      const row = await repo.conversationForPortal(ctx.db, id);
      if (!row) return fail('ASSISTANT_CONVERSATION_NOT_FOUND');
      const messages = await repo.messagesOf(ctx.db, id, 500);
      return ok({
        id: row.id,
        customer: row.customer,
        language: row.language,
        messageCount: messages.length,
        lastMessage: messages.at(-1)?.text ?? '',
        updatedAt: row.updatedAt.toISOString(),
        handedOverAt: row.handedOverAt?.toISOString() ?? null,
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          text: m.text,
          answered: m.answered,
          createdAt: m.createdAt.toISOString(),
        })),
      });
    },

    async unanswered(
      ctx: ServiceContext,
      query: { page: number; limit: number },
    ): Promise<Page<UnansweredQuestion>> {
      const { rows, total } = await repo.unanswered(ctx.db, query);
      return {
        items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
