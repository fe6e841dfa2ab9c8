import { randomUUID } from 'node:crypto';
import {
  type DeliveryMethod,
  type OrderParty,
  type OrderStatus,
  type PaymentStatus,
  type PaymentMethod,
  paymentStatusAfter,
  priceCart,
  shippingZone,
} from '@lotus/core';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import {
  orderEvents,
  orderLines,
  orders,
  productImages,
  productVariants,
  products,
  userAddresses,
  users,
} from '../schema/index.ts';
import { loadVnAdmin } from '../vn-admin.ts';
import { DEMO_CATALOG } from './catalog.ts';
import { DEMO_ACCOUNTS } from './content/shop.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo customer's two places: home in Hồ Chí Minh City, the office in Hà Nội. */
const PLACES = {
  home: { address: '45 Lê Thánh Tôn', provinceId: '79', wardId: '26740' },
  office: { address: '12 Phan Đình Phùng', provinceId: '01', wardId: '00004' },
} as const;

interface DemoOrder {
  /** Statuses after `new`, in order, each with who moved it and why. */
  path: { status: OrderStatus; by: OrderParty; reason?: string }[];
  daysAgo: number;
  /** Catalogue positions (every few products, so the lines vary) and quantities. */
  lines: [number, number][];
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  place: keyof typeof PLACES;
  note: string;
}

/** The demo customer's orders: one in every tab, so a newcomer sees the order pages filled. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    path: [],
    daysAgo: 0,
    lines: [
      [0, 1],
      [40, 2],
    ],
    deliveryMethod: 'STANDARD',
    paymentMethod: 'COD',
    place: 'home',
    note: 'Gọi trước khi giao giúp mình nhé.',
  },
  {
    path: [{ status: 'processing', by: 'OPERATOR' }],
    daysAgo: 1,
    lines: [[7, 1]],
    deliveryMethod: 'EXPRESS',
    paymentMethod: 'COD',
    place: 'office',
    note: 'Giao giờ hành chính.',
  },
  {
    path: [
      { status: 'processing', by: 'OPERATOR' },
      { status: 'delivering', by: 'OPERATOR' },
    ],
    daysAgo: 3,
    lines: [
      [22, 1],
      [48, 1],
    ],
    deliveryMethod: 'STANDARD',
    paymentMethod: 'COD',
    place: 'home',
    note: 'Để hàng ở quầy lễ tân nếu vắng nhà.',
  },
  {
    path: [
      { status: 'processing', by: 'OPERATOR' },
      { status: 'delivering', by: 'OPERATOR' },
      { status: 'done', by: 'OPERATOR' },
    ],
    daysAgo: 12,
    lines: [
      [3, 1],
      [33, 3],
    ],
    deliveryMethod: 'STANDARD',
    paymentMethod: 'COD',
    place: 'home',
    note: 'Quà sinh nhật, xin đừng để hóa đơn trong hộp.',
  },
  {
    path: [{ status: 'cancel', by: 'CUSTOMER' }],
    daysAgo: 20,
    lines: [[15, 1]],
    deliveryMethod: 'EXPRESS',
    paymentMethod: 'ONLINE',
    place: 'office',
    note: 'Xuất hóa đơn công ty.',
  },
  {
    path: [
      { status: 'processing', by: 'OPERATOR' },
      {
        status: 'rejected',
        by: 'OPERATOR',
        reason: 'Sản phẩm tạm hết màu đã chọn / The chosen colour is out of stock',
      },
    ],
    daysAgo: 30,
    lines: [[28, 1]],
    deliveryMethod: 'STANDARD',
    paymentMethod: 'COD',
    place: 'home',
    note: 'Giao cuối tuần.',
  },
];

function unitNames(set: '2025-07', provinceId: string, wardId: string) {
  const { current } = loadVnAdmin();
  const province = current.provinces.find((p) => p.code === provinceId)!;
  const ward = current.wards.find((w) => w.code === wardId)!;
  return {
    set,
    provinceId,
    provinceName: province.fullName,
    provinceNameEn: province.fullNameEn,
    wardId,
    wardName: ward.fullName,
    wardNameEn: ward.fullNameEn,
  };
}

/**
 * The demo customer's address book (home, the default, and the office) and an order in every
 * status, priced by core's engine from the demo catalogue. Only into an account that has no
 * orders and no addresses yet: a shop's own data is never touched, and a second run adds nothing.
 * Demo orders take no stock (they stand for orders of the past).
 */
export async function seedDemoOrders(tx: Transaction, now: Date): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'CUSTOMER')!;
  const [customer] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${account.email.toLowerCase()}`);
  if (!customer) return;

  const [addressCount] = await tx
    .select({ n: count() })
    .from(userAddresses)
    .where(eq(userAddresses.userId, customer.id));
  if (!addressCount?.n) {
    await tx.insert(userAddresses).values(
      (['home', 'office'] as const).map((key, i) => ({
        userId: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        phone: '0901234567',
        address: PLACES[key].address,
        national: 'Việt Nam',
        isDefault: i === 0,
        ...place(key),
        createdAt: new Date(now.getTime() - (40 - i) * DAY_MS),
        updatedAt: new Date(now.getTime() - (40 - i) * DAY_MS),
      })),
    );
  }

  const [orderCount] = await tx
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, customer.id));
  if (orderCount?.n) return;

  const slugs = DEMO_CATALOG.products.map((p) => p.slug);
  const rows = await tx
    .select({
      id: products.id,
      slug: products.slug,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      price: products.price,
      salePrice: products.salePrice,
    })
    .from(products)
    .where(inArray(products.slug, slugs));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const variants = await tx
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productVariants.position));
  const images = await tx
    .select()
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productImages.position));

  for (const demo of [...DEMO_ORDERS].reverse()) {
    const picked = demo.lines.flatMap(([index, quantity]) => {
      const product = bySlug.get(slugs[index % slugs.length]!);
      const variant = product && variants.find((v) => v.productId === product.id);
      return product && variant ? [{ product, variant, quantity }] : [];
    });
    if (!picked.length) continue;
    const where = place(demo.place);
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS - 2 * 60 * 60 * 1000);
    const pricing = priceCart({
      now: createdAt,
      lang: 'vi',
      lines: picked.map((p) => ({
        infoId: p.variant.id,
        productId: p.product.id,
        quantity: p.quantity,
        price: p.product.price,
        salePrice: p.product.salePrice,
      })),
      shipping: { method: demo.deliveryMethod, zone: shippingZone('2025-07', where.provinceId) },
      freeShippingThreshold: 500_000,
      offers: [],
    });
    let status: OrderStatus = 'new';
    let paymentStatus: PaymentStatus = 'unpaid';
    const events: (typeof orderEvents.$inferInsert)[] = [];
    const id = randomUUID();
    events.push({ orderId: id, status: 'new', actorId: customer.id, createdAt });
    demo.path.forEach((step, i) => {
      paymentStatus = paymentStatusAfter(
        { paymentMethod: demo.paymentMethod, paymentStatus },
        step.status,
      );
      status = step.status;
      events.push({
        orderId: id,
        status: step.status,
        party: step.by,
        reason: step.reason ?? null,
        createdAt: new Date(createdAt.getTime() + (i + 1) * 6 * 60 * 60 * 1000),
      });
    });
    const updatedAt = events.at(-1)!.createdAt;
    await tx.insert(orders).values({
      id,
      userId: customer.id,
      status,
      paymentStatus,
      paymentMethod: demo.paymentMethod,
      deliveryMethod: demo.deliveryMethod,
      lang: 'vi',
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: '0901234567',
      address: PLACES[demo.place].address,
      ...where,
      national: 'Việt Nam',
      note: demo.note,
      itemsTotal: pricing.itemsTotal,
      subtotal: pricing.subtotal,
      discountTotal: pricing.discountTotal,
      shippingFee: pricing.shippingFee,
      grandTotal: pricing.grandTotal,
      adjustments: pricing.adjustments,
      rejectReason: demo.path.find((s) => s.reason)?.reason ?? null,
      createdAt,
      updatedAt,
    });
    await tx.insert(orderLines).values(
      pricing.lines.map((line, position) => {
        const p = picked.find((x) => x.variant.id === line.infoId)!;
        const image =
          images.find((i) => i.productId === p.product.id && i.colour === p.variant.colour) ??
          images.find((i) => i.productId === p.product.id);
        return {
          orderId: id,
          position,
          variantId: p.variant.id,
          productId: p.product.id,
          slug: p.product.slug,
          nameVi: p.product.nameVi,
          nameEn: p.product.nameEn,
          sku: p.variant.sku,
          colour: p.variant.colour,
          size: p.variant.size,
          imageUrl: image?.url ?? null,
          imageWidth: image?.width ?? null,
          imageHeight: image?.height ?? null,
          quantity: line.quantity,
          listPrice: line.listPrice,
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
        };
      }),
    );
    await tx.insert(orderEvents).values(events);
  }
}

function place(key: keyof typeof PLACES) {
  const p = PLACES[key];
  const names = unitNames('2025-07', p.provinceId, p.wardId);
  return {
    addressSet: names.set,
    provinceId: names.provinceId,
    provinceName: names.provinceName,
    provinceNameEn: names.provinceNameEn,
    wardId: names.wardId,
    wardName: names.wardName,
    wardNameEn: names.wardNameEn,
  };
}
