import {
  priceCart,
  searchKey,
  type AdminUnit,
  type CartView,
  type CartViewLine,
  type Category,
  type OrderDetail,
  type PaymentAttempt,
  type PaymentResult,
  type ProductListItem,
  type SavedCard,
} from '@lotus/core';

let next = 1;
const id = () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;

/** A product as the public list returns it; override what the test is about. */
export function productFixture(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: id(),
    slug: 'robot-hut-bui-x1',
    sku: 'RB-X1',
    name: 'Robot hút bụi X1',
    shortDescription: '',
    category: { id: id(), slug: 'robots', name: 'Robot' },
    price: overrides.price ?? 1_234_000,
    currentPrice: overrides.price ?? 1_234_000,
    discountPercent: 0,
    statuses: [],
    priority: 1,
    image: { url: '/images/products/robot-hut-bui-x1-1.webp', width: 800, height: 800, alt: '' },
    colours: [],
    sizes: [],
    stock: 5,
    inStock: true,
    rating: { average: 0, count: 0 },
    ...overrides,
  };
}

export function categoryFixture(overrides: Partial<Category> = {}): Category {
  return {
    id: id(),
    slug: 'robots',
    parentId: null,
    name: 'Robot',
    description: '',
    image: null,
    priority: 1,
    productCount: 3,
    ...overrides,
  };
}

/** A cart line as the cart endpoints describe it; override what the test is about. */
export function cartLineFixture(overrides: Partial<CartViewLine> = {}): CartViewLine {
  const price = overrides.price ?? 200_000;
  const quantity = overrides.quantity ?? 1;
  return {
    infoId: id(),
    productId: id(),
    slug: 'ao-thun-lotus',
    name: 'Áo thun Lotus',
    sku: 'TS-W-M',
    colour: 'white',
    size: 'M',
    image: null,
    price,
    salePrice: null,
    unitPrice: price,
    lineTotal: price * quantity,
    quantity,
    stock: 10,
    isOrder: false,
    problem: null,
    ...overrides,
  };
}

/**
 * A cart priced as core's engine prices it (no shipping chosen, free shipping from 500.000 ₫),
 * from its lines and the programmes in force (none by default): the lines with a problem are
 * shown but not priced.
 */
export function cartViewFixture(
  lines: CartViewLine[],
  threshold: number | null = 500_000,
  programmes: { offers?: CartView['offers']; offerNames?: Record<string, string> } = {},
): CartView {
  const offers = programmes.offers ?? [];
  const orderable = lines.filter((line) => line.problem === null && !line.isOrder);
  const pricing = priceCart({
    now: new Date('2026-11-23T03:00:00Z'),
    lang: 'vi',
    lines: orderable.map((line) => ({
      infoId: line.infoId,
      productId: line.productId,
      quantity: line.quantity,
      price: line.price,
      salePrice: line.salePrice,
    })),
    shipping: null,
    freeShippingThreshold: threshold,
    offers,
  });
  const priced = new Map(
    pricing.lines.filter((line) => line.giftOf === null).map((line) => [line.infoId, line]),
  );
  return {
    lines: lines.map((line) => {
      const own = priced.get(line.infoId);
      return own ? { ...line, unitPrice: own.unitPrice, lineTotal: own.lineTotal } : line;
    }),
    totalQuantity: lines.length,
    pricing,
    canOrder: orderable.length > 0 && orderable.length === lines.filter((l) => !l.isOrder).length,
    missing: [],
    offers,
    offerNames: programmes.offerNames ?? {},
    programmeNames: {},
  };
}

/** An administrative unit of the two-level set, with its search form made by core. */
export function unitFixture(
  code: string,
  fullName: string,
  fullNameEn: string,
  parentId: string | null = null,
): AdminUnit {
  const name = fullName.replace(/^(Thành phố|Tỉnh|Phường|Xã) /, '');
  const nameEn = fullNameEn.replace(/ (City|Province|Ward|Commune)$/, '');
  return {
    id: code,
    name,
    nameEn,
    fullName,
    fullNameEn,
    search: searchKey(`${name} ${fullName} ${nameEn}`),
    parentId,
    set: '2025-07',
  };
}

/** An order as its shopper or the back office reads it. */
export function orderDetailFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const line = {
    infoId: id(),
    productId: id(),
    slug: 'ao-thun-lotus',
    name: 'Áo thun Lotus',
    sku: 'TS-W-M',
    colour: 'white' as const,
    size: 'M',
    image: null,
    quantity: 2,
    listPrice: 200_000,
    unitPrice: 200_000,
    lineTotal: 400_000,
  };
  return {
    id: id(),
    number: 'LT00000042',
    status: 'new',
    paymentStatus: 'unpaid',
    paymentMethod: 'COD',
    deliveryMethod: 'STANDARD',
    grandTotal: 440_000,
    itemCount: 1,
    itemQuantity: 2,
    firstItem: { name: line.name, image: null },
    customer: {
      firstName: 'Quốc Bảo',
      lastName: 'Lê',
      fullName: 'Lê Quốc Bảo',
      email: 'customer@lotus.vn',
      phone: '0912345678',
    },
    createdAt: '2026-11-23T03:00:00.000Z',
    updatedAt: '2026-11-23T03:00:00.000Z',
    lines: [line],
    adjustments: [],
    itemsTotal: 400_000,
    subtotal: 400_000,
    discountTotal: 0,
    shippingFee: 40_000,
    note: 'Gọi trước khi giao',
    shipment: {
      address: '12 Lý Thường Kiệt',
      ward: { id: '00004', name: 'Ba Đình', nameEn: 'Ba Dinh' },
      district: null,
      province: { id: '01', name: 'Hà Nội', nameEn: 'Hanoi' },
      national: 'Việt Nam',
      set: '2025-07',
      fullAddress: '12 Lý Thường Kiệt, Ba Đình, Hà Nội, Việt Nam',
    },
    rejectReason: null,
    history: [{ status: 'new', at: '2026-11-23T03:00:00.000Z', reason: null, by: null }],
    payments: [],
    canPayAgain: false,
    installment: null,
    ...overrides,
  };
}

/** A payment attempt through VNPay, waiting for the shopper; override what the test is about. */
export function paymentAttemptFixture(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return {
    id: id(),
    gateway: 'VNPAY',
    amount: 440_000,
    status: 'PENDING',
    resultCode: null,
    outcome: 'PROCESSING',
    transactionNo: null,
    createdAt: '2026-11-23T03:00:00.000Z',
    settledAt: null,
    refundedAt: null,
    ...overrides,
  };
}

/** An attempt as `GET /api/payment/attempt/:id` answers it, with its order (`order` merged). */
export function paymentResultFixture(
  overrides: Partial<Omit<PaymentResult, 'order'>> & {
    order?: Partial<PaymentResult['order']>;
  } = {},
): PaymentResult {
  const { order, ...attempt } = overrides;
  return {
    ...paymentAttemptFixture(),
    paymentUrl: null,
    ...attempt,
    order: {
      id: id(),
      number: 'LT00000042',
      status: 'new',
      paymentStatus: 'unpaid',
      paymentMethod: 'ONLINE',
      grandTotal: 440_000,
      canPayAgain: false,
      ...order,
    },
  };
}

/** A saved card as the cards endpoint lists it. */
export function savedCardFixture(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: id(),
    brand: 'VISA',
    maskedNumber: '411111******1111',
    expiry: '12/28',
    createdAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}
