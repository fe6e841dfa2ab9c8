import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { orders, products, reviewPhotos, reviews } from '../schema/index.ts';
import { seedDemoShop } from './index.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));

describe('the demo reviews', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await migrate(handle);
    await seedDemoShop(handle, { demoAccounts: true });
  }, 120_000);
  afterAll(() => handle.close());

  it('are approved ones with photos on several products, and one waiting', async () => {
    const rows = await handle.db.select().from(reviews);
    const approved = rows.filter((r) => r.status === 'APPROVED');
    expect(new Set(approved.map((r) => r.productId)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.status === 'PENDING')).toHaveLength(1);
    const photos = await handle.db.select().from(reviewPhotos);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    for (const photo of photos) expect(existsSync(`${PUBLIC_DIR}${photo.url}`)).toBe(true);
  });

  it("each come from the author's done order and are counted in the product's rating", async () => {
    for (const review of await handle.db.select().from(reviews)) {
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, review.orderId));
      expect(order).toMatchObject({ status: 'done', userId: review.userId });
    }
    const approved = (await handle.db.select().from(reviews)).filter(
      (r) => r.status === 'APPROVED',
    );
    for (const productId of new Set(approved.map((r) => r.productId))) {
      const mine = approved.filter((r) => r.productId === productId);
      const [product] = await handle.db.select().from(products).where(eq(products.id, productId));
      expect(product).toMatchObject({
        ratingCount: mine.length,
        ratingSum: mine.reduce((sum, r) => sum + r.rating, 0),
      });
    }
  });

  it('are added once', async () => {
    const before = (await handle.db.select({ n: count() }).from(reviews))[0]!.n;
    await handle.db.execute(`DELETE FROM app_meta WHERE key = 'demo_seed_version'`);
    await seedDemoShop(handle, { demoAccounts: true });
    expect((await handle.db.select({ n: count() }).from(reviews))[0]!.n).toBe(before);
  });
});
