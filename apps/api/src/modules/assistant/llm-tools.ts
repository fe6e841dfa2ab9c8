import {
  type AssistantCard,
  type AssistantSlots,
  COLOUR_CODES,
  type Colour,
  extractSlots,
  isColour,
  isPolicyKey,
  POLICY_KEYS,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { AssistantTools } from './assistant.tools.ts';
import type { ToolDefinition } from './llm-protocol.ts';

const fn = (
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
): ToolDefinition => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties } },
});

/** The tools a model is offered: the same services the rules call, with the caller's rights. */
export const TOOL_DEFINITIONS: ToolDefinition[] = [
  fn('search_products', 'Search the published catalogue. Returns products with ids and prices.', {
    query: { type: 'string', description: 'What the shopper wants, in their words' },
    colours: { type: 'array', items: { type: 'string', enum: COLOUR_CODES } },
    size: { type: 'string' },
    min_price: { type: 'integer', description: 'In đồng' },
    max_price: { type: 'integer', description: 'In đồng' },
    in_stock: { type: 'boolean' },
  }),
  fn('product_details', 'Specifications, options and stock of products by id (to compare them).', {
    product_ids: { type: 'array', items: { type: 'string' } },
  }),
  fn('my_orders', "The signed-in shopper's own latest orders (or the one numbered).", {
    order_number: { type: 'string' },
  }),
  fn(
    'policies_and_faqs',
    "The shop's policy page on a topic and the FAQ answers closest to a question.",
    {
      question: { type: 'string' },
      policy: { type: 'string', enum: POLICY_KEYS },
    },
  ),
  fn('current_deals', "Today's flash sale, running promotions and public vouchers."),
  fn('my_referral', "The signed-in shopper's referral code and reward balance."),
  fn('show_cards', 'Choose the products and orders to show as cards under your answer.', {
    product_ids: { type: 'array', items: { type: 'string' } },
    order_ids: { type: 'array', items: { type: 'string' } },
  }),
];

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');
const whole = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** A search's slots from a model's arguments: its words read as the rules read a message. */
function slotsOf(args: Record<string, unknown>): AssistantSlots {
  const read = extractSlots(text(args.query));
  const colours = Array.isArray(args.colours)
    ? args.colours.filter((c): c is Colour => isColour(c))
    : [];
  return {
    ...read,
    colours: colours.length ? colours : read.colours,
    size: typeof args.size === 'string' && args.size ? args.size.toUpperCase() : read.size,
    minPrice: whole(args.min_price) ?? read.minPrice,
    maxPrice: whole(args.max_price) ?? read.maxPrice,
    inStock: args.in_stock === true || read.inStock,
  };
}

/** What a model reads of a card: facts only, no links or markup to repeat. */
function factsOf(card: AssistantCard): Record<string, unknown> {
  switch (card.kind) {
    case 'product':
      return {
        id: card.id,
        name: card.name,
        price: card.currentPrice,
        in_stock: card.inStock,
        ...(card.specifications.length ? { specifications: card.specifications } : {}),
      };
    case 'order':
      return { id: card.id, number: card.number, status: card.status, total: card.grandTotal };
    case 'policy':
      return { policy: card.title, excerpt: card.excerpt };
    case 'faq':
      return { question: card.question, answer: card.excerpt };
    case 'deal':
      return {
        deal: card.title,
        kind: card.dealKind,
        description: card.description,
        code: card.code,
      };
    case 'referral':
      return { referral_code: card.code, balance: card.balance };
    default:
      return {};
  }
}

/** Runs a tool by name: its facts for the model, its cards for the shopper. */
export async function runTool(
  ctx: ServiceContext,
  tools: AssistantTools,
  name: string,
  args: Record<string, unknown>,
): Promise<{ data: unknown; cards: AssistantCard[] }> {
  const answer = (cards: AssistantCard[], extra: Record<string, unknown> = {}) => ({
    data: { ...extra, results: cards.map(factsOf) },
    cards,
  });
  switch (name) {
    case 'search_products': {
      const found = await tools.searchProducts(ctx, slotsOf(args));
      return answer(found.cards, { total: found.total });
    }
    case 'product_details': {
      const ids = Array.isArray(args.product_ids)
        ? args.product_ids.filter((id): id is string => typeof id === 'string').slice(0, 4)
        : [];
      const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      return answer(await tools.productCards(ctx, valid, null, true));
    }
    case 'my_orders': {
      const number = text(args.order_number).toUpperCase() || null;
      const orders = await tools.myOrders(ctx, number);
      if (orders === null) return { data: { error: 'The shopper is not signed in.' }, cards: [] };
      return answer(orders);
    }
    case 'policies_and_faqs': {
      const policy =
        typeof args.policy === 'string' && isPolicyKey(args.policy)
          ? await tools.policy(ctx, args.policy)
          : null;
      const faqs = await tools.faqs(ctx, text(args.question));
      return answer(policy ? [policy, ...faqs] : faqs);
    }
    case 'current_deals':
      return answer(await tools.deals(ctx));
    case 'my_referral': {
      const referral = await tools.referral(ctx);
      if (referral === null) return { data: { error: 'Not signed in as a customer.' }, cards: [] };
      if (referral === 'not-joined') return { data: { error: 'Not joined yet.' }, cards: [] };
      return answer([referral]);
    }
    default:
      return { data: { error: `No tool named ${name}.` }, cards: [] };
  }
}
