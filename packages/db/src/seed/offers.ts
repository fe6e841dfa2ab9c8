import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import {
  categories,
  flashSaleItems,
  flashSales,
  priceRules,
  productVariants,
  products,
  promotions,
  vouchers,
} from '../schema/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A price rounded down to a thousand đồng, as shops print them. */
const thousands = (amount: number) => Math.floor(amount / 1000) * 1000;

/** Published products of a category (slug), best-selling first, with their first variant. */
function bestSellers(tx: Transaction, category: string, limit: number, offset = 0) {
  return tx
    .select({
      id: products.id,
      price: products.price,
      variantId: sql<string>`(SELECT v.id FROM ${productVariants} v
        WHERE v.product_id = ${products.id} ORDER BY v.position LIMIT 1)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(categories.slug, category), eq(products.isPublished, true)))
    .orderBy(desc(products.soldCount), products.slug)
    .limit(limit)
    .offset(offset);
}

async function categoryId(tx: Transaction, slug: string): Promise<string> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row!.id;
}

/**
 * The demo shop's programmes, so a newcomer sees each at work: a flash sale running now (two
 * days) and the next one, a price rule on dresses, one promotion of each type, and a public
 * voucher of each kind (plus a private one for the demo customer's wallet to be granted).
 * Only into a shop that has no programme yet; the shop's own stay untouched.
 */
export async function seedDemoOffers(tx: Transaction, now: Date): Promise<void> {
  for (const table of [flashSales, vouchers, promotions, priceRules]) {
    if ((await tx.$count(table)) > 0) return;
  }
  const stamp = { createdAt: now, updatedAt: now };
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  const [current, next] = await tx
    .insert(flashSales)
    .values([
      {
        nameVi: 'Flash sale cuối tuần',
        nameEn: 'Weekend flash sale',
        startsAt: at(-HOUR_MS),
        endsAt: at(2 * DAY_MS),
        ...stamp,
      },
      {
        nameVi: 'Flash sale giữa tuần',
        nameEn: 'Midweek flash sale',
        startsAt: at(3 * DAY_MS),
        endsAt: at(4 * DAY_MS),
        ...stamp,
      },
    ])
    .returning({ id: flashSales.id });
  const flashItems = async (flashSaleId: string, picks: [string, number, number][]) => {
    for (const [category, count, offset] of picks) {
      for (const p of await bestSellers(tx, category, count, offset)) {
        await tx.insert(flashSaleItems).values({
          flashSaleId,
          productId: p.id,
          flashPrice: thousands(p.price * 0.7),
          quota: 20,
          perCustomerLimit: 2,
        });
      }
    }
  };
  await flashItems(current!.id, [
    ['robot-giao-duc', 2, 0],
    ['ao-thun', 2, 0],
    ['giay', 1, 0],
    ['do-choi-robot', 1, 0],
  ]);
  await flashItems(next!.id, [
    ['robot-hut-bui', 2, 0],
    ['tui-xach', 2, 0],
  ]);

  await tx.insert(priceRules).values({
    nameVi: 'Váy đầm giảm 15%',
    nameEn: 'Dresses 15% off',
    type: 'PERCENT',
    value: 15,
    categoryIds: [await categoryId(tx, 'vay-dam')],
    startsAt: at(-DAY_MS),
    endsAt: at(90 * DAY_MS),
    ...stamp,
  });

  const [gift] = await bestSellers(tx, 'do-choi-robot', 1, 3);
  await tx.insert(promotions).values([
    {
      nameVi: 'Mua 3 áo thun giảm 10%',
      nameEn: 'Buy 3 T-shirts, 10% off',
      type: 'QUANTITY_BASED',
      discountType: 'PERCENT',
      value: 10,
      minQuantity: 3,
      categoryIds: [await categoryId(tx, 'ao-thun')],
      startsAt: at(-DAY_MS),
      endsAt: at(90 * DAY_MS),
      ...stamp,
    },
    {
      nameVi: 'Đơn từ 5 triệu giảm 5%',
      nameEn: '5% off orders from ₫5,000,000',
      type: 'ORDER_BASED',
      discountType: 'PERCENT',
      value: 5,
      maxDiscount: 500_000,
      minSubtotal: 5_000_000,
      startsAt: at(-DAY_MS),
      endsAt: at(90 * DAY_MS),
      ...stamp,
    },
    {
      nameVi: 'Tặng đồ chơi robot cho đơn robot giáo dục',
      nameEn: 'A free robot toy with an educational robot',
      type: 'GIFT_PRODUCT',
      minQuantity: 1,
      categoryIds: [await categoryId(tx, 'robot-giao-duc')],
      giftVariantId: gift?.variantId ?? null,
      giftQuantity: 1,
      startsAt: at(-DAY_MS),
      endsAt: at(90 * DAY_MS),
      ...stamp,
    },
  ]);

  const window = { startsAt: at(-DAY_MS), endsAt: at(60 * DAY_MS), ...stamp };
  await tx.insert(vouchers).values([
    {
      code: 'LOTUS10',
      nameVi: 'Giảm 10% tối đa 100.000 ₫',
      nameEn: '10% off, up to ₫100,000',
      type: 'PERCENT',
      value: 10,
      maxDiscount: 100_000,
      minSubtotal: 300_000,
      totalLimit: 500,
      perCustomerLimit: 1,
      ...window,
    },
    {
      code: 'GIAM50K',
      nameVi: 'Giảm 50.000 ₫ cho đơn từ 500.000 ₫',
      nameEn: '₫50,000 off orders from ₫500,000',
      type: 'FIXED',
      value: 50_000,
      minSubtotal: 500_000,
      totalLimit: 1000,
      perCustomerLimit: 2,
      ...window,
    },
    {
      code: 'AOTHUN20K',
      nameVi: 'Giảm 20.000 ₫ mỗi áo thun',
      nameEn: '₫20,000 off each T-shirt',
      type: 'QUANTITY',
      value: 20_000,
      categoryIds: [await categoryId(tx, 'ao-thun')],
      totalLimit: null,
      perCustomerLimit: 3,
      ...window,
    },
    {
      code: 'VIPROBOT',
      nameVi: 'Ưu đãi riêng: giảm 300.000 ₫ robot',
      nameEn: 'Private offer: ₫300,000 off robots',
      type: 'FIXED',
      value: 300_000,
      minSubtotal: 2_000_000,
      categoryIds: [await categoryId(tx, 'robot-cong-nghe')],
      isPublic: false,
      totalLimit: 50,
      perCustomerLimit: 1,
      ...window,
    },
  ]);
}
