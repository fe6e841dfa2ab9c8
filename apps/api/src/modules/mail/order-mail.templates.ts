import {
  type DeliveryMethod,
  type Language,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  formatVnd,
} from '@lotus/core';
import { type RenderedMail, escapeHtml } from './rendered-mail.ts';

/** What the order confirmation says: the order as it was placed. */
export interface OrderConfirmationVars {
  name: string;
  number: string;
  /** The order's page in the shop. */
  link: string;
  lines: {
    name: string;
    options: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }[];
  subtotal: number;
  discountTotal: number;
  shippingFee: number;
  grandTotal: number;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  address: string;
  note: string;
}

/** What a status change says: the new status, a rejection's reason, the payment status. */
export interface OrderStatusVars {
  name: string;
  number: string;
  link: string;
  status: OrderStatus;
  reason: string | null;
  paymentStatus: PaymentStatus;
  grandTotal: number;
}

/** What a payment mail says: the order's money arrived (paid) or went back (refunded). */
export interface OrderPaymentVars {
  name: string;
  number: string;
  link: string;
  event: 'paid' | 'refunded';
  amount: number;
}

export type OrderMailTemplate = 'order-confirmation' | 'order-status' | 'order-payment';

const STATUS: Record<OrderStatus, Record<Language, string>> = {
  new: { vi: 'Mới', en: 'New' },
  processing: { vi: 'Đang xử lý', en: 'Processing' },
  delivering: { vi: 'Đang giao hàng', en: 'Delivering' },
  done: { vi: 'Đã giao hàng', en: 'Delivered' },
  cancel: { vi: 'Đã hủy', en: 'Cancelled' },
  rejected: { vi: 'Bị từ chối', en: 'Rejected' },
};

/** One sentence per status: what happens next for the shopper. */
const STATUS_NEWS: Record<OrderStatus, Record<Language, string>> = {
  new: { vi: 'Đơn hàng đã được ghi nhận.', en: 'Your order has been received.' },
  processing: {
    vi: 'Cửa hàng đang chuẩn bị đơn hàng của bạn.',
    en: 'The shop is preparing your order.',
  },
  delivering: {
    vi: 'Đơn hàng đã được giao cho đơn vị vận chuyển và đang trên đường đến bạn.',
    en: 'Your order has left the shop and is on its way to you.',
  },
  done: {
    vi: 'Đơn hàng đã được giao thành công. Cảm ơn bạn đã mua sắm tại Lotus!',
    en: 'Your order has been delivered. Thank you for shopping at Lotus!',
  },
  cancel: {
    vi: 'Đơn hàng đã được hủy; hàng đã được trả lại kho.',
    en: 'Your order has been cancelled and its items released.',
  },
  rejected: {
    vi: 'Rất tiếc, cửa hàng không thể thực hiện đơn hàng này.',
    en: 'We are sorry: the shop cannot fulfil this order.',
  },
};

const PAYMENT: Record<PaymentMethod, Record<Language, string>> = {
  COD: { vi: 'Thanh toán khi nhận hàng (COD)', en: 'Cash on delivery (COD)' },
  ONLINE: { vi: 'Thanh toán trực tuyến', en: 'Online payment' },
  THEGHINO: { vi: 'Thẻ ghi nợ đã lưu', en: 'Saved debit card' },
  INSTALLMENT: { vi: 'Trả góp qua thẻ tín dụng', en: 'Credit card installments' },
};

const DELIVERY: Record<DeliveryMethod, Record<Language, string>> = {
  STANDARD: { vi: 'Giao hàng tiêu chuẩn', en: 'Standard delivery' },
  EXPRESS: { vi: 'Giao hàng nhanh', en: 'Express delivery' },
};

const WORDS = {
  vi: {
    hello: (name: string) => `Xin chào ${name},`,
    confirmSubject: (n: string) => `Lotus đã nhận đơn hàng ${n}`,
    confirmBody: (n: string) =>
      `Cảm ơn bạn đã đặt hàng tại Lotus. Đơn hàng ${n} của bạn đã được ghi nhận và đang chờ xử lý.`,
    statusSubject: (n: string, s: string) => `Đơn hàng ${n}: ${s}`,
    statusBody: (n: string, s: string) => `Đơn hàng ${n} của bạn đã chuyển sang trạng thái: ${s}.`,
    reason: 'Lý do',
    subtotal: 'Tạm tính',
    discount: 'Giảm giá',
    shipping: 'Phí vận chuyển',
    free: 'Miễn phí',
    total: 'Tổng cộng',
    payment: 'Thanh toán',
    delivery: 'Vận chuyển',
    address: 'Địa chỉ nhận hàng',
    note: 'Ghi chú',
    paid: 'Đơn hàng đã được thanh toán.',
    paidSubject: (n: string) => `Lotus đã nhận thanh toán cho đơn hàng ${n}`,
    paidBody: (n: string, amount: string) =>
      `Lotus đã nhận được khoản thanh toán ${amount} cho đơn hàng ${n}. Cửa hàng sẽ sớm chuẩn bị đơn hàng cho bạn.`,
    refundedSubject: (n: string) => `Lotus đã hoàn tiền đơn hàng ${n}`,
    refundedBody: (n: string, amount: string) =>
      `Khoản tiền ${amount} của đơn hàng ${n} đã được hoàn về phương thức thanh toán bạn đã dùng. Ngân hàng có thể cần vài ngày làm việc để ghi có.`,
    view: 'Xem đơn hàng',
    quantity: 'SL',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    confirmSubject: (n: string) => `Lotus received your order ${n}`,
    confirmBody: (n: string) =>
      `Thank you for shopping at Lotus. Your order ${n} has been received and is waiting to be processed.`,
    statusSubject: (n: string, s: string) => `Order ${n}: ${s}`,
    statusBody: (n: string, s: string) => `Your order ${n} is now: ${s}.`,
    reason: 'Reason',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    payment: 'Payment',
    delivery: 'Delivery',
    address: 'Delivery address',
    note: 'Note',
    paid: 'The order is paid.',
    paidSubject: (n: string) => `Lotus received the payment for order ${n}`,
    paidBody: (n: string, amount: string) =>
      `Lotus received your payment of ${amount} for order ${n}. The shop will prepare your order soon.`,
    refundedSubject: (n: string) => `Lotus refunded order ${n}`,
    refundedBody: (n: string, amount: string) =>
      `The ${amount} of order ${n} has been refunded to the payment method you used. Your bank may take a few working days to credit it.`,
    view: 'View your order',
    quantity: 'Qty',
  },
} as const;

function page(
  lang: Language,
  paragraphs: string[],
  table: string,
  link: { href: string; label: string },
  business: readonly string[],
) {
  const signature = business.length
    ? `<p style="color:#57606a;font-size:12px">${business.map(escapeHtml).join('<br>')}</p>`
    : '<p>Lotus</p>';
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${table}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#be185d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
${signature}</body></html>`;
}

/** The text mail's last lines: who sells (the company and its registration), else the shop's name. */
const signed = (business: readonly string[]) => (business.length ? [...business] : ['Lotus']);

/** The order confirmation, in the shopper's language: the lines, totals, methods and address. */
export function renderOrderConfirmation(
  lang: Language,
  v: OrderConfirmationVars,
  business: readonly string[] = [],
): RenderedMail {
  const w = WORDS[lang];
  const money = (amount: number) => formatVnd(amount, lang);
  const shipping = v.shippingFee === 0 ? w.free : money(v.shippingFee);
  const lineText = v.lines.map(
    (l) =>
      `- ${l.name}${l.options ? ` (${l.options})` : ''} × ${l.quantity}: ${money(l.lineTotal)}`,
  );
  const totals: [string, string][] = [
    [w.subtotal, money(v.subtotal)],
    ...(v.discountTotal > 0
      ? [[w.discount, `-${money(v.discountTotal)}`] as [string, string]]
      : []),
    [w.shipping, shipping],
    [w.total, money(v.grandTotal)],
  ];
  const facts: [string, string][] = [
    [w.payment, PAYMENT[v.paymentMethod][lang]],
    [w.delivery, DELIVERY[v.deliveryMethod][lang]],
    [w.address, v.address],
    ...(v.note ? [[w.note, v.note] as [string, string]] : []),
  ];
  const text = [
    w.hello(v.name),
    '',
    w.confirmBody(v.number),
    '',
    ...lineText,
    '',
    ...totals.map(([k, val]) => `${k}: ${val}`),
    '',
    ...facts.map(([k, val]) => `${k}: ${val}`),
    '',
    `${w.view}: ${v.link}`,
    '',
    ...signed(business),
  ].join('\n');
  const row = (cells: string[], bold = false) =>
    `<tr>${cells.map((c, i) => `<td style="padding:4px 8px;${i > 0 ? 'text-align:right;' : ''}${bold ? 'font-weight:bold;' : ''}">${escapeHtml(c)}</td>`).join('')}</tr>`;
  const table = `<table style="border-collapse:collapse">
${v.lines.map((l) => row([`${l.name}${l.options ? ` (${l.options})` : ''}`, `${w.quantity} ${l.quantity}`, money(l.lineTotal)])).join('\n')}
${totals.map(([k, val], i) => row([k, '', val], i === totals.length - 1)).join('\n')}
</table>
<p>${facts.map(([k, val]) => `${escapeHtml(k)}: ${escapeHtml(val)}`).join('<br>')}</p>`;
  return {
    subject: w.confirmSubject(v.number),
    text,
    html: page(
      lang,
      [w.hello(v.name), w.confirmBody(v.number)],
      table,
      { href: v.link, label: w.view },
      business,
    ),
  };
}

/** A status change, in the shopper's language: the new status and what it means. */
export function renderOrderStatus(
  lang: Language,
  v: OrderStatusVars,
  business: readonly string[] = [],
): RenderedMail {
  const w = WORDS[lang];
  const status = STATUS[v.status][lang];
  const lines = [
    w.statusBody(v.number, status),
    STATUS_NEWS[v.status][lang],
    ...(v.reason ? [`${w.reason}: ${v.reason}`] : []),
    ...(v.status === 'done' && v.paymentStatus === 'paid' ? [w.paid] : []),
  ];
  const text = [w.hello(v.name), '', ...lines, '', `${w.view}: ${v.link}`, '', ...signed(business)];
  return {
    subject: w.statusSubject(v.number, status),
    text: text.join('\n'),
    html: page(lang, [w.hello(v.name), ...lines], '', { href: v.link, label: w.view }, business),
  };
}

/** A payment event, in the shopper's language: the money arrived, or went back. */
export function renderOrderPayment(
  lang: Language,
  v: OrderPaymentVars,
  business: readonly string[] = [],
): RenderedMail {
  const w = WORDS[lang];
  const amount = formatVnd(v.amount, lang);
  const [subject, body] =
    v.event === 'paid'
      ? [w.paidSubject(v.number), w.paidBody(v.number, amount)]
      : [w.refundedSubject(v.number), w.refundedBody(v.number, amount)];
  const text = [w.hello(v.name), '', body, '', `${w.view}: ${v.link}`, '', ...signed(business)];
  return {
    subject,
    text: text.join('\n'),
    html: page(lang, [w.hello(v.name), body], '', { href: v.link, label: w.view }, business),
  };
}
