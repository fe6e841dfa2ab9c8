import type { PolicyKey } from '../content/content.rules.ts';
import { type AssistantSlots, extractSlots, foldText } from './assistant.words.ts';

/**
 * What a shopper asks the assistant, read by keyword rules over the folded text (decision 039).
 * The order of the checks is the rule: a refusal first (prompts, free discounts, someone else's
 * data), then orders, policies, deals, the referral programme, a comparison, a follow-up on the
 * last answer, and a product search when anything is left to search for.
 */
export const ASSISTANT_INTENTS = [
  'greeting',
  'thanks',
  'products',
  'compare',
  'pick',
  'orders',
  'policy',
  'deals',
  'referral',
  'handoff',
  'refuse',
  'unknown',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/** Which of the last answer's products a follow-up picks. */
export type AssistantPick = 'cheaper' | 'dearer' | 'first' | 'second' | 'last';

/** What the assistant remembers of its last answer, for follow-ups. */
export interface AssistantMemory {
  intent: AssistantIntent;
  /** The slots of the last product search. */
  slots: AssistantSlots | null;
  /** The product ids the last answer showed, in order. */
  productIds: string[];
}

export interface ReadMessage {
  intent: AssistantIntent;
  slots: AssistantSlots;
  /** The policy page a policy question is about. */
  policy: PolicyKey | null;
  /** A follow-up's choice among the last products. */
  pick: AssistantPick | null;
  /** True when the search reuses the last search's slots (a follow-up). */
  followUp: boolean;
}

const has = (folded: string, pattern: RegExp) => pattern.test(folded);

/** Asking for the prompts, the tools' results, or to set the rules aside. */
const REVEAL =
  /\b(system prompt|prompts?|instructions?|huong dan he thong|bo qua (cac )?(huong dan|chi dan)|ignore (all |the |your )?(previous|above)|developer mode|jailbreak|tool results?)\b/;
/** Asking to be given a discount: a verb of giving, a voucher word and a percentage or amount. */
const GIVE = /\b(tang|cho|tao|cap|grant|give|create|make|generate|issue)\b/;
const DISCOUNT_WORDS = /\b(vouchers?|ma giam|discounts?|coupons?|giam gia|giam)\b/;
const AMOUNT_ASKED = /\d+\s*(%|k\b|phan tram|percent)/;
/** Asking for someone else's orders, address or contact details. */
const SOMEONE_ELSE =
  /\b(don hang|orders?|dia chi|address|email|so dien thoai|phone)\b.*\b(cua|of|for)\b.*\b(nguoi khac|khach khac|another|other|someone|users?|ban ay|anh ay|chi ay|customer)\b/;
const ORDERS =
  /\b(don hang|don cua|don mua|my orders?|order status|orders?|kiem tra don|theo doi don|tracking|van don|ma van don|giao (den dau|toi dau|chua)|da giao|bao gio giao|khi nao nhan)\b/;
const POLICIES: [RegExp, PolicyKey][] = [
  [
    /\b(doi tra|tra hang|doi hang|hoan tien|return|refund|exchange|doi size|doi mau)\b/,
    'exchange-return',
  ],
  [/\b(bao hanh|warranty|guarantee|sua chua|repair)\b/, 'warranty'],
  [
    /\b(van chuyen|giao hang|phi ship|ship|shipping|delivery|deliver|freeship|phi giao)\b/,
    'transportation',
  ],
  [
    /\b(thanh toan|payment|pay|cod|tra gop|installment|chuyen khoan|the tin dung|credit card)\b/,
    'payment',
  ],
  [/\b(bao mat|privacy|security|du lieu ca nhan|personal data)\b/, 'security'],
  [
    /\b(huong dan mua|cach mua|dat hang nhu the nao|how to (buy|order)|shopping guide)\b/,
    'shopping-guide',
  ],
];
const POLICY_WORDS = /\b(chinh sach|policy|policies|quy dinh|dieu kien|terms|faq|hoi dap)\b/;
const DEALS =
  /\b(khuyen mai|giam gia|voucher|vouchers|ma giam|uu dai|flash ?sale|deals?|discounts?|promotions?|coupons?|sale off|sale|hom nay co gi)\b/;
const REFERRAL =
  /\b(gioi thieu|ma gioi thieu|referral|refer|invite|moi ban|hoa hong|so du|balance|diem thuong|reward|rewards|phan thuong)\b/;
const COMPARE =
  /\b(so sanh|compare|comparison|khac nhau|khac gi|vs|versus|hay hon|tot hon|better)\b/;
const HANDOFF =
  /\b(nhan vien|nguoi that|tu van vien|human|agent|real person|lien he|contact|hotline|goi dien|gap (ai|nguoi))\b/;
const GREETING =
  /^(xin chao|chao|hello|hi|hey|alo|chao shop|shop oi|good (morning|afternoon|evening))\b/;
const THANKS = /^(cam on|thank|thanks|thank you|cam on shop|ok cam on|tks|thx)\b/;
const PICKS: [RegExp, AssistantPick][] = [
  [/\b(re hon|cheaper|re nhat|cheapest|lower price|gia thap)\b/, 'cheaper'],
  [/\b(dat hon|mac hon|more expensive|dearer|dat nhat|most expensive|cao cap hon)\b/, 'dearer'],
  [/\b(dau tien|first|thu nhat|so 1|number 1)\b/, 'first'],
  [/\b(thu hai|second|so 2|number 2)\b/, 'second'],
  [/\b(cuoi cung|last one|cuoi)\b/, 'last'],
];

const DEAL_WORDS = new Set(
  'hom nay khuyen mai giam gia vouchers voucher ma uu dai flash sale deals deal discounts discount promotions promotion coupons coupon today off any'.split(
    ' ',
  ),
);
const GREETING_WORDS = new Set(
  'xin chao hello hi hey alo good morning afternoon evening'.split(' '),
);
const without = (words: string[], known: Set<string>) => words.filter((w) => !known.has(w));

/** Reads a message: its intent, its slots, and what it refers to in the last answer. */
export function readMessage(text: string, memory: AssistantMemory | null): ReadMessage {
  const folded = foldText(text);
  const slots = extractSlots(text);
  const read = (intent: AssistantIntent, extra: Partial<ReadMessage> = {}): ReadMessage => ({
    intent,
    slots,
    policy: null,
    pick: null,
    followUp: false,
    ...extra,
  });
  if (
    has(folded, REVEAL) ||
    has(folded, SOMEONE_ELSE) ||
    (has(folded, GIVE) && has(folded, DISCOUNT_WORDS) && has(folded, AMOUNT_ASKED))
  ) {
    return read('refuse');
  }
  if (slots.orderNumber || has(folded, ORDERS)) return read('orders');
  const policy = POLICIES.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
  if (policy && (has(folded, POLICY_WORDS) || slots.words.length <= 3)) {
    return read('policy', { policy });
  }
  if (has(folded, POLICY_WORDS)) return read('policy');
  if (has(folded, REFERRAL)) return read('referral');
  if (has(folded, DEALS) && without(slots.words, DEAL_WORDS).length <= 1) return read('deals');
  const hasProducts = (memory?.productIds.length ?? 0) > 0;
  if (has(folded, COMPARE)) return read('compare');
  const pick = PICKS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
  if (pick && hasProducts && slots.words.length === 0) return read('pick', { pick });
  const slotted =
    slots.colours.length > 0 ||
    slots.size !== null ||
    slots.minPrice !== null ||
    slots.maxPrice !== null ||
    slots.inStock;
  if (slotted && slots.words.length === 0 && memory?.slots) {
    return read('products', { followUp: true });
  }
  if (has(folded, HANDOFF)) return read('handoff');
  if (has(folded, THANKS)) return read('thanks');
  if (has(folded, GREETING) && without(slots.words, GREETING_WORDS).length === 0) {
    return read('greeting');
  }
  if (slots.words.length > 0 || slotted) return read('products');
  return read('unknown');
}

/** A follow-up's slots: the last search's, with what the new message names put over them. */
export function mergeSlots(last: AssistantSlots, next: AssistantSlots): AssistantSlots {
  return {
    colours: next.colours.length ? next.colours : last.colours,
    size: next.size ?? last.size,
    minPrice: next.minPrice ?? last.minPrice,
    maxPrice: next.maxPrice ?? last.maxPrice,
    inStock: next.inStock || last.inStock,
    orderNumber: null,
    words: next.words.length ? next.words : last.words,
  };
}
