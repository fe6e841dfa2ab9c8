import {
  type AssistantCard,
  type AssistantChip,
  type AssistantIntent,
  type AssistantMemory,
  type AssistantSlots,
  type ProductCard,
  mergeSlots,
  readMessage,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { AssistantTools } from './assistant.tools.ts';
import { chipsFor, describeSlots, say } from './assistant.templates.ts';

/** An answer as an engine makes it, before it is kept and sent. */
export interface EngineAnswer {
  text: string;
  cards: AssistantCard[];
  chips: AssistantChip[];
  intent: AssistantIntent;
  /** False when the assistant could not help (the question goes on the FAQ's to-do list). */
  answered: boolean;
  /** What the next message may refer to (null: keep the last). */
  memory: AssistantMemory | null;
}

const CONTACT: AssistantCard = { kind: 'contact', href: '/contact?from=assistant' };
const LOGIN: AssistantCard = { kind: 'login', href: '/login' };

const productIds = (cards: AssistantCard[]) =>
  cards.flatMap((c) => (c.kind === 'product' ? [c.id] : []));

/**
 * The default engine (decision 039): keyword rules over the folded message (core's
 * `readMessage`), the shop's services as tools, answers from templates. No external service,
 * nothing invented: every card comes from a tool, every fact in the text from a card or the
 * shopper's own words.
 */
export function createRulesEngine(tools: AssistantTools) {
  async function products(
    ctx: ServiceContext,
    text: string,
    slots: AssistantSlots,
  ): Promise<EngineAnswer> {
    const lang = ctx.lang;
    const found = await tools.searchProducts(ctx, slots);
    const asked = describeSlots(slots, lang);
    if (found.total > 0) {
      return {
        text: say.found(lang, found.total, asked),
        cards: found.cards,
        chips: chipsFor('products', lang),
        intent: 'products',
        answered: true,
        memory: { intent: 'products', slots, productIds: productIds(found.cards) },
      };
    }
    // Not a product, perhaps a question the FAQ answers ("bao lâu thì nhận được hàng").
    const faqs = await tools.faqs(ctx, text);
    if (faqs.length) return faqAnswer(ctx, faqs);
    return {
      text: say.notFound(lang, asked),
      cards: [CONTACT],
      chips: chipsFor('start', lang),
      intent: 'products',
      answered: false,
      memory: { intent: 'products', slots, productIds: [] },
    };
  }

  function faqAnswer(ctx: ServiceContext, faqs: AssistantCard[]): EngineAnswer {
    return {
      text: say.faqs(ctx.lang),
      cards: faqs,
      chips: chipsFor('policies', ctx.lang),
      intent: 'policy',
      answered: true,
      memory: null,
    };
  }

  const simple = (
    intent: AssistantIntent,
    text: string,
    cards: AssistantCard[] = [],
    chips: AssistantChip[] = [],
    answered = true,
  ): EngineAnswer => ({ text, cards, chips, intent, answered, memory: null });

  async function lastProducts(ctx: ServiceContext, memory: AssistantMemory | null) {
    if (!memory?.productIds.length) return [];
    return tools.productCards(ctx, memory.productIds, memory.slots);
  }

  return {
    async answer(
      ctx: ServiceContext,
      text: string,
      memory: AssistantMemory | null,
    ): Promise<EngineAnswer> {
      const lang = ctx.lang;
      const read = readMessage(text, memory);
      switch (read.intent) {
        case 'refuse':
          return simple('refuse', say.refuse(lang), [], chipsFor('start', lang));
        case 'greeting':
          return simple('greeting', say.greeting(lang), [], chipsFor('start', lang));
        case 'thanks':
          return simple('thanks', say.thanks(lang), [], chipsFor('start', lang));
        case 'handoff':
          return simple('handoff', say.handoff(lang), [CONTACT]);
        case 'orders': {
          const orders = await tools.myOrders(ctx, read.slots.orderNumber);
          if (orders === null) return simple('orders', say.loginForOrders(lang), [LOGIN]);
          if (orders.length === 0) {
            return simple(
              'orders',
              read.slots.orderNumber
                ? say.orderNotFound(lang, read.slots.orderNumber)
                : say.noOrders(lang),
              [],
              chipsFor('orders', lang),
            );
          }
          return simple(
            'orders',
            say.orders(lang, orders.length),
            orders,
            chipsFor('orders', lang),
          );
        }
        case 'policy': {
          const card = read.policy ? await tools.policy(ctx, read.policy) : null;
          const faqs = await tools.faqs(ctx, text, card ? 1 : 2);
          if (card && card.kind === 'policy') {
            return simple('policy', say.policy(lang, card.title), [card, ...faqs]);
          }
          if (faqs.length) return faqAnswer(ctx, faqs);
          return simple('policy', say.policies(lang), [], chipsFor('policies', lang));
        }
        case 'deals': {
          const deals = await tools.deals(ctx);
          return deals.length
            ? simple('deals', say.deals(lang), deals)
            : simple('deals', say.noDeals(lang), [], chipsFor('start', lang));
        }
        case 'referral': {
          const referral = await tools.referral(ctx);
          if (referral === null) return simple('referral', say.loginForReferral(lang), [LOGIN]);
          if (referral === 'not-joined') return simple('referral', say.notJoined(lang));
          return simple('referral', say.referral(lang), [referral]);
        }
        case 'compare': {
          let ids = memory?.productIds.slice(0, 2) ?? [];
          if (read.slots.words.length) {
            const found = await tools.searchProducts(ctx, read.slots);
            if (found.cards.length >= 2) ids = productIds(found.cards).slice(0, 2);
          }
          if (ids.length < 2) return simple('compare', say.compareNeedsTwo(lang));
          const cards = await tools.productCards(ctx, ids, memory?.slots ?? null, true);
          return {
            ...simple('compare', say.compare(lang), cards, chipsFor('products', lang)),
            memory: { intent: 'compare', slots: memory?.slots ?? null, productIds: ids },
          };
        }
        case 'pick': {
          const cards = await lastProducts(ctx, memory);
          const chosen = choose(cards, read.pick ?? 'first');
          if (!chosen) return products(ctx, text, read.slots);
          return {
            ...simple(
              'pick',
              say.picked(lang, say.pickWords[read.pick ?? 'first'][lang]),
              [chosen],
              chipsFor('products', lang),
            ),
            memory: { intent: 'pick', slots: memory?.slots ?? null, productIds: [chosen.id] },
          };
        }
        case 'products': {
          const slots =
            read.followUp && memory?.slots ? mergeSlots(memory.slots, read.slots) : read.slots;
          return products(ctx, text, slots);
        }
        default: {
          const faqs = await tools.faqs(ctx, text);
          if (faqs.length) return faqAnswer(ctx, faqs);
          return simple('unknown', say.unknown(lang), [CONTACT], chipsFor('start', lang), false);
        }
      }
    },
  };
}

/** A follow-up's product among the last ones shown. */
function choose(cards: ProductCard[], which: string): ProductCard | undefined {
  if (cards.length === 0) return undefined;
  const byPrice = [...cards].sort((a, b) => a.currentPrice - b.currentPrice);
  switch (which) {
    case 'cheaper':
      return byPrice[0];
    case 'dearer':
      return byPrice.at(-1);
    case 'second':
      return cards[1];
    case 'last':
      return cards.at(-1);
    default:
      return cards[0];
  }
}

export type RulesEngine = ReturnType<typeof createRulesEngine>;
