import { setTimeout as delay } from 'node:timers/promises';
import { type DatabaseHandle, schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServiceContext } from '../../context.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { createCacheVersions } from '../../lib/cache-versions.ts';
import { systemClock } from '../../lib/clock.ts';
import { testVariant } from '../../test/checkout.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createCategoryService } from '../categories/category.service.ts';
import { createProductService } from '../products/product.service.ts';
import { createSystemService } from '../system/system.service.ts';
import { createOfferAdminService } from './offer-admin.service.ts';
import { createOfferService } from './offer.service.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const noJobs: Jobs = {
  enqueue: async () => {},
  enqueueMany: async () => {},
  within: () => ({ jobs: noJobs, committed: () => {} }),
};

const context = (): ServiceContext => ({
  db: handle.db,
  now: new Date(),
  lang: 'vi',
  actor: null,
  jobs: noJobs,
  inTransaction: false,
});

const rulePriceOf = async (productId: string) =>
  (
    await handle.db
      .select({ rulePrice: schema.products.rulePrice })
      .from(schema.products)
      .where(eq(schema.products.id, productId))
  )[0]!.rulePrice;

/**
 * Two reprices at once (a server copy starting while an operator adds a rule): the one that read
 * the catalogue before the rule existed finishes last. Its stale prices must not stay: the rule's
 * price is what the catalogue shows once both are done.
 */
it('a reprice that read before a rule began never writes over one that read the rule', async () => {
  const cacheVersions = createCacheVersions();
  const products = createProductService({ clock: systemClock, cacheVersions });
  const offers = createOfferService({
    categories: createCategoryService({ cacheVersions, database: handle.db }),
    system: createSystemService({ database: handle, publicUrl: 'http://shop.test', cacheVersions }),
  });
  const admin = (catalogPrices: typeof products.catalogPrices) =>
    createOfferAdminService({
      offers,
      products: { ...products, catalogPrices },
      cart: {} as never,
      users: {} as never,
    });
  const product = await testVariant(handle.db, { price: 400_000, stock: 3 });

  // The first reprice reads, then stalls before writing until it is let go.
  let read!: () => void;
  const hasRead = new Promise<void>((resolve) => (read = resolve));
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const stale = admin(async (ctx) => {
    const prices = await products.catalogPrices(ctx);
    read();
    await released;
    return prices;
  }).reprice(context());
  await hasRead;

  // The operator's rule, then its reprice (on PGlite, one connection: both wait for the first
  // reprice's transaction).
  const now = Date.now();
  const fresh = handle.db
    .insert(schema.priceRules)
    .values({
      nameVi: 'Giảm 20 %',
      nameEn: '20 % off',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
      productIds: [product.productId],
      categoryIds: [],
      type: 'PERCENT',
      value: 20,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .then(() => admin((ctx) => products.catalogPrices(ctx)).reprice(context()));
  // Without turns, the second reprice writes the rule's price meanwhile.
  await Promise.race([fresh, delay(300)]);
  letGo();
  await Promise.all([stale, fresh]);

  expect(await rulePriceOf(product.productId)).toBe(320_000);
});
