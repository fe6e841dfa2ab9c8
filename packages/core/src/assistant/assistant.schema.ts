import { z } from 'zod';
import { COLOUR_CODES, type Colour } from '../catalog/catalog.constants.ts';
import { imageSchema } from '../catalog/catalog.schema.ts';
import { POLICY_KEYS } from '../content/content.rules.ts';
import { pageQueryOf } from '../http/pagination.ts';
import { ORDER_STATUSES } from '../orders/order.rules.ts';
import { ASSISTANT_MESSAGE_MAX } from './assistant.words.ts';

/** What a shopper sends the assistant: a message of up to 500 characters. */
export const assistantAskSchema = z.object({
  text: z.string().trim().min(1, 'FieldIsNotEmpty').max(ASSISTANT_MESSAGE_MAX),
});
export type AssistantAsk = z.infer<typeof assistantAskSchema>;

/** What an answer's card refers to, as kept with the message (never its prices). */
export type AssistantCardRef =
  | { kind: 'product'; id: string; variantId: string | null }
  | { kind: 'order'; id: string }
  | { kind: 'policy'; key: string }
  | { kind: 'faq'; id: string }
  | { kind: 'deal'; dealKind: 'voucher' | 'flash-sale' | 'promotion'; id: string }
  | { kind: 'referral' }
  | { kind: 'contact' }
  | { kind: 'login' };

/** A quick reply offered under an answer: the words it sends when tapped. */
export const assistantChipSchema = z.object({ label: z.string(), text: z.string() });
export type AssistantChip = z.infer<typeof assistantChipSchema>;

/** A product card, drawn from the database when shown: the price a shopper pays now. */
const productCardSchema = z.object({
  kind: z.literal('product'),
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  image: imageSchema.nullable(),
  price: z.number().int(),
  currentPrice: z.number().int(),
  discountPercent: z.number().int(),
  inStock: z.boolean(),
  stock: z.number().int(),
  /** The variant the add-to-cart button adds (the one the question's colour and size name). */
  variant: z
    .object({
      id: z.uuid(),
      colour: z.enum(COLOUR_CODES as [Colour, ...Colour[]]).nullable(),
      size: z.string().nullable(),
      stock: z.number().int(),
    })
    .nullable(),
  /** A comparison's rows (name, value), when the answer compares products. */
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
});

const orderCardSchema = z.object({
  kind: z.literal('order'),
  id: z.uuid(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  grandTotal: z.number().int(),
  itemQuantity: z.number().int(),
  createdAt: z.string(),
});

const policyCardSchema = z.object({
  kind: z.literal('policy'),
  key: z.enum(POLICY_KEYS),
  title: z.string(),
  excerpt: z.string(),
  href: z.string(),
});

const faqCardSchema = z.object({
  kind: z.literal('faq'),
  id: z.uuid(),
  question: z.string(),
  excerpt: z.string(),
  href: z.string(),
});

const dealCardSchema = z.object({
  kind: z.literal('deal'),
  dealKind: z.enum(['voucher', 'flash-sale', 'promotion']),
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  code: z.string().nullable(),
  endsAt: z.string(),
  href: z.string(),
});

const referralCardSchema = z.object({
  kind: z.literal('referral'),
  code: z.string(),
  link: z.string(),
  balance: z.number().int(),
  href: z.string(),
});

const contactCardSchema = z.object({ kind: z.literal('contact'), href: z.string() });
const loginCardSchema = z.object({ kind: z.literal('login'), href: z.string() });

export const assistantCardSchema = z.discriminatedUnion('kind', [
  productCardSchema,
  orderCardSchema,
  policyCardSchema,
  faqCardSchema,
  dealCardSchema,
  referralCardSchema,
  contactCardSchema,
  loginCardSchema,
]);
export type AssistantCard = z.infer<typeof assistantCardSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;

/** One message of a conversation as shown: a shopper's words, or an answer with its cards. */
export const assistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  cards: z.array(assistantCardSchema),
  chips: z.array(assistantChipSchema),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** The caller's conversation (a shopper's, or this browser's as a visitor), oldest first. */
export const assistantConversationSchema = z.object({
  id: z.uuid().nullable(),
  messages: z.array(assistantMessageSchema),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

/**
 * The lines of a streamed answer (`application/x-ndjson`, decision 039), in this order: `start`
 * once, `text` pieces as they are made, `cards` and `chips` once each, then `done`, or `error`
 * with the spec's message in place of whatever had not come.
 */
export const assistantEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversationId: z.uuid() }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('cards'), cards: z.array(assistantCardSchema) }),
  z.object({ type: z.literal('chips'), chips: z.array(assistantChipSchema) }),
  z.object({ type: z.literal('done'), message: assistantMessageSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type AssistantEvent = z.infer<typeof assistantEventSchema>;

/** The handover: the shopper sent the contact form from this conversation. */
export const assistantHandoverSchema = z.object({ conversationId: z.uuid() });

/** A conversation as the back office lists it. */
export const portalConversationSchema = z.object({
  id: z.uuid(),
  customer: z.string().nullable(),
  language: z.string(),
  messageCount: z.number().int(),
  lastMessage: z.string(),
  updatedAt: z.string(),
  handedOverAt: z.string().nullable(),
});
export type PortalConversation = z.infer<typeof portalConversationSchema>;

export const portalConversationDetailSchema = portalConversationSchema.extend({
  messages: z.array(
    z.object({
      id: z.uuid(),
      role: z.enum(['user', 'assistant']),
      text: z.string(),
      answered: z.boolean().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type PortalConversationDetail = z.infer<typeof portalConversationDetailSchema>;

/** A question the assistant could not answer, newest first. */
export const unansweredQuestionSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  text: z.string(),
  createdAt: z.string(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;

export const portalConversationQuerySchema = pageQueryOf(20).extend({
  handedOver: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const unansweredQuerySchema = pageQueryOf(20);
