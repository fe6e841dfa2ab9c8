import {
  type AssistantChip,
  type AssistantSlots,
  COLOURS,
  type Language,
  type OrderStatus,
  formatVnd,
} from '@lotus/core';

/**
 * The default engine's answers in vi and en (decision 039). Facts never come from here: a
 * template says what the cards show (drawn from the database), never a price or a stock of its
 * own, except the bounds the shopper typed.
 */
type Words = Record<Language, string>;
const pick = (lang: Language, words: Words) => words[lang];

const STATUS: Record<OrderStatus, Words> = {
  new: { vi: 'mới đặt', en: 'placed' },
  processing: { vi: 'đang xử lý', en: 'being prepared' },
  delivering: { vi: 'đang giao', en: 'on its way' },
  done: { vi: 'đã giao', en: 'delivered' },
  cancel: { vi: 'đã hủy', en: 'cancelled' },
  rejected: { vi: 'bị từ chối', en: 'rejected' },
};

export const statusWords = (status: OrderStatus, lang: Language) => pick(lang, STATUS[status]);

/** What the shopper asked for, in words: "màu đỏ, size M, dưới 200.000 ₫". */
export function describeSlots(slots: AssistantSlots, lang: Language): string {
  const parts: string[] = [];
  if (slots.words.length) parts.push(`“${slots.words.join(' ')}”`);
  if (slots.colours.length) {
    const names = slots.colours.map((c) => COLOURS[c][lang].toLowerCase());
    parts.push(
      `${pick(lang, { vi: 'màu', en: 'in' })} ${names.join(lang === 'vi' ? ' / ' : ' / ')}`,
    );
  }
  if (slots.size) parts.push(`size ${slots.size}`);
  if (slots.minPrice !== null && slots.maxPrice !== null) {
    parts.push(
      `${pick(lang, { vi: 'từ', en: 'from' })} ${formatVnd(slots.minPrice, lang)} ${pick(lang, { vi: 'đến', en: 'to' })} ${formatVnd(slots.maxPrice, lang)}`,
    );
  } else if (slots.maxPrice !== null) {
    parts.push(`${pick(lang, { vi: 'dưới', en: 'under' })} ${formatVnd(slots.maxPrice, lang)}`);
  } else if (slots.minPrice !== null) {
    parts.push(`${pick(lang, { vi: 'từ', en: 'from' })} ${formatVnd(slots.minPrice, lang)}`);
  }
  if (slots.inStock) parts.push(pick(lang, { vi: 'còn hàng', en: 'in stock' }));
  return parts.join(', ');
}

export const say = {
  greeting: (lang: Language) =>
    pick(lang, {
      vi: 'Xin chào! Mình là trợ lý mua sắm của Lotus. Bạn cần tìm sản phẩm, xem đơn hàng hay hỏi về chính sách?',
      en: "Hello! I'm Lotus's shopping assistant. Are you looking for a product, an order, or a policy?",
    }),
  thanks: (lang: Language) =>
    pick(lang, {
      vi: 'Rất vui được giúp bạn! Bạn cần gì thêm cứ hỏi nhé.',
      en: "Happy to help! Ask me anything else you'd like.",
    }),
  refuse: (lang: Language) =>
    pick(lang, {
      vi: 'Xin lỗi, mình không thể làm việc đó. Mình chỉ giúp tìm sản phẩm, xem đơn hàng của chính bạn, chính sách và các ưu đãi đang có của shop.',
      en: "Sorry, I can't do that. I can help you find products, check your own orders, and read the shop's policies and current deals.",
    }),
  found: (lang: Language, total: number, asked: string) =>
    lang === 'vi'
      ? `Mình tìm thấy ${total} sản phẩm${asked ? ` ${asked}` : ''}. Đây là ${Math.min(total, 4)} sản phẩm phù hợp nhất:`
      : `I found ${total} product${total === 1 ? '' : 's'}${asked ? ` for ${asked}` : ''}. Here ${Math.min(total, 4) === 1 ? 'is the best match' : `are the ${Math.min(total, 4)} best matches`}:`,
  notFound: (lang: Language, asked: string) =>
    pick(lang, {
      vi: `Mình chưa tìm thấy sản phẩm nào${asked ? ` ${asked}` : ''}. Bạn thử đổi từ khóa hoặc bỏ bớt điều kiện, hoặc để lại lời nhắn cho shop nhé.`,
      en: `I couldn't find any products${asked ? ` for ${asked}` : ''}. Try other words or fewer conditions, or leave the shop a message.`,
    }),
  picked: (lang: Language, which: string) =>
    pick(lang, { vi: `Đây là sản phẩm ${which}:`, en: `Here is the ${which} one:` }),
  pickWords: {
    cheaper: { vi: 'rẻ hơn', en: 'cheaper' },
    dearer: { vi: 'đắt hơn', en: 'dearer' },
    first: { vi: 'đầu tiên', en: 'first' },
    second: { vi: 'thứ hai', en: 'second' },
    last: { vi: 'cuối cùng', en: 'last' },
  } satisfies Record<string, Words>,
  compare: (lang: Language) =>
    pick(lang, {
      vi: 'So sánh hai sản phẩm theo thông số của shop:',
      en: "Here are the two products side by side, from the shop's specifications:",
    }),
  compareNeedsTwo: (lang: Language) =>
    pick(lang, {
      vi: 'Bạn hãy tìm sản phẩm trước (ví dụ “robot hút bụi”), rồi mình sẽ so sánh hai sản phẩm đầu tiên.',
      en: 'Search for products first (say “robot vacuum”), then I will compare the first two.',
    }),
  loginForOrders: (lang: Language) =>
    pick(lang, {
      vi: 'Bạn hãy đăng nhập để mình xem đơn hàng của bạn nhé.',
      en: 'Please log in so I can look up your orders.',
    }),
  noOrders: (lang: Language) =>
    pick(lang, { vi: 'Bạn chưa có đơn hàng nào.', en: "You haven't placed any orders yet." }),
  orderNotFound: (lang: Language, number: string) =>
    pick(lang, {
      vi: `Mình không thấy đơn ${number} trong các đơn hàng của bạn.`,
      en: `I can't find order ${number} among your orders.`,
    }),
  orders: (lang: Language, count: number) =>
    pick(lang, {
      vi: count === 1 ? 'Đây là đơn hàng của bạn:' : `Đây là ${count} đơn hàng gần nhất của bạn:`,
      en: count === 1 ? 'Here is your order:' : `Here are your ${count} latest orders:`,
    }),
  policy: (lang: Language, title: string) =>
    pick(lang, {
      vi: `Đây là trích đoạn “${title}” của shop, bạn bấm vào để đọc đầy đủ:`,
      en: `Here is an excerpt of the shop's “${title}”; open it to read it all:`,
    }),
  faqs: (lang: Language) =>
    pick(lang, {
      vi: 'Mình tìm thấy câu trả lời trong mục hỏi đáp của shop:',
      en: "I found this in the shop's FAQ:",
    }),
  policies: (lang: Language) =>
    pick(lang, {
      vi: 'Bạn muốn xem chính sách nào?',
      en: 'Which policy would you like to read?',
    }),
  deals: (lang: Language) =>
    pick(lang, { vi: 'Các ưu đãi đang có hôm nay:', en: "Today's deals:" }),
  noDeals: (lang: Language) =>
    pick(lang, {
      vi: 'Hôm nay shop chưa có ưu đãi nào đang chạy.',
      en: 'There are no deals running today.',
    }),
  loginForReferral: (lang: Language) =>
    pick(lang, {
      vi: 'Bạn hãy đăng nhập bằng tài khoản khách hàng để xem mã giới thiệu và số dư thưởng.',
      en: 'Log in with a customer account to see your referral code and reward balance.',
    }),
  notJoined: (lang: Language) =>
    pick(lang, {
      vi: 'Bạn chưa tham gia chương trình giới thiệu. Vào trang Giới thiệu để nhận mã của bạn.',
      en: "You haven't joined the referral programme yet. Open the Referral page to get your code.",
    }),
  referral: (lang: Language) =>
    pick(lang, {
      vi: 'Mã giới thiệu và số dư thưởng có thể dùng của bạn:',
      en: 'Your referral code and the reward balance you can use:',
    }),
  handoff: (lang: Language) =>
    pick(lang, {
      vi: 'Bạn có thể gửi lời nhắn cho nhân viên của shop, mình đã điền sẵn cuộc trò chuyện vào biểu mẫu liên hệ.',
      en: "You can send the shop's staff a message; the contact form comes filled in with our conversation.",
    }),
  unknown: (lang: Language) =>
    pick(lang, {
      vi: 'Xin lỗi, mình chưa trả lời được câu này. Bạn có thể gửi câu hỏi cho nhân viên của shop qua biểu mẫu liên hệ (đã điền sẵn cuộc trò chuyện).',
      en: "Sorry, I can't answer that yet. You can send your question to the shop's staff through the contact form (it comes filled in with our conversation).",
    }),
};

/** The quick replies under an answer. */
export function chipsFor(
  kind: 'start' | 'products' | 'policies' | 'orders',
  lang: Language,
): AssistantChip[] {
  const chip = (vi: string, en: string, text = lang === 'vi' ? vi : en) => ({
    label: lang === 'vi' ? vi : en,
    text,
  });
  switch (kind) {
    case 'products':
      return [
        chip('Cái rẻ hơn', 'The cheaper one'),
        chip('So sánh 2 sản phẩm đầu', 'Compare the first two'),
        chip('Chỉ hàng còn', 'In stock only', lang === 'vi' ? 'còn hàng' : 'in stock'),
      ];
    case 'policies':
      return [
        chip('Đổi trả', 'Returns', lang === 'vi' ? 'chính sách đổi trả' : 'return policy'),
        chip('Bảo hành', 'Warranty', lang === 'vi' ? 'chính sách bảo hành' : 'warranty policy'),
        chip('Vận chuyển', 'Shipping', lang === 'vi' ? 'chính sách vận chuyển' : 'shipping policy'),
        chip('Thanh toán', 'Payment', lang === 'vi' ? 'chính sách thanh toán' : 'payment policy'),
      ];
    case 'orders':
      return [chip('Ưu đãi hôm nay', "Today's deals")];
    default:
      return [
        chip('Đơn hàng của tôi', 'My orders'),
        chip('Ưu đãi hôm nay', "Today's deals"),
        chip('Chính sách đổi trả', 'Return policy'),
      ];
  }
}
