import { randomUUID } from 'node:crypto';
import type { ReviewStatus } from '@lotus/core';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import {
  orderEvents,
  orderLines,
  orders,
  productImages,
  productVariants,
  products,
  reviewPhotos,
  reviews,
  users,
} from '../schema/index.ts';
import { loadVnAdmin } from '../vn-admin.ts';
import { DEMO_CATALOG } from './catalog.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shoppers who reviewed demo products; they cannot sign in (inactive, no usable password). */
export const DEMO_REVIEWERS = [
  { email: 'lan.pham@reviewers.lotus.vn', firstName: 'Lan', lastName: 'Phạm' },
  { email: 'duc.hoang@reviewers.lotus.vn', firstName: 'Đức', lastName: 'Hoàng' },
  { email: 'mai.vo@reviewers.lotus.vn', firstName: 'Mai', lastName: 'Võ' },
  { email: 'tuan.bui@reviewers.lotus.vn', firstName: 'Tuấn', lastName: 'Bùi' },
] as const;

interface DemoReview {
  reviewer: number;
  /** A catalogue position (the demo customer's own done order holds 3 and 33: left for them). */
  product: number;
  rating: number;
  content: string;
  status: ReviewStatus;
  /** How many of the product's pictures (after the first) stand in as the shopper's photos. */
  photos: number;
  daysAgo: number;
}

const DEMO_REVIEWS: DemoReview[] = [
  {
    reviewer: 0,
    product: 34,
    rating: 5,
    content: 'Vải dày dặn, mặc mát, đường may chắc chắn. Giao hàng nhanh, đóng gói cẩn thận.',
    status: 'APPROVED',
    photos: 2,
    daysAgo: 6,
  },
  {
    reviewer: 1,
    product: 34,
    rating: 4,
    content: 'Form đẹp, đúng size. Màu ngoài đời hơi đậm hơn ảnh một chút nhưng vẫn ưng.',
    status: 'APPROVED',
    photos: 1,
    daysAgo: 9,
  },
  {
    reviewer: 2,
    product: 34,
    rating: 5,
    content: 'Mua lần thứ hai rồi, giặt máy không bị co. Sẽ ủng hộ shop tiếp.',
    status: 'APPROVED',
    photos: 0,
    daysAgo: 14,
  },
  {
    reviewer: 0,
    product: 41,
    rating: 4,
    content: 'Chất liệu tốt so với giá tiền. Mong shop có thêm nhiều màu hơn.',
    status: 'APPROVED',
    photos: 1,
    daysAgo: 4,
  },
  {
    reviewer: 3,
    product: 41,
    rating: 3,
    content: 'Sản phẩm ổn nhưng giao hàng chậm hơn dự kiến hai ngày.',
    status: 'APPROVED',
    photos: 0,
    daysAgo: 11,
  },
  {
    reviewer: 1,
    product: 48,
    rating: 5,
    content: 'Rất đẹp, mặc đi làm hay đi chơi đều hợp. Đáng tiền!',
    status: 'APPROVED',
    photos: 2,
    daysAgo: 3,
  },
  {
    reviewer: 2,
    product: 48,
    rating: 4,
    content: 'Vải mềm, co giãn nhẹ. Hơi rộng ở eo, nên chọn nhỏ hơn một size.',
    status: 'APPROVED',
    photos: 0,
    daysAgo: 8,
  },
  {
    reviewer: 3,
    product: 34,
    rating: 2,
    content: 'Áo bị lỗi chỉ ở tay áo, mình đã liên hệ shop để đổi. Chờ phản hồi.',
    status: 'PENDING',
    photos: 1,
    daysAgo: 1,
  },
];

/**
 * Demo reviews: approved ones with photos on a few products (with their rating counters set as
 * the API keeps them) and one waiting in the back office, each written by a reviewer whose done
 * order holds the product. Only into a shop with no reviews at all: a second run adds nothing.
 */
export async function seedDemoReviews(tx: Transaction, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(reviews);
  if (existing?.n) return;

  const slugs = DEMO_CATALOG.products.map((p) => p.slug);
  const wanted = [...new Set(DEMO_REVIEWS.map((r) => slugs[r.product % slugs.length]!))];
  const productRows = await tx
    .select({
      id: products.id,
      slug: products.slug,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      price: products.price,
    })
    .from(products)
    .where(inArray(products.slug, wanted));
  const bySlug = new Map(productRows.map((row) => [row.slug, row]));
  if (bySlug.size === 0) return;
  const ids = productRows.map((row) => row.id);
  const variants = await tx
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.position));
  const images = await tx
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.position));

  const reviewerIds: string[] = [];
  for (const reviewer of DEMO_REVIEWERS) {
    const [found] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${reviewer.email}`);
    const [row] = found
      ? [found]
      : await tx
          .insert(users)
          .values({
            ...reviewer,
            phone: null,
            passwordHash: '!no-login',
            role: 'CUSTOMER',
            isActive: false,
          })
          .returning({ id: users.id });
    reviewerIds.push(row!.id);
  }

  const place = homePlace();
  const totals = new Map<string, { count: number; sum: number }>();
  for (const demo of DEMO_REVIEWS) {
    const product = bySlug.get(slugs[demo.product % slugs.length]!);
    const variant = product && variants.find((v) => v.productId === product.id);
    const userId = reviewerIds[demo.reviewer];
    if (!product || !variant || !userId) continue;
    const reviewer = DEMO_REVIEWERS[demo.reviewer]!;
    const orderedAt = new Date(now.getTime() - (demo.daysAgo + 5) * DAY_MS);
    const doneAt = new Date(orderedAt.getTime() + 3 * DAY_MS);
    const orderId = randomUUID();
    const shippingFee = 30_000;
    await tx.insert(orders).values({
      id: orderId,
      userId,
      status: 'done',
      paymentStatus: 'paid',
      paymentMethod: 'COD',
      deliveryMethod: 'STANDARD',
      lang: 'vi',
      firstName: reviewer.firstName,
      lastName: reviewer.lastName,
      email: reviewer.email,
      phone: '0901234567',
      address: '45 Lê Thánh Tôn',
      ...place,
      national: 'Việt Nam',
      note: '',
      itemsTotal: product.price,
      subtotal: product.price,
      discountTotal: 0,
      shippingFee,
      grandTotal: product.price + shippingFee,
      adjustments: [],
      createdAt: orderedAt,
      updatedAt: doneAt,
    });
    const image = images.find((i) => i.productId === product.id);
    await tx.insert(orderLines).values({
      orderId,
      position: 0,
      variantId: variant.id,
      productId: product.id,
      slug: product.slug,
      nameVi: product.nameVi,
      nameEn: product.nameEn,
      sku: variant.sku,
      colour: variant.colour,
      size: variant.size,
      imageUrl: image?.url ?? null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
      quantity: 1,
      listPrice: product.price,
      unitPrice: product.price,
      lineTotal: product.price,
    });
    await tx.insert(orderEvents).values([
      { orderId, status: 'new', actorId: userId, createdAt: orderedAt },
      { orderId, status: 'processing', party: 'OPERATOR', createdAt: orderedAt },
      { orderId, status: 'delivering', party: 'OPERATOR', createdAt: orderedAt },
      { orderId, status: 'done', party: 'OPERATOR', createdAt: doneAt },
    ]);

    const writtenAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const [review] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        userId,
        orderId,
        rating: demo.rating,
        content: demo.content,
        status: demo.status,
        moderatedAt: demo.status === 'APPROVED' ? writtenAt : null,
        createdAt: writtenAt,
        updatedAt: writtenAt,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!review) continue;
    // The product's other pictures stand in for the shopper's photos (files every clone has).
    const pictures = images.filter((i) => i.productId === product.id).slice(1, 1 + demo.photos);
    if (pictures.length) {
      await tx.insert(reviewPhotos).values(
        pictures.map((picture, position) => ({
          reviewId: review.id,
          position,
          url: picture.url,
          width: picture.width,
          height: picture.height,
        })),
      );
    }
    if (demo.status === 'APPROVED') {
      const total = totals.get(product.id) ?? { count: 0, sum: 0 };
      totals.set(product.id, { count: total.count + 1, sum: total.sum + demo.rating });
    }
  }

  for (const [productId, total] of totals) {
    await tx
      .update(products)
      .set({ ratingCount: sql`${total.count}::int`, ratingSum: sql`${total.sum}::int` })
      .where(eq(products.id, productId));
  }
}

/** The reviewers' delivery place (Hồ Chí Minh City), with its unit names. */
function homePlace() {
  const { current } = loadVnAdmin();
  const province = current.provinces.find((p) => p.code === '79')!;
  const ward = current.wards.find((w) => w.code === '26740')!;
  return {
    addressSet: '2025-07' as const,
    provinceId: '79',
    provinceName: province.fullName,
    provinceNameEn: province.fullNameEn,
    wardId: '26740',
    wardName: ward.fullName,
    wardNameEn: ward.fullNameEn,
  };
}
